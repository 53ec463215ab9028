import { and, desc, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, listingAmenities, listings } from "../../../db/schema";
import { AMENITIES, CATEGORIES, REGIONS } from "../../../db/seed/catalog";
import { visibleListings } from "../listings/access";
import { readerTier, type ListingViewer } from "@shared/access";
import { selectListingRows } from "../listings/cards";
import { toTsQuery } from "../listings/keyword-search";
import type { Logger } from "../../lib/logger";
import type { SearchIntent } from "./intent";
import type { LlmConfig } from "./provider";
import { intentChips, priceChip, withoutChips } from "./intent-chips";
import { understandQuery } from "./understand";
import { notUnderstoodNote, wordsWithoutStays } from "./notes";
import { hardFilters, hasFilters, kindOf, nearOf, nextToRelax, relaxedLabel, type Constraint } from "./intent-filters";
import { distanceSql } from "./place-sql";
import { distanceKm as placeDistance, resolvePlace } from "./places";
import { MAX_NEAR_KM, withDistance } from "./relax";
import { categoryTextWords } from "./vocabulary";
import { priceBounds, withinPrice } from "./price-filter";
import {
  checkSearchDates,
  datesNotes,
  exactFirst,
  searchDateFields,
  searchDatesOf,
  stayConditions,
  stayTotals,
  withStays,
  type DateFields,
} from "../availability/search-dates";

export const aiSearchQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(1, "Tell us what you are looking for.")
      .max(300, "A search can be at most 300 characters."),
    /** Chips of the understood intent the person removed (`category:treehouses`, `amenity:Hot Tub`, ...). */
    without: z.array(z.string().max(80)).max(20).default([]),
    ...searchDateFields,
  })
  .superRefine(checkSearchDates);

const AI_SEARCH_LIMIT = 12;

const categoryName = new Map(CATEGORIES.map((c) => [c.slug as string, c.name]));
const regionName = new Map(REGIONS.map((r) => [r.slug as string, r.name]));
const knownAmenities = new Set(AMENITIES.map((a) => a.name));

/**
 * Stays for an intent: categories, regions, tier and rating filter; wished-for amenities and free words rank.
 * When nothing passes every filter, filters are dropped one at a time and named in `relaxed`; dates and guests
 * (`when`) never are.
 */
async function runIntent(
  db: Db,
  viewer: ListingViewer,
  intent: SearchIntent,
  when: DateFields = {},
  limit = AI_SEARCH_LIMIT,
) {
  const wanted = intent.amenities.filter((a) => knownAmenities.has(a));
  const amenityHits = wanted.length
    ? sql<number>`(select count(*)::int from ${listingAmenities} join ${amenities} on ${amenities.id} = ${listingAmenities.amenityId} where ${listingAmenities.listingId} = ${listings.id} and ${inArray(amenities.name, wanted)})`
    : null;
  // Free words rank by the stay's text; the words for a category named ("chalet" for a cabin) by its name alone, so
  // a category kept or relaxed ranks the stays that call themselves one first, whatever their descriptions say.
  const tsq = toTsQuery(intent.words.join(" "), "any");
  const wordsOnly = tsq;
  // A stay whose name says the word the traveller used for the kind ("Aiguille Chalet" for "chalet") ranks first,
  // then a stay of the kind asked for, before one that only has a sibling word in its name ("Floating Lodge", a
  // boat, for "chalet"), then the name's words for the kind.
  const saidTsq = intent.kindWords.flatMap((w) => toTsQuery(w) ?? []).join(" | ");
  const saidInName = saidTsq
    ? sql<number>`(case when ${listings.namePlaceVector} @@ to_tsquery('english', ${saidTsq}) then 1 else 0 end)`
    : null;
  const inKind = intent.categories.length
    ? sql<number>`(case when ${kindOf(intent.categories)} then 1 else 0 end)`
    : null;
  const categoryTsq = toTsQuery(intent.categories.flatMap(categoryTextWords).join(" "), "any");
  const categoryRank = categoryTsq
    ? sql<number>`ts_rank(${listings.namePlaceVector}, to_tsquery('english', ${categoryTsq}))`
    : null;
  // With nothing else to go by, a stay must have one of the words: no unrelated stays for a word not understood.
  const filtered = hasFilters(intent) || wanted.length > 0;
  const mustMatch =
    !filtered && wordsOnly ? sql`${listings.searchVector} @@ to_tsquery('english', ${wordsOnly})` : undefined;
  const near = nearOf(intent);
  let nearKm = near?.km ?? null;
  const tier = readerTier(viewer);
  // A stay's full text ranks only for readers at its tier, as in keyword search.
  const textRank = tsq
    ? sql<number>`case when ${Number.isFinite(tier) ? lte(listings.tierLevel, tier) : sql`true`} then ts_rank(${listings.searchVector}, to_tsquery('english', ${tsq})) else 0 end`
    : null;
  const price = await priceBounds(db, intent.price);
  const skip = new Set<Constraint>();
  const relaxed: string[] = [];
  for (;;) {
    const rows = await selectListingRows(db)
      .where(and(...hardFilters(intent, skip, nearKm, price), ...stayConditions(when), mustMatch))
      .orderBy(
        ...exactFirst(when),
        ...(near ? [asc(distanceSql(near.point))] : []),
        ...[amenityHits, saidInName, inKind, categoryRank, textRank].flatMap((rank) => (rank ? [desc(rank)] : [])),
        desc(listings.rating),
        asc(listings.id),
      )
      .limit(limit);
    if (rows.length) return { rows, relaxed, wanted, near, price };
    // A "near" radius widens first, up to MAX_NEAR_KM, and says how far it looked.
    if (near && nearKm && nearKm < MAX_NEAR_KM) {
      nearKm = Math.min(MAX_NEAR_KM, nearKm * 2);
      relaxed.splice(0, relaxed.length, `within ${nearKm} km of ${near.label}`);
      continue;
    }
    const next = nextToRelax(intent, skip);
    if (!next) return { rows, relaxed, wanted, near, price };
    skip.add(next);
    relaxed.push(relaxedLabel(next, intent));
  }
}

/**
 * `GET /api/search/ai`: the intent, what was relaxed, and each stay with the chips of what it matched and missed.
 * With dates (`when`), only stays free for them, each with its `stay` (the dates that work and their total).
 */
export async function aiSearch(db: Db, viewer: ListingViewer, intent: SearchIntent, when: DateFields = {}) {
  const { rows, relaxed, wanted, near, price } = await runIntent(db, viewer, intent, when);
  const has = new Set<string>();
  if (rows.length && wanted.length) {
    const found = await db
      .select({ listingId: listingAmenities.listingId, name: amenities.name })
      .from(listingAmenities)
      .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId))
      .where(
        and(
          inArray(
            listingAmenities.listingId,
            rows.map((r) => r.id),
          ),
          inArray(amenities.name, wanted),
        ),
      );
    for (const f of found) has.add(`${f.listingId}:${f.name}`);
  }
  // Stays with every wished-for amenity first; when none has them all, say so.
  // The best stay lacks a wished-for amenity only when no stay has them all.
  if (rows.length) relaxed.push(...wanted.filter((a) => !has.has(`${rows[0]!.id}:${a}`)));
  const dates = searchDatesOf(when);
  const stays = await stayTotals(db, dates, rows);
  const visible = withStays(visibleListings(viewer, rows), stays);
  const results = visible.map((listing, i) => {
    const row = rows[i]!;
    const matched: string[] = [];
    const missing: string[] = [];
    chip(intent.categories, row.category?.slug, categoryName, matched, missing);
    chip(intent.regions, row.region?.slug, regionName, matched, missing);
    for (const a of wanted) (has.has(`${row.id}:${a}`) ? matched : missing).push(a);
    if (intent.minRating !== null)
      (row.rating >= intent.minRating ? matched : missing).push(`${intent.minRating}+ rating`);
    if (intent.price && price) (withinPrice(row.nightlyPrice, price) ? matched : missing).push(priceChip(intent.price));
    const at = row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null;
    const distanceKm = near && at ? Math.round(placeDistance(near.point, at)) : null;
    return { listing: withDistance([listing], [distanceKm])[0]!, matched: dedupe(matched), missing: dedupe(missing) };
  });
  const unknown = intent.places.filter((p) => !resolvePlace(p, true));
  const unknownWords = await wordsWithoutStays(
    db,
    intent.words.map((text) => ({ kind: "word" as const, text })),
  );
  const undatedFinds = async () => (await runIntent(db, viewer, intent, { guests: when.guests }, 1)).rows.length > 0;
  const dateNotes = await datesNotes(db, when, { total: rows.length, stays }, undatedFinds);
  const notes = [...[...unknown, ...unknownWords].map(notUnderstoodNote), ...dateNotes];
  return { intent, understood: intentChips(intent), relaxed, notes, results, dates };
}

/** One chip for a list of wished slugs (any of them will do): matched with the stay's own, or missing as "A or B". */
function chip(
  wished: string[],
  own: string | undefined,
  names: Map<string, string>,
  matched: string[],
  missing: string[],
) {
  if (!wished.length) return;
  if (own && wished.includes(own)) matched.push(names.get(own) ?? own);
  else missing.push(wished.map((s) => names.get(s) ?? s).join(" or "));
}

const dedupe = (list: string[]) => [...new Set(list)];

/**
 * Words in, explained stays out: the provider (or the built-in parser) reads the query, then our own search answers.
 */
export async function aiSearchText(
  deps: { db: Db; env: LlmConfig; logger: Logger },
  viewer: ListingViewer,
  q: string,
  without: readonly string[] = [],
  when: DateFields = {},
) {
  const { intent } = await understandQuery(deps.env, deps.logger, q);
  return aiSearch(deps.db, viewer, withoutChips(intent, without), when);
}
