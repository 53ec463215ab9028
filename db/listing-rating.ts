import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { listings, reviews } from "./schema";

type Executor = Pick<Db, "update">;

/** Reviews that show on the listing and count in its rating: not hidden by a moderator, not deleted by their author. */
export const visibleReview = and(isNull(reviews.hiddenAt), isNull(reviews.deletedAt))!;

const visibleOf = (listingId: typeof listings.id | number) => and(eq(reviews.listingId, listingId), visibleReview);

/**
 * A listing's rating is the average of its visible reviews (unrounded; shown with one decimal) and
 * their count; 0 and 0 without any. Recomputed from the reviews, never adjusted, so it cannot drift.
 */
export async function refreshListingRating(db: Executor, listingId?: number) {
  await db
    .update(listings)
    .set({
      rating: sql`coalesce((select avg(${reviews.rating})::real from ${reviews} where ${visibleOf(listings.id)}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${visibleOf(listings.id)})`,
    })
    .where(listingId === undefined ? undefined : eq(listings.id, listingId));
}

export const roundRating = (value: number) => Math.round(value * 10) / 10;
