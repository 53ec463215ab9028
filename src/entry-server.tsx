import { skipToken, type Query, type QueryClient } from "@tanstack/react-query";
import type { TRPCLink } from "@trpc/client";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Router } from "wouter";
import { createServerHead, ServerHeadContext, type ServerHead } from "@/lib/seo/server-head";
import { isNotFoundQuery, pageStateText } from "@/lib/page-state";
import { createQueryClient } from "@/lib/query-client";
import { trpc } from "@/lib/trpc";
import type { AppRouter } from "../server/trpc/router";
import { App } from "./app";

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  head: ServerHead;
  /** The query data the markup was rendered from, superjson text for the browser to hydrate. */
  state: string;
};

export type RenderInput = {
  url: string;
  /** The site's public origin. */
  origin: string;
  /** Calls the API's procedures in process, as the requesting visitor. */
  link: TRPCLink<AppRouter>;
  /** The response's CSP nonce, for React's inline scripts. */
  nonce: string | undefined;
};

/**
 * The links React writes ahead of the markup: preloads for images that are not lazy-loaded,
 * `fetchpriority="high"` ones first. Rendering into #root leaves them in the body, where the
 * browser finds them late; they go to the head.
 */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Rounds of "render, then fetch what the render asked for" (a query can depend on another's data). */
const MAX_DATA_ROUNDS = 4;

/** The whole page's markup, once every lazy route chunk has loaded (renderToString would not wait). */
function renderToHtml(node: ReactNode, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      ...(nonce ? { nonce } : {}),
      // The whole document goes out at once, so no boundary is worth sending separately: left to
      // its default, React moves large ones into place with a script after the footer has painted.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** Queries a render created but nobody has fetched yet (useQuery never fetches on the server). */
function unfetched(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === "pending" && !tried.has(q.queryHash) && isEnabled(q) });
}

/**
 * Renders the page at `url` as the browser would show it once its data has arrived. A query
 * answered "not found" stays, so the page renders (and answers) as not found; other failed
 * queries are dropped, so the page shows their loading state and the browser asks again.
 */
export async function renderPage({ url, origin, link, nonce }: RenderInput): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, origin);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = trpc.createClient({ links: [link] });
  const tried = new Set<string>();

  for (let round = 1; ; round++) {
    const head = createServerHead(origin, pathname + search);
    const html = await renderToHtml(
      <ServerHeadContext.Provider value={head}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <App queryClient={queryClient} trpcClient={trpcClient} />
        </Router>
      </ServerHeadContext.Provider>,
      nonce,
    );
    const waiting = unfetched(queryClient, tried);
    if (waiting.length === 0 || round === MAX_DATA_ROUNDS) {
      const state = pageStateText(queryClient);
      // Also stops the cache's garbage-collection timers, which would keep this request in memory.
      queryClient.clear();
      head.resourceHints = LEADING_LINKS.exec(html)?.[0] ?? "";
      return { html: html.slice(head.resourceHints.length), head, state };
    }
    await Promise.all(
      waiting.map((query) => {
        tried.add(query.queryHash);
        return query.fetch().catch(() => {
          if (!isNotFoundQuery(query)) queryClient.getQueryCache().remove(query);
        });
      }),
    );
  }
}
