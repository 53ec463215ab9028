import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startHydration } from "@/lib/hydration";
import { createQueryClient } from "@/lib/query-client";
import { LAZY_PARTS_ATTRIBUTE, SSR_STATE_ID } from "@shared/document-ids";
import { preloadLazyParts } from "@/lib/lazy-named";
import { createBrowserApiClient } from "@/lib/trpc-client";
import { restorePageState } from "@/lib/restore-page-state";
import { App } from "./app";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} client={createBrowserApiClient()} />
  </StrictMode>
);

function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    startHydration();
    // As a transition, hydration is split into slices of a few milliseconds with the browser free in
    // between (decision 022), not one long task; a visitor's tap or change on a part not yet live
    // makes React hydrate that part first and replay it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// A page the server rendered arrives with the data it was rendered from, so the first render here
// matches its markup and nothing is fetched twice; and with the names of its lazy parts, whose code
// starts loading at once: the route's page hydrates when all of it is there, never leaving a part
// inside it as dead markup (a click on it lost) while the page and its data-hydrated mark are live.
void preloadLazyParts(root.getAttribute(LAZY_PARTS_ATTRIBUTE)?.split(" ").filter(Boolean) ?? []);

/** Lets the browser run what waits (a frame, an image, a tap held by the early script) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Evaluating the modules, restoring the page's data and starting hydration each take a task of their own: together
 * they were one task of 20-32 ms of a phone's main thread (decision 024), each is under 10 ms alone.
 */
async function wake(root: HTMLElement) {
  await nextTask();
  const state = document.getElementById(SSR_STATE_ID)?.textContent;
  if (state) await restorePageState(queryClient, state);
  await nextTask();
  start(root);
}
void wake(root);
