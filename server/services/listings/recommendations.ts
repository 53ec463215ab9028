import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, favorites, listingAmenities, listings, listingViews } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import type { TtlCache } from "../../lib/cache";
import { memberRead } from "../../lib/public-reads";
import { listingCards } from "./access";
import { readerTier, type ListingViewer } from "@shared/access";
import { liveListing, requireLiveListing, selectListingRows, type ListingCard, type ListingRow } from "./cards";
import { getPreferences, TRAVEL_STYLES, type Preferences } from "../accounts/preferences";

/** The spec shows 3 recommendations; lists can ask for up to 24. */
export const recommendationsInput = z
  .object({ limit: z.number().int().min(1, "limit must be 1 to 24.").max(24, "limit must be 1 to 24.").default(3) })
  .prefault({});

export type MatchReason = { label: string; description: string };
export type Recommendation = { listing: ListingCard; matchScore: number; matchReasons: MatchReason[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const TRENDING_DAYS = 30;
const VIEW_DAYS = 90;
// Views of the same listing closer together than this count once.
const VIEW_DEDUPE_MS = 10 * 60 * 1000;

/** Most favourited in the last 30 days, then featured, then top rated; ties by id, so the order is stable. */
export async function trendingListings(db: Db, viewer: ListingViewer, limit: number): Promise<ListingCard[]> {
  const since = new Date(Date.now() - TRENDING_DAYS * DAY_MS);
  const recentFavorites = sql`(select count(*) from ${favorites} where ${and(eq(favorites.listingId, listings.id), gt(favorites.createdAt, since))})`;
  const rows = await selectListingRows(db)
    .where(liveListing)
    .orderBy(desc(recentFavorites), desc(listings.featured), desc(listings.rating), asc(listings.id))
    .limit(limit);
  return listingCards(viewer, rows);
}

// Points per signal; they add up to 100, so a score reads as a percentage match.
const WEIGHTS = {
  category: 25,
  region: 20,
  amenities: 15,
  budget: 10,
  style: 10,
  favorites: 10,
  views: 5,
  quality: 5,
} as const;

export type Signals = {
  prefs: Preferences;
  favoriteIds: Set<number>;
  favoriteCategories: Set<number>;
  favoriteRegions: Set<number>;
  viewedCategories: Set<number>;
  viewedRegions: Set<number>;
  /** The amenities of the stays being scored (only those: never the whole catalogue). */
  amenitiesOf: Map<number, number[]>;
  amenityInfo: Map<number, { name: string; category: string }>;
};

export async function loadSignals(db: Db, userId: number): Promise<Signals> {
  const since = new Date(Date.now() - VIEW_DAYS * DAY_MS);
  const [prefs, saved, viewed, amenityRows] = await Promise.all([
    getPreferences(db, userId),
    db
      .select({ id: listings.id, categoryId: listings.categoryId, regionId: listings.regionId })
      .from(favorites)
      .innerJoin(listings, eq(favorites.listingId, listings.id))
      .where(eq(favorites.userId, userId)),
    db
      .selectDistinct({ categoryId: listings.categoryId, regionId: listings.regionId })
      .from(listingViews)
      .innerJoin(listings, eq(listingViews.listingId, listings.id))
      .where(and(eq(listingViews.userId, userId), gt(listingViews.viewedAt, since))),
    db.select().from(amenities),
  ]);
  const ids = (values: (number | null)[]) => new Set(values.filter((v): v is number => v !== null));
  return {
    prefs,
    favoriteIds: new Set(saved.map((s) => s.id)),
    favoriteCategories: ids(saved.map((s) => s.categoryId)),
    favoriteRegions: ids(saved.map((s) => s.regionId)),
    viewedCategories: ids(viewed.map((v) => v.categoryId)),
    viewedRegions: ids(viewed.map((v) => v.regionId)),
    amenitiesOf: new Map(),
    amenityInfo: new Map(amenityRows.map((a) => [a.id, a])),
  };
}

type ScoredListing = Pick<
  ListingRow,
  "id" | "categoryId" | "regionId" | "tierLevel" | "rating" | "featured" | "category" | "region"
>;

/** Scores one listing for one member: 0-100 with the reasons that earned the points, strongest first. */
export function scoreListing(listing: ScoredListing, s: Signals): { matchScore: number; matchReasons: MatchReason[] } {
  const parts: (MatchReason & { points: number })[] = [];
  const add = (points: number, label: string, description: string) => {
    if (points > 0) parts.push({ points, label, description });
  };
  const { prefs } = s;
  const categoryName = listing.category?.name ?? "this category";
  const listingAmenityIds = s.amenitiesOf.get(listing.id) ?? [];

  if (listing.categoryId !== null && prefs.categoryIds.includes(listing.categoryId)) {
    add(WEIGHTS.category, "Preferred category", `${categoryName} is one of the stay types you love.`);
  }
  if (listing.regionId !== null && prefs.regionIds.includes(listing.regionId)) {
    add(WEIGHTS.region, "Preferred region", `In ${listing.region?.name ?? "a region"} you want to explore.`);
  }
  const wantedAmenities = listingAmenityIds.filter((id) => prefs.amenityIds.includes(id));
  if (wantedAmenities.length) {
    const share = Math.min(1, wantedAmenities.length / Math.min(3, prefs.amenityIds.length));
    const names = wantedAmenities
      .slice(0, 3)
      .map((id) => s.amenityInfo.get(id)?.name)
      .filter(Boolean);
    add(WEIGHTS.amenities * share, "Amenities you want", `Has ${names.join(", ")}.`);
  }
  if (prefs.budgetTier !== null && listing.tierLevel <= prefs.budgetTier) {
    add(WEIGHTS.budget, "Within your budget", "Fits the budget tier in your preferences.");
  }
  const style = TRAVEL_STYLES.find((t) => t.value === prefs.travelStyle);
  if (style) {
    const byCategory =
      listing.categoryId !== null && (style.categoryIds as readonly number[]).includes(listing.categoryId);
    const byAmenity = listingAmenityIds.some((id) =>
      (style.amenityCategories as readonly string[]).includes(s.amenityInfo.get(id)?.category ?? ""),
    );
    if (byCategory || byAmenity)
      add(WEIGHTS.style, "Fits your travel style", `Made for ${style.label.toLowerCase()} trips.`);
  }
  const favoritePoints =
    (listing.categoryId !== null && s.favoriteCategories.has(listing.categoryId) ? 0.6 : 0) +
    (listing.regionId !== null && s.favoriteRegions.has(listing.regionId) ? 0.4 : 0);
  add(WEIGHTS.favorites * favoritePoints, "Like your favorites", "Shares a stay type or region with places you saved.");
  const viewPoints =
    (listing.categoryId !== null && s.viewedCategories.has(listing.categoryId) ? 0.6 : 0) +
    (listing.regionId !== null && s.viewedRegions.has(listing.regionId) ? 0.4 : 0);
  add(WEIGHTS.views * viewPoints, "Inspired by your browsing", "Similar to stays you looked at recently.");
  const ratingShare = Math.min(1, Math.max(0, (listing.rating - 4.5) / 0.5));
  add(WEIGHTS.quality * 0.8 * ratingShare, "Highly rated", `Rated ${listing.rating.toFixed(1)} by travelers.`);
  if (listing.featured) add(WEIGHTS.quality * 0.2, "Editor's pick", "Featured by the Wildluxe team.");

  const total = parts.reduce((sum, p) => sum + p.points, 0);
  return {
    matchScore: Math.max(0, Math.min(100, Math.round(total))),
    matchReasons: parts.sort((a, b) => b.points - a.points).map(({ label, description }) => ({ label, description })),
  };
}

// scoreListing's sum written as SQL, term by term in the same order and in double precision, so the
// database ranks every stay and sends only the best; scoreListing still makes the score and reasons
// shown. Rounding is Math.round's (floor of x + 0.5). A test holds the two rankings together.
const points = (when: SQL | undefined, value: number) =>
  when ? sql`(case when ${when} then ${value}::float8 else 0::float8 end)` : sql`0::float8`;
const among = (column: typeof listings.categoryId | typeof listings.regionId, ids: Iterable<number>) => {
  const list = [...ids];
  return list.length ? inArray(column, list) : undefined;
};

function matchScoreSql(s: Signals): SQL {
  const { prefs } = s;
  const hasAmenity = (where: SQL) =>
    sql`exists (select 1 from ${listingAmenities} la join ${amenities} a on a.id = la.amenity_id where la.listing_id = ${listings.id} and ${where})`;
  const wanted = prefs.amenityIds.length
    ? sql`least(1::float8, (select count(*) from ${listingAmenities} la where la.listing_id = ${listings.id} and la.amenity_id in ${prefs.amenityIds})::float8 / ${Math.min(3, prefs.amenityIds.length)}::float8)`
    : sql`0::float8`;
  const style = TRAVEL_STYLES.find((t) => t.value === prefs.travelStyle);
  const styleMatch = style
    ? sql`(${among(listings.categoryId, style.categoryIds) ?? sql`false`} or ${style.amenityCategories.length ? hasAmenity(sql`a.category in ${[...style.amenityCategories]}`) : sql`false`})`
    : undefined;
  const rating = sql`${listings.rating}::numeric::float8`;
  const terms = [
    points(among(listings.categoryId, prefs.categoryIds), WEIGHTS.category),
    points(among(listings.regionId, prefs.regionIds), WEIGHTS.region),
    sql`${WEIGHTS.amenities}::float8 * ${wanted}`,
    points(prefs.budgetTier !== null ? lte(listings.tierLevel, prefs.budgetTier) : undefined, WEIGHTS.budget),
    points(styleMatch, WEIGHTS.style),
    sql`${WEIGHTS.favorites}::float8 * (${points(among(listings.categoryId, s.favoriteCategories), 0.6)} + ${points(among(listings.regionId, s.favoriteRegions), 0.4)})`,
    sql`${WEIGHTS.views}::float8 * (${points(among(listings.categoryId, s.viewedCategories), 0.6)} + ${points(among(listings.regionId, s.viewedRegions), 0.4)})`,
    sql`${WEIGHTS.quality}::float8 * 0.8::float8 * least(1::float8, greatest(0::float8, (${rating} - 4.5::float8) / 0.5::float8))`,
    points(sql`${listings.featured}`, WEIGHTS.quality * 0.2),
  ];
  const total = sql.join([sql`0::float8`, ...terms], sql` + `);
  return sql`greatest(0, least(100, floor(${total} + 0.5::float8)))`;
}

/**
 * How many more stays than asked the database ranks: a last-digit difference in its arithmetic can never drop a pick.
 */
const RANK_MARGIN = 10;

/**
 * Signed-in recommendations from preferences, favourites, recent views and tier: stays above the
 * member's tier and stays already saved are left out. Ordered by score, then rating, then id.
 * Kept for the member alone for a short time (memberRead): a page view costs no queries.
 */
export function enhancedRecommendations(
  db: Db,
  cache: TtlCache,
  user: SessionUser,
  limit: number,
): Promise<{ recommendations: Recommendation[] }> {
  return memberRead(cache, user, "recommendations.enhanced", limit, () => computeRecommendations(db, user, limit));
}

export async function computeRecommendations(
  db: Db,
  user: SessionUser,
  limit: number,
): Promise<{ recommendations: Recommendation[] }> {
  const signals = await loadSignals(db, user.id);
  // With nothing to go on, every score would be a near-zero "match"; the list is absent instead (spec §4 fallback).
  if (!hasSignals(signals)) return { recommendations: [] };
  const ids = await rankInDatabase(db, user, signals, limit + RANK_MARGIN);
  if (!ids.length) return { recommendations: [] };
  const [rows, links] = await Promise.all([
    selectListingRows(db).where(inArray(listings.id, ids)),
    db.select().from(listingAmenities).where(inArray(listingAmenities.listingId, ids)),
  ]);
  addAmenityLinks(signals, links);
  const picks = rankListings(rows, signals).slice(0, limit);
  const cards = listingCards(
    user,
    picks.map((pick) => pick.listing),
  );
  return { recommendations: picks.map((pick, i) => ({ ...pick, listing: cards[i]! })) };
}

/** The ids of the `count` best stays for a member, ranked by the database: live, within their tier, not saved. */
export async function rankInDatabase(db: Db, user: SessionUser, signals: Signals, count: number): Promise<number[]> {
  const tier = readerTier(user);
  const ranked = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        liveListing,
        Number.isFinite(tier) ? lte(listings.tierLevel, tier) : undefined,
        signals.favoriteIds.size ? notInArray(listings.id, [...signals.favoriteIds]) : undefined,
      ),
    )
    .orderBy(desc(matchScoreSql(signals)), desc(listings.rating), asc(listings.id))
    .limit(count);
  return ranked.map((r) => r.id);
}

/** Adds stays' amenity links to the signals, so scoreListing can score those stays. */
export function addAmenityLinks(signals: Signals, links: readonly { listingId: number; amenityId: number }[]): void {
  for (const link of links)
    signals.amenitiesOf.set(link.listingId, [...(signals.amenitiesOf.get(link.listingId) ?? []), link.amenityId]);
}

/** Scores stays with scoreListing and orders them best first: score, then rating, then id. */
export function rankListings<T extends ScoredListing>(
  rows: readonly T[],
  signals: Signals,
): { listing: T; matchScore: number; matchReasons: MatchReason[] }[] {
  return rows
    .map((listing) => ({ listing, ...scoreListing(listing, signals) }))
    .sort((a, b) => b.matchScore - a.matchScore || b.listing.rating - a.listing.rating || a.listing.id - b.listing.id);
}

/** Listings only: the enhanced picks for members, trending for visitors and for members we know nothing about yet. */
export async function personalizedListings(
  db: Db,
  cache: TtlCache,
  user: SessionUser | null,
  limit: number,
): Promise<ListingCard[]> {
  const picks = user ? (await enhancedRecommendations(db, cache, user, limit)).recommendations : [];
  return picks.length ? picks.map((r) => r.listing) : trendingListings(db, user, limit);
}

function hasSignals(s: Signals): boolean {
  const p = s.prefs;
  return Boolean(
    p.categoryIds.length ||
    p.regionIds.length ||
    p.amenityIds.length ||
    p.budgetTier !== null ||
    p.travelStyle ||
    s.favoriteIds.size ||
    s.viewedCategories.size ||
    s.viewedRegions.size,
  );
}

export { listingIdInput as recordViewInput } from "../community/favorites";

/** A signed-in member opened a listing; repeated opens within ten minutes count once. */
export async function recordView(db: Db, userId: number, listingId: number) {
  await requireLiveListing(db, listingId);
  const [recent] = await db
    .select({ id: listingViews.id })
    .from(listingViews)
    .where(
      and(
        eq(listingViews.userId, userId),
        eq(listingViews.listingId, listingId),
        gt(listingViews.viewedAt, new Date(Date.now() - VIEW_DEDUPE_MS)),
      ),
    )
    .limit(1);
  if (!recent) await db.insert(listingViews).values({ userId, listingId });
  return { recorded: !recent };
}
