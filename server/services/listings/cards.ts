import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { categories, listings, regions } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { listingCards, type CardOf } from "./access";
import { type ListingViewer } from "@shared/access";

// One card shape for every list, so the client renders them all with one component. Rows read
// here leave the server only through visibleListing (a stay's page) or listingCards (a list), which
// gate them by the reader's tier.
const {
  searchVector: _searchVector,
  namePlaceVector: _namePlaceVector,
  amenityIds: _amenityIds,
  ...columns
} = getTableColumns(listings);
/** A stay's own columns, without the copies kept for the search (its text vectors, its amenity ids). */
export const listingColumns = columns;

export const listingCardFields = {
  ...listingColumns,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  region: { id: regions.id, name: regions.name, slug: regions.slug },
};

// Written as the partial index listings_live_rating_idx states it (no parameter), so the planner may use it.
export const liveListing = and(isNull(listings.archivedAt), sql`${listings.approved}`)!;

/** The rows cards are made of; `extra` adds columns beside them (a window count, a rank). */
export function selectListingRows<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  extra?: Extra,
) {
  return db
    .select({ ...listingCardFields, ...(extra as Extra) })
    .from(listings)
    .leftJoin(categories, eq(listings.categoryId, categories.id))
    .leftJoin(regions, eq(listings.regionId, regions.id));
}

export type ListingRow = Awaited<ReturnType<typeof selectListingRows<Record<never, never>>>>[number];
export type ListingCard = CardOf<ListingRow>;

/**
 * Live listing cards for the given ids as `viewer` may see them, in the order of `ids`; missing or archived ones are
 * left out.
 */
export async function listingCardsInOrder(db: Db, viewer: ListingViewer, ids: number[]): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await selectListingRows(db)
    .where(and(liveListing, inArray(listings.id, ids)))
    .orderBy(asc(listings.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return listingCards(
    viewer,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** A live listing's id and tier, or 404 with the listing service's message. */
export async function requireLiveListing(db: Db, id: number) {
  const [row] = await db
    .select({ id: listings.id, name: listings.name, tierLevel: listings.tierLevel })
    .from(listings)
    .where(and(liveListing, eq(listings.id, id)));
  if (!row) throw notFound("Listing not found.");
  return row;
}
