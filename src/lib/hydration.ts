/**
 * Whether the browser is taking over a server-rendered first screen: main.tsx starts it before it
 * hydrates, and the app ends it once the first route is live. A start rendered in the browser
 * (the Vite dev server) never hydrates.
 */
let hydrating = false;
/** Work put off until the page is live (whenLive). */
const waiting: (() => void)[] = [];

export function startHydration(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
  // Each in a task of its own, after the one that made the page live.
  for (const work of waiting.splice(0)) setTimeout(work);
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Runs `work` once the page is live, never among the slices of its hydration; at once when no page is waking. */
export function whenLive(work: () => void): void {
  if (hydrating) waiting.push(work);
  else work();
}
