import type { createTRPCQueryUtils } from "@trpc/react-query";
import type { ComponentType } from "react";
import type { AppRouter } from "../../server/trpc/router";
import type { CurrentUser } from "./auth/auth-storage";
import { lazyComponent } from "./lazy-named";

/** The app's queries by procedure, bound to one query client: `q.listings.bySlug.prefetch({ slug })`. */
type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** What a page's data declaration is given: the matched route and who is asking. */
export type DataContext = {
  /** The route's URL parameters (`/listings/:slug` gives `slug`). */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** The route's fixed props (the info pages' `page`, the listings browser's `variant`). */
  props: Record<string, unknown>;
  /** The signed-in member (auth.me, already fetched), or null for a visitor. */
  user: CurrentUser | null;
  /**
   * Prefetches through the query client the page renders from, so the keys are the ones the
   * components' `trpc.*.useQuery` calls ask for; `fetch` returns the data, for queries that
   * depend on another's answer.
   */
  q: QueryUtils;
};

/**
 * A page's data: every query its first render asks for, started here so the server renders once
 * with all of it. Return the prefetches (or await inside for dependent ones); falsy entries are
 * skipped, so `user && q.points.summary.prefetch()` reads naturally. A failed fetch is left to
 * the render (not found stays, anything else is asked again by the browser).
 */
export type PageData = (ctx: DataContext) => readonly unknown[] | Promise<unknown>;

/**
 * Query options for a query that only the browser should run (it reads window, storage or the
 * clock of the visit, or waits on a language model, longer than a page may take to render): the
 * server render leaves it pending on purpose, and the check that every
 * route declares its data (server/ssr/route-data.db.test.ts) lets it pass.
 */
export const BROWSER_ONLY_QUERY = { meta: { browserOnly: true } } as const;

/** The favorite hearts on listing cards, for a member. */
export function listingCardsData({ user, q }: DataContext): readonly unknown[] {
  return [user && q.favorites.ids.prefetch()];
}

/** A route's page: its component, loaded on first use, and the data it declares. */
export type RoutePage = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every page has props of its own
  Component: ComponentType<any>;
  /** Loads the page's module (once) and gives its data declaration, if it has one. */
  load: () => Promise<PageData | undefined>;
};

type DataKey<M> = { [P in keyof M]: M[P] extends PageData ? P : never }[keyof M];

/**
 * A page from a lazily loaded module: `name` is its component, `data` the module's PageData
 * export (in the module, beside the components whose queries it lists). Pages without queries of
 * their own leave `data` out; the shell's data (app.tsx) comes with every page.
 */
// `any` mirrors React.lazy's constraint on a lazy component's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy constrains props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  data?: DataKey<M>,
): RoutePage {
  let loading: Promise<M> | undefined;
  const module = () => (loading ??= load());
  return {
    Component: lazyComponent(`page:${String(name)}`, async () => (await module())[name], { holdsOthers: true }),
    load: async () => (data === undefined ? undefined : ((await module())[data] as PageData)),
  };
}
