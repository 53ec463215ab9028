import type { SessionUser } from "../auth/session";
import { readerTier, type ListingViewer } from "@shared/access";
import { appCache, type TtlCache } from "./cache";
import type { Metrics } from "./metrics";

/**
 * Which reads visitors share and what drops them. A visitor's (no session, no key) GET of a public
 * list, stay, catalogue or page is kept for PUBLIC_TTL_MS in the process cache, which every process
 * shares invalidations through. Every write declares what its success may change (Invalidates), and
 * one that can change what visitors see drops them all at once, everywhere: a tRPC mutation (from the
 * site or a caller) by its meta in server/trpc/init.ts, a REST write by the `invalidates` middleware
 * first among its handlers (server/rest/public-cache.ts).
 */
export const PUBLIC_TTL_MS = 60_000;
export const PUBLIC_PREFIX = "public:";

/** The cache keys of a visitor's public API read and public page. */
export const publicApiKey = (url: URL) => `${PUBLIC_PREFIX}api:${url.pathname}${url.search}`;
export const publicPageKey = (url: URL) => `${PUBLIC_PREFIX}page:${url.pathname}${url.search}`;

/** Browsers revalidate every time (cheap: 304); a CDN may keep a copy a few seconds. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

const PUBLIC_REST = [
  /^\/api\/listings(\/[^/]+)?$/,
  /^\/api\/categories$/,
  /^\/api\/regions$/,
  /^\/api\/amenities$/,
  /^\/api\/search\/suggest$/,
  /^\/api\/journal(\/[^/]+)?$/,
  /^\/api\/content\/[^/]+$/,
  /^\/api\/v1\/openapi\.json$/,
];

const PUBLIC_QUERIES = new Set([
  "listings.list",
  "listings.featured",
  "listings.mapPoints",
  "listings.bySlug",
  "search.suggest",
  "catalog.categories",
  "catalog.category",
  "catalog.regions",
  "catalog.amenities",
  "catalog.plans",
  "catalog.packages",
  "content.get",
  "journal.list",
  "journal.bySlug",
  "recommendations.trending",
  "points.actions",
]);

/**
 * The cache key of a read that every reader at one tier gets alike (a tRPC query of a
 * sharedProcedure, the REST lists of stays: lists of stays, the catalogue), so members' pages share them like visitors'
 * do: a member at tier 2 gets what every tier-2 reader gets, never a reader's own data. Null for
 * admins, who also see what no tier shows. Kept under the public prefix, so any write that may
 * change what visitors see drops these too.
 */
function tierReadKey(viewer: ListingViewer, path: string, input: unknown): string | null {
  const tier = readerTier(viewer);
  if (!Number.isFinite(tier)) return null;
  return `${PUBLIC_PREFIX}tier:${tier}:${path}:${JSON.stringify(input ?? null)}`;
}

/** A read every reader at one tier gets alike, answered once per tier (tierReadKey); a failed load is never kept. */
export function sharedRead<T>(
  cache: TtlCache,
  viewer: ListingViewer,
  name: string,
  input: unknown,
  load: () => Promise<T>,
): Promise<T> {
  const key = tierReadKey(viewer, name, input);
  return key ? cache.getOrLoad(key, PUBLIC_TTL_MS, load) : load();
}

/**
 * How long a member's own computed answer (their recommendations) is kept. Short: it is also
 * dropped by every write of theirs and every write that drops the public reads (memberRead).
 */
const MEMBER_TTL_MS = 30_000;
const memberPrefix = (userId: number) => `${PUBLIC_PREFIX}member:${userId}:`;

/**
 * A read of a member's own answer, kept MEMBER_TTL_MS under a key of that member alone (with their
 * tier, so a tier change is a new key). Any successful write by the member drops it (afterWrite),
 * whatever it changed; kept under the public prefix, so a write that may change what visitors see
 * (a stay, its rating, the catalogue) drops it too. A failed load is never kept.
 */
export function memberRead<T>(
  cache: TtlCache,
  user: SessionUser,
  name: string,
  input: unknown,
  load: () => Promise<T>,
): Promise<T> {
  return cache.getOrLoad(
    `${memberPrefix(user.id)}${readerTier(user)}:${name}:${JSON.stringify(input ?? null)}`,
    MEMBER_TTL_MS,
    load,
  );
}

/**
 * What a write's success may change among the kept reads, declared by the write itself. "public": what
 * visitors or the readers of a tier see (a stay, the catalogue, an account's tier), so every public and
 * tier read goes, members' own among them. "own": only the writer's own kept reads (favourites, trips,
 * cart, views, sign-in), so just that member's go.
 */
export type Invalidates = "public" | "own";

/** After a write succeeded, the kept reads it declared it may change go (Invalidates). */
export function afterWrite(metrics: Metrics, userId: number | null, invalidates: Invalidates): Promise<number> {
  if (invalidates === "public") return invalidatePublicReads(metrics);
  return userId === null ? Promise.resolve(0) : dropMemberReads(metrics, userId);
}

/** Drops one member's own kept reads (memberRead), in this process and the others. */
export function dropMemberReads(metrics: Metrics, userId: number): Promise<number> {
  return appCache(metrics).invalidate(memberPrefix(userId));
}

/** The procedures of a tRPC request path: "/api/trpc/a.b,c.d" -> ["a.b", "c.d"]. */
function procedures(path: string): string[] {
  return decodeURIComponent(path.slice("/api/trpc/".length)).split(",");
}

export function isPublicRead(path: string): boolean {
  if (path.startsWith("/api/trpc/")) return procedures(path).every((p) => PUBLIC_QUERIES.has(p));
  return PUBLIC_REST.some((pattern) => pattern.test(path));
}

/** Drops every cached public read, in this process and the others. */
export function invalidatePublicReads(metrics: Metrics): Promise<number> {
  return appCache(metrics).invalidate(PUBLIC_PREFIX);
}
