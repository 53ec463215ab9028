import { eq } from "drizzle-orm";
import { percentile } from "../../lib/percentile";
import type { Db } from "../../../db/client";
import { amenities, listingAmenities } from "../../../db/schema";
import { liveListing, selectListingRows } from "../listings/cards";
import { aiSearch } from "./ai-search";
import { parseIntent } from "./intent";
import { LABELLED_QUERIES, precisionAt3 } from "./labelled-queries";
import { isRelevantStay } from "./search-queries";

const ADMIN_VIEWER = { isAdmin: true, role: "admin", membershipTier: 3 } as const;

/**
 * The built-in parser over the labelled queries, read as an admin (every stay visible): mean precision@3 and latencies.
 */
export async function evaluateLabelledQueries(db: Db) {
  const stays = await selectListingRows(db).where(liveListing);
  const pairs = await db
    .select({ listingId: listingAmenities.listingId, name: amenities.name })
    .from(listingAmenities)
    .innerJoin(amenities, eq(amenities.id, listingAmenities.amenityId));
  const byListing = new Map<number, string[]>();
  for (const p of pairs) byListing.set(p.listingId, [...(byListing.get(p.listingId) ?? []), p.name]);
  const scored = (s: (typeof stays)[number]) => ({ ...s, amenities: byListing.get(s.id) ?? [] });
  const perQuery: { q: string; precision: number; ms: number }[] = [];
  for (const label of LABELLED_QUERIES) {
    const started = performance.now();
    const { results } = await aiSearch(db, ADMIN_VIEWER, parseIntent(label.q));
    const ms = performance.now() - started;
    const relevant = new Set(stays.filter((s) => isRelevantStay(label.truth, scored(s))).map((s) => s.id));
    const hits = results.slice(0, 3).map((r) => relevant.has(r.listing.id));
    perQuery.push({ q: label.q, precision: precisionAt3(hits, relevant.size), ms });
  }
  return {
    queries: perQuery.length,
    precisionAt3: perQuery.reduce((s, p) => s + p.precision, 0) / perQuery.length,
    p95Ms: percentile(
      perQuery.map((p) => p.ms),
      0.95,
    ),
    perQuery,
  };
}
