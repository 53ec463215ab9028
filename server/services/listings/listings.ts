import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { amenities, categories, listingAmenities, listings, regions } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { listingCards, visibleListings } from "./access";
import { type ListingViewer } from "@shared/access";
import { liveListing as live, selectListingRows } from "./cards";
import { idArray, keywordSearch, namedAmenities, readSearch, type LikelyBestPart } from "./keyword-search";
import { distanceSql, withinKm } from "../search/place-sql";
import type { ReadQuery } from "../search/read-query";
import { priceBounds, priceConditions } from "../search/price-filter";
import { distanceFrom, searchRelaxing, withDistance } from "../search/relax";
import { searchCount } from "./search-count";
import type { ListingSearch } from "./listing-query";
import { cachedGeneralSettings } from "../site/settings";
import type { TtlCache } from "../../lib/cache";
import { type Bounds } from "@shared/map-bounds";
import {
  datesNotes,
  searchDatesOf,
  stayConditions,
  stayTotals,
  withoutDates,
  withStays,
} from "../availability/search-dates";

/** Listings in a category or region, named by id or slug (a slug is looked up once, so the column's index serves). */
export function refFilter(kind: "category" | "region", value: number | string) {
  const [column, table] = kind === "category" ? [listings.categoryId, categories] : [listings.regionId, regions];
  if (typeof value === "number") return eq(column, value);
  return eq(column, sql`(select ${table.id} from ${table} where ${table.slug} = ${value})`);
}

function boundsFilter(b: Bounds): SQL {
  const lng =
    b.west <= b.east
      ? and(gte(listings.longitude, b.west), lte(listings.longitude, b.east))
      : or(gte(listings.longitude, b.west), lte(listings.longitude, b.east));
  return and(gte(listings.latitude, b.south), lte(listings.latitude, b.north), lng)!;
}

/** What a search and its filters select, and how well each stay matches the search's words, when it has any. */
async function searchConditions(db: Db, viewer: ListingViewer, q: ListingSearch, read = readSearch(q.search ?? "")) {
  const where: SQL[] = [live];
  const { pieces, near } = read;
  const keywords = keywordSearch(pieces, q.mode ?? "any", viewer, await namedAmenities(db, pieces));
  if (q.category !== undefined) where.push(refFilter("category", q.category));
  if (q.region !== undefined) where.push(refFilter("region", q.region));
  if (q.tier !== undefined) where.push(eq(listings.tierLevel, q.tier));
  if (q.minRating !== undefined) where.push(gte(listings.rating, q.minRating));
  if (q.minPrice !== undefined) where.push(gte(listings.nightlyPrice, q.minPrice * 100));
  if (q.maxPrice !== undefined) where.push(lte(listings.nightlyPrice, q.maxPrice * 100));
  // Every amenity asked for, through the GIN index of the stay's copy of its amenity ids (migration 0020).
  if (q.amenities?.length) where.push(sql`${listings.amenityIds} @> ${idArray([...new Set(q.amenities)])}`);
  if (q.bounds) where.push(boundsFilter(q.bounds));
  if (near?.place.point) where.push(withinKm(near.place.point, near.km));
  // Price words of the search ("under $300", "cheap"), besides any minPrice/maxPrice.
  where.push(...priceConditions(await priceBounds(db, read.price)));
  // Dates and guests: free every night, long enough, sleeps them (availability/search-dates.ts).
  where.push(...stayConditions(q));
  // The filters apart from the words: a likely best part adds what it needs of the words (keyword-search.ts).
  const filters = and(...where);
  const nearPoint = near?.place.point ?? null;
  const rank = keywords?.rank ?? null;
  return {
    condition: and(filters, keywords?.where),
    filters,
    filtered: where.length > 1,
    rank,
    likelyBest: keywords?.likelyBest ?? [],
    nearPoint,
  };
}

/**
 * How many matches a search ranks by relevance, at most, from each of its candidate sets: the best
 * rated of all its matches, of those a catalogue word names, and of those with a word in their name or
 * place. Beyond them the remaining matches follow, best rated first, unranked. So a word in a third of
 * 100,000 stays ranks at most 150 of them, not thirty thousand; each set's walk in rating order is as
 * long as its size, which is why it is 50 (400 until 2026-11-27, then 100; decision 019).
 */
const RANKED_CANDIDATES = 50;

/**
 * How many matches a search counts exactly, at least (decision 019). Above it the count stops and says
 * "more than": counting every match of a common word read every stay. A page past it counts to its end.
 * A count walks about this many matches' stays, so it is 250, not 1,000 (decision 019, 2026-11-27).
 */
export const EXACT_COUNT_UP_TO = 250;

/** How a search pages: its ranked candidates per set, and how far it counts its matches exactly. */
export type SearchLimits = { rankedCandidates: number; exactCountUpTo: number };
const LIMITS: SearchLimits = { rankedCandidates: RANKED_CANDIDATES, exactCountUpTo: EXACT_COUNT_UP_TO };

/** How many matches a page's count reads at most (less one): the exact limit, or to the end of a page past it. */
const countedUpTo = (q: ListingSearch, limit: number, limits: SearchLimits) =>
  Math.max(limits.exactCountUpTo, q.page * limit);

const byRating = [desc(listings.rating), desc(listings.reviewCount), asc(listings.id)];

/**
 * The queries of one page of a search; npm run bench:scale explains these same queries. The count is a
 * query of its own: `count(*) over ()` here would keep every matching row, with all its columns,
 * to count them (measured at 100,000 stays: most of the query's time went there). It counts no further
 * than `countUpTo` + 1 matches, so it says whether there are more than `countUpTo`.
 *
 * A page that ends at or past the exact limit counts to its own end, so it reads `pageSize`, one stay
 * more than it shows: when that stay is there, more than `countUpTo` match, all the count would say.
 *
 * Sorted by relevance, `ranked` picks the candidates (each set read in the order of
 * listings_live_rating_idx, or from the text indexes when the matches are few) and ranks only them:
 * `ts_rank` reads each stay's whole text vector, and ranking every match of a common word was what made
 * a search slow. Other sorts need no rank: `page` is the page itself.
 */
export async function listingPageQuery(
  db: Db,
  viewer: ListingViewer,
  q: ListingSearch,
  limit: number,
  limits: SearchLimits = LIMITS,
  read?: ReadQuery,
) {
  const { condition, filters, filtered, rank, likelyBest, nearPoint } = await searchConditions(db, viewer, q, read);
  const candidates = limits.rankedCandidates;
  const countUpTo = countedUpTo(q, limit, limits);
  const pageSize = countUpTo === q.page * limit ? limit + 1 : limit;
  // A part that implies the search's words is a subset of its matches; with no other filter its own index reads it.
  const subsets = filtered ? [] : likelyBest.flat().flatMap(({ part, where }) => (where ? [] : [and(filters, part)!]));
  const count = searchCount(db, condition, subsets, countUpTo);
  const sort = q.sort ?? (rank || nearPoint ? "relevance" : "rating");
  if (sort === "relevance" && rank && !nearPoint) {
    const best = (where: SQL | undefined, fields: object = { id: listings.id }) =>
      db
        .select(fields as { id: typeof listings.id })
        .from(listings)
        .where(where)
        .orderBy(...byRating)
        .limit(candidates);
    const bestOfPart = ({ part, where }: LikelyBestPart, fields?: object) => best(and(filters, where, part), fields);
    // The best rated of a union are the best rated of its parts' best: each part is read in its own index's order.
    const bestOfAny = (parts: LikelyBestPart[]) => {
      if (parts.length === 1) return bestOfPart(parts[0]!);
      const rated = { id: listings.id, rating: listings.rating, reviewCount: listings.reviewCount };
      const union = sql.join(
        parts.map((part) => sql`(${bestOfPart(part, rated)})`),
        sql` union `,
      );
      return sql`select id from (${union}) parts order by rating desc, review_count desc, id limit ${candidates}`;
    };
    const candidateIds = sql.join(
      [best(condition), ...likelyBest.map(bestOfAny)].map((set) => sql`(${set})`),
      sql` union `,
    );
    const ranked = db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${listings.id} in (${candidateIds})`)
      .orderBy(desc(rank), ...byRating);
    return { ranked, condition, count, countUpTo, pageSize };
  }
  // "near X" by relevance: the closest first.
  const order =
    sort === "relevance" && nearPoint
      ? [asc(distanceSql(nearPoint)), ...byRating]
      : sort === "newest"
        ? [desc(listings.createdAt), desc(listings.id)]
        : sort === "price-asc"
          ? [sql`${listings.nightlyPrice} asc nulls last`, asc(listings.id)]
          : sort === "price-desc"
            ? [sql`${listings.nightlyPrice} desc nulls last`, asc(listings.id)]
            : byRating;
  const page = selectListingRows(db)
    .where(condition)
    .orderBy(...order)
    .limit(pageSize)
    .offset((q.page - 1) * limit);
  return { page, condition, count, countUpTo, pageSize };
}

/**
 * A page of a search sorted by relevance: its ranked candidates first, in rank order, then the other
 * matches best rated first (only a page deeper than the candidates reads those).
 */
async function rankedPage(
  db: Db,
  ranked: PromiseLike<{ id: number }[]>,
  condition: SQL | undefined,
  offset: number,
  limit: number,
  candidates: number,
) {
  const order = (await ranked).map((r) => r.id);
  const ids = order.slice(offset, offset + limit);
  // Fewer candidates than one set holds: they are every match. Otherwise the page may run past them.
  if (order.length >= candidates && ids.length < limit) {
    const rest = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(condition, notInArray(listings.id, order)))
      .orderBy(...byRating)
      .limit(limit - ids.length)
      .offset(Math.max(0, offset - order.length));
    ids.push(...rest.map((r) => r.id));
  }
  if (!ids.length) return [];
  const rows = await selectListingRows(db).where(inArray(listings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a search and how many stays match it: `total` is the exact count when `totalIsExact`,
 * otherwise a lower bound (more than `total` match, so a page after this one has stays).
 * `cache` keeps the site settings (the default page size).
 */
async function findListings(
  db: Db,
  cache: TtlCache,
  viewer: ListingViewer,
  q: ListingSearch,
  limits: SearchLimits,
  understood: ReadQuery,
) {
  const limit = q.limit ?? (await cachedGeneralSettings(db, cache)).maxListings;
  const queries = await listingPageQuery(db, viewer, q, limit, limits, understood);
  const offset = (q.page - 1) * limit;
  const read = queries.ranked
    ? rankedPage(db, queries.ranked, queries.condition, offset, queries.pageSize, limits.rankedCandidates)
    : queries.page;
  const counted = ([row]: { n: number }[]) => ({
    total: Math.min(row?.n ?? 0, queries.countUpTo),
    totalIsExact: (row?.n ?? 0) <= queries.countUpTo,
  });
  if (queries.pageSize === limit) {
    const [rows, count] = await Promise.all([read, queries.count]);
    return { rows, ...counted(count), page: q.page, limit };
  }
  // The page reads to the count's limit: a stay past its end says more match, without a count that walks them again.
  const rows = await read;
  if (rows.length > limit)
    return { rows: rows.slice(0, limit), total: queries.countUpTo, totalIsExact: false, page: q.page, limit };
  return { rows, ...counted(await queries.count), page: q.page, limit };
}

/**
 * A page of a search with flexible dates: the stays free on the very dates first (the search with those dates),
 * then the stays free only on moved dates, each part in the search's own order. Two searches of the usual shape,
 * each read in its indexes' order: one order of all matches, exact first, would work out every stay's nights.
 */
async function findFlexible(
  db: Db,
  cache: TtlCache,
  viewer: ListingViewer,
  q: ListingSearch,
  limits: SearchLimits,
  understood: ReadQuery,
) {
  const exact = await findListings(db, cache, viewer, { ...q, flexible: false }, limits, understood);
  // A full page, and more free on the dates than counted: the moved ones come on later pages.
  if (exact.rows.length === exact.limit && !exact.totalIsExact) return exact;
  // Otherwise the count reached this page's end, so it is every stay free on the dates.
  const start = Math.max(0, (q.page - 1) * exact.limit - exact.total);
  const wanted = exact.limit - exact.rows.length;
  const moved = { ...q, moved: true, page: 1, limit: start + Math.max(1, wanted) };
  const more = await findListings(db, cache, viewer, moved, limits, understood);
  return {
    ...exact,
    rows: [...exact.rows, ...more.rows.slice(start, start + wanted)],
    total: exact.total + more.total,
    totalIsExact: more.totalIsExact,
  };
}

/** Whether a search finds any stay at all (it reads one). */
async function findsAny(db: Db, viewer: ListingViewer, q: ListingSearch, read?: ReadQuery) {
  const { condition } = await searchConditions(db, viewer, q, read);
  return (await db.select({ id: listings.id }).from(listings).where(condition).limit(1)).length > 0;
}

/**
 * A search's page as the search brain reads it (server/services/search): when nothing matches, it relaxes
 * the softest wish and says so in `notes`, with the words it does not know; after "near X" each stay
 * carries its `distanceKm` from X. With dates each stay has its `stay` (the dates that work and their total),
 * `dates` states what was applied, and the notes say it in words (availability/search-dates.ts).
 */
async function findRelaxed(db: Db, cache: TtlCache, viewer: ListingViewer, q: ListingSearch, limits: SearchLimits) {
  const find = searchDatesOf(q)?.flexible ? findFlexible : findListings;
  const run = (read: ReadQuery) => find(db, cache, viewer, q, limits, read);
  const { rows, read, notes, ...page } = await searchRelaxing(db, readSearch(q.search ?? ""), run);
  const near = read.near ? { place: read.near.place.label, km: read.near.km } : null;
  const dates = searchDatesOf(q);
  const stays = await stayTotals(db, dates, rows);
  const undatedFinds = () => findsAny(db, viewer, withoutDates(q), read);
  const dateNotes = await datesNotes(db, q, { total: page.total, stays }, undatedFinds);
  const distances = rows.map((r) => distanceFrom(read, r));
  return { rows, distances, stays, page: { ...page, notes: [...notes, ...dateNotes], near, dates } };
}

/** A page of cards: each with its teaser, none with its full description. */
export async function searchListings(
  db: Db,
  cache: TtlCache,
  viewer: ListingViewer,
  q: ListingSearch,
  limits: Partial<SearchLimits> = {},
) {
  const { rows, distances, stays, page } = await findRelaxed(db, cache, viewer, q, { ...LIMITS, ...limits });
  return { items: withStays(withDistance(listingCards(viewer, rows), distances), stays), ...page };
}

/** A page of stays with their full descriptions, for the partner API, whose list promises them. */
export async function searchListingsInFull(db: Db, cache: TtlCache, viewer: ListingViewer, q: ListingSearch) {
  const { rows, distances, stays, page } = await findRelaxed(db, cache, viewer, q, LIMITS);
  return { items: withStays(withDistance(visibleListings(viewer, rows), distances), stays), ...page };
}

/** The most stays one map draws; the demo has about 140, and clusters keep thousands readable. */
const MAP_POINTS_LIMIT = 2000;

/**
 * Every stay of a search that has a map location (not one page of it): what the map's pins and
 * cards need, no descriptions. `truncated` says the map holds only the best-rated MAP_POINTS_LIMIT.
 * With dates, only stays free for them, each with its `stay` as the list gives it.
 */
export async function mapListingPoints(db: Db, viewer: ListingViewer, q: ListingSearch) {
  // The same stays as the list for this reader, relaxed as it is; no gated field is read, so no row needs gating.
  const run = async (read: ReadQuery) => {
    const rows = await mapPointsOf(db, (await searchConditions(db, viewer, q, read)).condition);
    // Stays without a map location still match: the list shows them, and nothing is relaxed.
    return { rows, total: rows.length || ((await findsAny(db, viewer, q, read)) ? 1 : 0) };
  };
  const { rows, read, notes: searchNotes } = await searchRelaxing(db, readSearch(q.search ?? ""), run);
  const points = rows.slice(0, MAP_POINTS_LIMIT);
  const stays = await stayTotals(db, searchDatesOf(q), points);
  const undatedFinds = () => findsAny(db, viewer, withoutDates(q), read);
  const dateNotes = await datesNotes(db, q, { total: points.length, stays }, undatedFinds);
  const notes = [...searchNotes, ...dateNotes];
  const near = read.near ? { place: read.near.place.label, km: read.near.km } : null;
  const truncated = rows.length > MAP_POINTS_LIMIT;
  return { points: withStays(points, stays), truncated, dates: searchDatesOf(q), notes, near };
}

/** The map's points of a search's stays: those with a map location, best rated first, one past the limit. */
function mapPointsOf(db: Db, condition: SQL | undefined) {
  return db
    .select({
      id: listings.id,
      slug: listings.slug,
      name: listings.name,
      location: listings.location,
      rating: listings.rating,
      mainImage: listings.mainImage,
      tierLevel: listings.tierLevel,
      nightlyPrice: listings.nightlyPrice,
      weekendPrice: listings.weekendPrice,
      cleaningFee: listings.cleaningFee,
      currency: listings.currency,
      latitude: sql<number>`${listings.latitude}`,
      longitude: sql<number>`${listings.longitude}`,
    })
    .from(listings)
    .where(and(condition, isNotNull(listings.latitude), isNotNull(listings.longitude)))
    .orderBy(desc(listings.rating), asc(listings.id))
    .limit(MAP_POINTS_LIMIT + 1);
}

const FEATURED_LIMIT = 6;

export async function featuredListings(db: Db, viewer: ListingViewer) {
  const rows = await selectListingRows(db)
    .where(and(live, eq(listings.featured, true)))
    .orderBy(desc(listings.rating), desc(listings.reviewCount), asc(listings.id))
    .limit(FEATURED_LIMIT);
  return listingCards(viewer, rows);
}

/** The whole listing, for its admins' own writes and for its page (stay-by-slug.ts), which gates it per reader. */
export async function readListing(db: Db, slug: string) {
  const [row] = await selectListingRows(db).where(and(eq(listings.slug, slug), isNull(listings.archivedAt)));
  if (!row) throw notFound("Listing not found.");
  const amenityRows = await db
    .select({ id: amenities.id, name: amenities.name, category: amenities.category, icon: amenities.icon })
    .from(listingAmenities)
    .innerJoin(amenities, eq(listingAmenities.amenityId, amenities.id))
    .where(eq(listingAmenities.listingId, row.id))
    .orderBy(asc(amenities.category), asc(amenities.name));
  return { ...row, amenities: amenityRows };
}
