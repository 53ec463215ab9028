import { and, desc, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, categories, listingAmenities, listings, regions } from "../../../db/schema";
import { AMENITIES, CATEGORIES, REGIONS } from "../../../db/seed/catalog";
import { readerTier, visibleListings, type ListingViewer } from "../listings/access";
import { liveListing, selectListingRows } from "../listings/cards";
import { toTsQuery } from "../listings/keyword-search";
import type { Logger } from "../../lib/logger";
import type { SearchIntent } from "./intent";
import type { LlmConfig } from "./provider";
import { intentChips, withoutChips } from "./intent-chips";
import { understandQuery } from "./understand";

export const aiSearchQuery = z.object({
  q: z.string().trim().min(1, "Tell us what you are looking for.").max(300),
  /** Chips of the understood intent the person removed (`category:treehouses`, `amenity:Hot Tub`, ...). */
  without: z.array(z.string().max(80)).max(20).default([]),
});

export const AI_SEARCH_LIMIT = 12;

const categoryName = new Map(CATEGORIES.map((c) => [c.slug as string, c.name]));
const regionName = new Map(REGIONS.map((r) => [r.slug as string, r.name]));
const knownAmenities = new Set(AMENITIES.map((a) => a.name));

type Constraint = "minRating" | "tier" | "regions" | "categories";
// When nothing matches everything, the loosest wishes go first; a named category goes last.
const RELAX_ORDER: Constraint[] = ["minRating", "tier", "regions", "categories"];

function hardFilters(intent: SearchIntent, skip: Set<Constraint>): SQL[] {
  const where: SQL[] = [liveListing];
  if (intent.categories.length && !skip.has("categories"))
    where.push(inArray(listings.categoryId, sql`(select ${categories.id} from ${categories} where ${inArray(categories.slug, intent.categories)})`));
  if (intent.regions.length && !skip.has("regions"))
    where.push(inArray(listings.regionId, sql`(select ${regions.id} from ${regions} where ${inArray(regions.slug, intent.regions)})`));
  if (intent.tier !== null && !skip.has("tier")) where.push(eq(listings.tierLevel, intent.tier));
  if (intent.minRating !== null && !skip.has("minRating")) where.push(gte(listings.rating, intent.minRating));
  return where;
}

function relaxedLabel(c: Constraint, intent: SearchIntent): string {
  if (c === "categories") return intent.categories.map((s) => categoryName.get(s) ?? s).join(" or ");
  if (c === "regions") return intent.regions.map((s) => regionName.get(s) ?? s).join(" or ");
  if (c === "tier") return `Tier ${intent.tier}`;
  return `${intent.minRating}+ rating`;
}

/**
 * Stays for an intent: categories, regions, tier and rating filter; wished-for amenities and free words rank.
 * When nothing passes every filter, filters are dropped one at a time and named in `relaxed`.
 */
export async function runIntent(db: Db, viewer: ListingViewer, intent: SearchIntent, limit = AI_SEARCH_LIMIT) {
  const wanted = intent.amenities.filter((a) => knownAmenities.has(a));
  const amenityHits = wanted.length
    ? sql<number>`(select count(*)::int from ${listingAmenities} join ${amenities} on ${amenities.id} = ${listingAmenities.amenityId} where ${listingAmenities.listingId} = ${listings.id} and ${inArray(amenities.name, wanted)})`
    : null;
  const tsq = toTsQuery(intent.words.join(" "), "any");
  const tier = readerTier(viewer);
  // A stay's full text ranks only for readers at its tier, as in keyword search.
  const textRank = tsq
    ? sql<number>`case when ${Number.isFinite(tier) ? lte(listings.tierLevel, tier) : sql`true`} then ts_rank(${listings.searchVector}, to_tsquery('english', ${tsq})) else 0 end`
    : null;
  const skip = new Set<Constraint>();
  const relaxed: string[] = [];
  for (;;) {
    const rows = await selectListingRows(db)
      .where(and(...hardFilters(intent, skip)))
      .orderBy(...[amenityHits, textRank].flatMap((rank) => (rank ? [desc(rank)] : [])), desc(listings.rating), asc(listings.id))
      .limit(limit);
    const next = RELAX_ORDER.find((c) => !skip.has(c) && (c === "tier" || c === "minRating" ? intent[c] !== null : intent[c].length > 0));
    if (rows.length || !next) return { rows, relaxed, wanted };
    skip.add(next);
    relaxed.push(relaxedLabel(next, intent));
  }
}

/** `GET /api/search/ai`: the intent, what was relaxed, and each stay with the chips of what it matched and missed. */
export async function aiSearch(db: Db, viewer: ListingViewer, intent: SearchIntent) {
  const { rows, relaxed, wanted } = await runIntent(db, viewer, intent);
  const has = new Set<string>();
  if (rows.length && wanted.length) {
    const found = await db
      .select({ listingId: listingAmenities.listingId, name: amenities.name })
      .from(listingAmenities)
      .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
      .where(and(inArray(listingAmenities.listingId, rows.map((r) => r.id)), inArray(amenities.name, wanted)));
    for (const f of found) has.add(`${f.listingId}:${f.name}`);
  }
  // Stays with every wished-for amenity first; when none has them all, say so.
  // The best stay lacks a wished-for amenity only when no stay has them all.
  if (rows.length) relaxed.push(...wanted.filter((a) => !has.has(`${rows[0]!.id}:${a}`)));
  const visible = visibleListings(viewer, rows);
  const results = visible.map((listing, i) => {
    const row = rows[i]!;
    const matched: string[] = [];
    const missing: string[] = [];
    chip(intent.categories, row.category?.slug, categoryName, matched, missing);
    chip(intent.regions, row.region?.slug, regionName, matched, missing);
    for (const a of wanted) (has.has(`${row.id}:${a}`) ? matched : missing).push(a);
    if (intent.minRating !== null) (row.rating >= intent.minRating ? matched : missing).push(`${intent.minRating}+ rating`);
    return { listing, matched: dedupe(matched), missing: dedupe(missing) };
  });
  return { intent, understood: intentChips(intent), relaxed, results };
}

/** One chip for a list of wished slugs (any of them will do): matched with the stay's own, or missing as "A or B". */
function chip(wished: string[], own: string | undefined, names: Map<string, string>, matched: string[], missing: string[]) {
  if (!wished.length) return;
  if (own && wished.includes(own)) matched.push(names.get(own) ?? own);
  else missing.push(wished.map((s) => names.get(s) ?? s).join(" or "));
}

const dedupe = (list: string[]) => [...new Set(list)];

/** Words in, explained stays out: the provider (or the built-in parser) reads the query, then our own search answers. */
export async function aiSearchText(deps: { db: Db; env: LlmConfig; logger: Logger }, viewer: ListingViewer, q: string, without: readonly string[] = []) {
  const { intent } = await understandQuery(deps.env, deps.logger, q);
  return aiSearch(deps.db, viewer, withoutChips(intent, without));
}
