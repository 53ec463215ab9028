import { formatBounds, readBoundsText, type Bounds } from "@shared/map-bounds";
import { readStayDates, stayDatesQuery } from "@/features/search/stay-dates-params";
import { groupDigits } from "@shared/money";
import type { DataContext } from "@/lib/route-data";
import type { RouterInputs } from "@/lib/trpc";

export type ListingsSort = NonNullable<RouterInputs["listings"]["list"]["sort"]>;

/**
 * The listings call's input as the screens build it. Typed here rather than taken from the
 * router, whose coercing number fields accept `unknown`.
 */
export type ListingsQuery = {
  search?: string | undefined;
  mode?: "all-keywords" | "any" | undefined;
  category?: string | number | undefined;
  region?: string | number | undefined;
  tier?: number | undefined;
  amenities?: number[] | undefined;
  minRating?: number | undefined;
  /** Whole dollars per night. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** A map area, "west,south,east,north" ("Search this area"). */
  bounds?: string | undefined;
  sort?: ListingsSort | undefined;
  /** The stay's dates (YYYY-MM-DD, both or neither), party size, and ±3 days either way. */
  checkin?: string | undefined;
  checkout?: string | undefined;
  guests?: number | undefined;
  flexible?: boolean | undefined;
  page: number;
  limit?: number | undefined;
};
export type ListingsView = "list" | "map";

export const SORT_OPTIONS: Array<{ value: ListingsSort; label: string }> = [
  { value: "relevance", label: "Relevance" },
  { value: "rating", label: "Top rated" },
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
];

const SORTS = new Set<string>(SORT_OPTIONS.map((o) => o.value));

/** Minimum-rating choices; demo ratings sit between 3.8 and 5.0, so finer steps near the top. */
export const MIN_RATING_OPTIONS = [4, 4.5, 4.8] as const;

/** The URL parameters the listings screens read; anything else in the URL is left alone. */
const FILTER_PARAMS = [
  "category",
  "region",
  "tier",
  "amenities",
  "minRating",
  "minPrice",
  "maxPrice",
  "bounds",
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

/** Changes to apply to the URL: a string sets a parameter, null (or "") removes it. */
export type ParamChanges = Partial<Record<FilterParam | "search" | "mode" | "sort" | "page" | "view", string | null>>;

/** "3,12,7" -> [3, 7, 12]: positive whole ids, unique, sorted so equal selections give equal URLs. */
export function parseIdList(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, 40);
}

export function formatIdList(ids: readonly number[]): string | null {
  return ids.length ? [...new Set(ids)].sort((a, b) => a - b).join(",") : null;
}

function parseTier(value: string | null): number | undefined {
  if (value === null || !/^[0-3]$/.test(value)) return undefined;
  return Number(value);
}

function parseMinRating(value: string | null): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 5 ? n : undefined;
}

/** A whole, positive price in dollars up to the server's limit; anything else is ignored. */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 0 && n <= 100_000 ? n : undefined;
}

/** A map area from the URL, in the server's ranges (south below north); anything else is ignored. */
export function parseBounds(value: string | null | undefined): Bounds | undefined {
  const b = value ? readBoundsText(value) : null;
  if (!b || Math.abs(b.west) > 180 || Math.abs(b.east) > 180 || b.south < -90 || b.north > 90 || b.south >= b.north)
    return undefined;
  return b;
}

/**
 * The listings call's input, read from the page's URL search parameters. No `limit` is sent:
 * the server then applies the admin's "listings per page" setting.
 */
export function queryFromParams(params: URLSearchParams, category?: string): ListingsQuery {
  const search = params.get("search")?.trim() || undefined;
  const mode = params.get("mode");
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  // A filter form sent before the app took over names each ticked amenity on its own.
  const amenities = parseIdList(params.getAll("amenities").join(","));
  return {
    search,
    mode: mode === "all-keywords" || mode === "any" ? mode : undefined,
    sort: sort && SORTS.has(sort) ? (sort as ListingsSort) : undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    category: category ?? (params.get("category")?.trim() || undefined),
    region: params.get("region")?.trim() || undefined,
    tier: parseTier(params.get("tier")),
    amenities: amenities.length ? amenities : undefined,
    minRating: parseMinRating(params.get("minRating")),
    ...pricesFrom(params),
    bounds: boundsText(params.get("bounds")),
    ...stayDatesQuery(readStayDates(params)),
  };
}

function boundsText(value: string | null): string | undefined {
  const b = parseBounds(value);
  return b ? formatBounds(b) : undefined;
}

/** The price band, with its ends swapped if the URL gave them the wrong way round. */
function pricesFrom(params: URLSearchParams): Pick<ListingsQuery, "minPrice" | "maxPrice"> {
  const min = parsePrice(params.get("minPrice"));
  const max = parsePrice(params.get("maxPrice"));
  if (min !== undefined && max !== undefined && min > max) return { minPrice: max, maxPrice: min };
  return { minPrice: min, maxPrice: max };
}

/**
 * The URL a filter form sent before the app took over lists every field, empty ones included;
 * the same search without them, or null when there is nothing to drop.
 */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams([...params].filter(([, value]) => value !== ""));
  return kept.size === params.size ? null : kept;
}

/** The sort in effect: the URL's, else relevance for a search and top rated otherwise (as the server does). */
export function effectiveSort(query: Pick<ListingsQuery, "sort" | "search">): ListingsSort {
  return query.sort ?? (query.search ? "relevance" : "rating");
}

/** What the map asks for: the whole search, without the list's page, sort and size (one map for every page). */
export function mapSearch(query: ListingsQuery): Omit<ListingsQuery, "page" | "sort" | "limit"> {
  const { page: _page, sort: _sort, limit: _limit, ...search } = query;
  return search;
}

/** A listings page's results, as its data declaration asks for them: the list, and the map's points in the map view. */
export function listingsResultsData({ q, search }: DataContext, category?: string): readonly unknown[] {
  const query = queryFromParams(search, category);
  return [
    q.listings.list.prefetch(query),
    viewFromParams(search) === "map" && q.listings.mapPoints.prefetch(mapSearch(query)),
  ];
}

export function viewFromParams(params: URLSearchParams): ListingsView {
  return params.get("view") === "map" ? "map" : "list";
}

/**
 * New URL parameters with `changes` applied. Any change other than the page itself sends the
 * reader back to page 1, since the old page number means nothing in a different result set.
 */
export function applyParamChanges(prev: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  const keys = Object.keys(changes);
  if (keys.some((key) => key !== "page" && key !== "view") && !keys.includes("page")) next.delete("page");
  return next;
}

/** Removes search text and every filter (a route's fixed category is not a URL filter). */
export function clearedParams(prev: URLSearchParams): URLSearchParams {
  const changes: ParamChanges = { search: null, mode: null, page: null };
  for (const key of FILTER_PARAMS) changes[key] = null;
  return applyParamChanges(prev, changes);
}

/** How many filters the reader chose (each amenity counts once); a route's category is not counted. */
export function activeFilterCount(query: ListingsQuery, fixedCategory?: string): number {
  let n = 0;
  if (query.category !== undefined && !fixedCategory) n++;
  if (query.region !== undefined) n++;
  if (query.tier !== undefined) n++;
  if (query.minRating !== undefined) n++;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) n++;
  if (query.bounds !== undefined) n++;
  n += query.amenities?.length ?? 0;
  return n;
}

export function totalPagesOf(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}

/**
 * The pages a search's count vouches for. An exact count names the last page. A capped one (more than
 * `total` match) knows only that the page holding stay `total + 1` has stays, so the pager offers pages
 * up to it and says more may follow (`more`); it grows as the reader goes on, since each page's count
 * reaches at least to its own end (decision 019).
 */
export function pagesOf(total: number, totalIsExact: boolean, limit: number): { pages: number; more: boolean } {
  if (totalIsExact) return { pages: totalPagesOf(total, limit), more: false };
  return { pages: Math.floor(total / Math.max(1, limit)) + 1, more: true };
}

/**
 * The last page of results when the page asked for lies past it (an old link or an edited URL),
 * so the screen can say so and link back; null when the page is in range or nothing matched.
 */
export function lastPageIfOutOfRange(total: number, page: number, limit: number): number | null {
  if (total === 0) return null;
  const last = totalPagesOf(total, limit);
  return page > last ? last : null;
}

/** "1 stay", "12 stays", "1,200 stays"; a count that stopped short of every match: "more than 250 stays". */
export function staysLabel(count: number, exact = true): string {
  if (!exact) return `more than ${groupDigits(count)} stays`;
  return `${groupDigits(count)} ${count === 1 ? "stay" : "stays"}`;
}

/** The results' heading: "12 stays", "More than 250 stays". */
export function staysHeading(count: number, exact: boolean): string {
  const label = staysLabel(count, exact);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
