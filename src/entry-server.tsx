import { skipToken, type Query, type QueryClient } from "@tanstack/react-query";
import { createTRPCUntypedClient, type TRPCLink } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { Router } from "wouter";
import { createServerHead, ServerHeadContext, type ServerHead } from "@/lib/seo/server-head";
import { RenderedLazyParts } from "@/lib/lazy-named";
import { isAnswerQuery, pageStateText } from "@/lib/page-state";
import { createQueryClient } from "@/lib/query-client";
import { renderToHtml } from "@/lib/render-html";
import type { DataContext, PageData } from "@/lib/route-data";
import type { AppRouter } from "../server/trpc/router";
import { App, shellData } from "./app";
import { matchPage } from "./routes";

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  head: ServerHead;
  /** The query data the markup was rendered from, superjson text for the browser to hydrate. */
  state: string;
  /** The lazy parts the markup holds (lazyComponent's names), for the browser to load before it hydrates. */
  lazyParts: string[];
  /**
   * Queries the render asked for that no data declaration fetched (see missedQueries); empty when every query was
   * declared.
   */
  missed?: string[];
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

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * Queries the render asked for that were not fetched before it (useQuery never fetches on the
 * server): their loading state is in the markup and the browser asks for them. Each one is a
 * route whose data declaration misses a query, unless the query is marked BROWSER_ONLY_QUERY.
 */
function missedQueries(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .findAll({
      predicate: (q) =>
        q.state.status === "pending" && q.state.fetchStatus === "idle" && isEnabled(q) && !q.meta?.["browserOnly"],
    })
    .map((q) => q.queryHash);
}

/**
 * Starts every query a page declares (falsy entries are skipped) and waits for all of them; failures are left to the
 * cache.
 */
async function fetchDeclared(data: PageData | undefined, context: DataContext): Promise<void> {
  if (!data) return;
  const started = await data(context);
  if (Array.isArray(started)) await Promise.allSettled(started);
}

/**
 * Renders the page at `url` as the browser would show it once its data has arrived: the shell's
 * data and the matched route's (src/routes.tsx, each page's PageData) are fetched first, in
 * parallel, and the page is rendered once. A query answered "not found" (or refused, or given bad
 * input: isAnswerQuery) stays, so the page renders (and answers) as not found, or sends an admin
 * screen's visitor on to sign in; other failed queries are dropped, so the page shows their
 * loading state and the browser asks again.
 */
export async function renderPage({ url, origin, link, nonce }: RenderInput): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, origin);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const client = createTRPCUntypedClient<AppRouter>({ links: [link] });
  const q = createTRPCQueryUtils<AppRouter>({ client, queryClient });
  const { route, params } = matchPage(pathname);

  // The member comes first (it is read from the request's session, no database call): pages
  // declare member-only queries for members only.
  const [user, pageData] = await Promise.all([q.auth.me.fetch().catch(() => null), route.page.load()]);
  const context: DataContext = { params, search: new URLSearchParams(search), props: route.props ?? {}, user, q };
  await Promise.all([fetchDeclared(shellData, context), fetchDeclared(pageData, context)]);
  for (const query of queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === "error" && !isAnswerQuery(query) })) {
    queryClient.getQueryCache().remove(query);
  }

  const head = createServerHead(origin, pathname + search);
  const lazyParts = new Set<string>();
  const html = await renderToHtml(
    <ServerHeadContext.Provider value={head}>
      <RenderedLazyParts.Provider value={lazyParts}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <App queryClient={queryClient} client={client} />
        </Router>
      </RenderedLazyParts.Provider>
    </ServerHeadContext.Provider>,
    nonce,
  );
  const missed = missedQueries(queryClient);
  const state = pageStateText(queryClient);
  // Also stops the cache's garbage-collection timers, which would keep this request in memory.
  queryClient.clear();
  head.resourceHints = LEADING_LINKS.exec(html)?.[0] ?? "";
  return { html: html.slice(head.resourceHints.length), head, state, lazyParts: [...lazyParts], missed };
}
