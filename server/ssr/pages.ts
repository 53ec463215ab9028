import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { renderPage } from "../../src/entry-server";
import type { Logger } from "../lib/logger";
import type { Context } from "../trpc/context";
import { pageDocument } from "./document";
import { MISSED_QUERIES_MESSAGE } from "./missed-queries";
import { serverLink } from "./server-link";

/** The built web app: the browser files and the server build of the same React app. */
export type ClientBundle = {
  /** Directory of the browser build (scripts, styles, images). */
  dir: string;
  /** index.html as built: the shell every page starts from. */
  template: string;
  render: typeof renderPage;
};

/** A page's render may not hold its response longer than this; the app shell goes out instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** Reads what `npm run build` wrote under `distDir`; null when the app was never built. */
export async function loadClientBundle(distDir: string): Promise<ClientBundle | null> {
  const template = resolve(distDir, "server", "index.html");
  const entry = resolve(distDir, "server", "entry-server.js");
  if (!existsSync(template) || !existsSync(entry)) return null;
  const { renderPage: render } = (await import(pathToFileURL(entry).href)) as { renderPage: typeof renderPage };
  return { dir: resolve(distDir, "client"), template: readFileSync(template, "utf8"), render };
}

/** A render that ran out of time: the machine was busy (an overload to watch), not a defect in the page. */
class RenderTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The document for a page request: rendered on the server with the caller's own session, so it
 * paints before any script runs; the plain app shell, which the browser renders, if that fails.
 */
export async function pageResponse(
  bundle: ClientBundle,
  request: { url: string; nonce: string | undefined },
  ctx: Context,
  logger: Logger,
): Promise<{ status: number; html: string }> {
  try {
    const page = await withTimeout(
      bundle.render({ ...request, origin: ctx.env.APP_URL, link: serverLink(ctx) }),
      RENDER_TIMEOUT_MS,
    );
    // The page went out with those parts loading: its route's data declaration misses them.
    if (page.missed?.length) logger.warn({ url: request.url, missed: page.missed }, MISSED_QUERIES_MESSAGE);
    return { status: page.head.status, html: pageDocument(bundle.template, page, request.nonce) };
  } catch (err) {
    if (err instanceof RenderTimeout)
      logger.warn({ url: request.url }, `server ${err.message}; the browser renders the page`);
    else logger.error({ err, url: request.url }, "server render failed; the browser renders the page");
    return { status: 200, html: bundle.template };
  }
}
