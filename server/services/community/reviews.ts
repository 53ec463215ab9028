import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { favorites, listingMedia, listings, reviews, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { dbId } from "../../lib/inputs";
import { authorFields } from "../journal/authors";
import { assertCanAccessListing } from "../listings/access";
import { canAccessListing, type ListingViewer } from "@shared/access";
import { requireLiveListing } from "../listings/cards";
import { refreshListingRating, roundRating, visibleReview } from "../../../db/listing-rating";
import { awardAction } from "./points";

const REVIEW_TEXT = { min: 20, max: 2000 } as const;
const rating = z
  .number()
  .int("Rating must be a whole number of stars.")
  .min(1, "Rating must be at least 1.")
  .max(5, "Rating must be at most 5.");
const title = z.string().trim().max(120, "Titles must be at most 120 characters.").default("");
const body = z
  .string()
  .trim()
  .min(REVIEW_TEXT.min, `Reviews must be at least ${REVIEW_TEXT.min} characters.`)
  .max(REVIEW_TEXT.max, `Reviews must be at most ${REVIEW_TEXT.max.toLocaleString("en-US")} characters.`);

export const reviewInput = z.object({ listingId: dbId, rating, title, body });
export const reviewUpdate = z.object({ reviewId: dbId, rating, title, body });
export const reviewIdInput = z.object({ reviewId: dbId });
export const reviewListInput = z.object({
  listingId: dbId,
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(50).default(10),
});

export const SAVE_FIRST = "Save this stay to your favorites first: members review the stays they have saved.";
const ALREADY = "You have already reviewed this listing. Edit your review instead.";

/** Who wrote it, as shown beside it: display name, avatar and membership tier (for the badge), never an email. */
export const contributorFields = { ...authorFields, tier: users.membershipTier };

const reviewFields = {
  id: reviews.id,
  listingId: reviews.listingId,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: contributorFields,
};

const photoFields = {
  id: listingMedia.id,
  reviewId: listingMedia.reviewId,
  url: listingMedia.url,
  caption: listingMedia.caption,
};

async function withPhotos<T extends { id: number }>(db: Db, rows: T[]) {
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select(photoFields)
        .from(listingMedia)
        .where(and(inArray(listingMedia.reviewId, ids), isNull(listingMedia.removedAt)))
        .orderBy(listingMedia.id)
    : [];
  return rows.map((row) => ({
    ...row,
    photos: photos.filter((p) => p.reviewId === row.id).map(({ reviewId: _r, ...p }) => p),
  }));
}

/** Reviews are for stays the member has been drawn to: the ones in their favorites (there are no bookings here). */
async function assertSaved(db: Db, userId: number, listingId: number) {
  const [saved] = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  if (!saved) throw forbidden(SAVE_FIRST);
}

async function listingRating(db: Db, listingId: number) {
  const [row] = await db
    .select({ rating: listings.rating, reviewCount: listings.reviewCount })
    .from(listings)
    .where(eq(listings.id, listingId));
  return { rating: roundRating(row?.rating ?? 0), reviewCount: row?.reviewCount ?? 0 };
}

/**
 * One review per member and stay. Writing again after deleting revives the same row, so the
 * "Write a review" points (awarded only when the row is first written) are earned once per stay.
 */
export async function createReview(db: Db, user: SessionUser, input: z.infer<typeof reviewInput>) {
  assertCanAccessListing(user, await requireLiveListing(db, input.listingId));
  await assertSaved(db, user.id, input.listingId);
  const values = { rating: input.rating, title: input.title, body: input.body };
  const { id, fresh } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({ listingId: input.listingId, userId: user.id, ...values })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    let result = inserted ? { id: inserted.id, fresh: true } : null;
    if (!result) {
      const now = new Date();
      const [revived] = await tx
        .update(reviews)
        .set({ ...values, deletedAt: null, createdAt: now, updatedAt: now })
        .where(and(eq(reviews.listingId, input.listingId), eq(reviews.userId, user.id), isNotNull(reviews.deletedAt)))
        .returning({ id: reviews.id });
      result = revived ? { id: revived.id, fresh: false } : null;
    }
    if (!result) throw conflict(ALREADY);
    await refreshListingRating(tx, input.listingId);
    return result;
  });
  const award = fresh
    ? await awardAction(db, user.id, "Write a review")
    : {
        awarded: false as const,
        action: "Write a review",
        reason: "This stay's review has already earned its points.",
      };
  return { review: await reviewView(db, id), ...(await listingRating(db, input.listingId)), award };
}

async function ownReview(db: Db, userId: number, reviewId: number) {
  const [own] = await db
    .select({ id: reviews.id, listingId: reviews.listingId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId), isNull(reviews.deletedAt)));
  if (!own) throw notFound("Review not found.");
  return own;
}

export async function updateReview(db: Db, userId: number, input: z.infer<typeof reviewUpdate>) {
  const own = await ownReview(db, userId, input.reviewId);
  await db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ rating: input.rating, title: input.title, body: input.body, updatedAt: new Date() })
      .where(eq(reviews.id, own.id));
    await refreshListingRating(tx, own.listingId);
  });
  return { review: await reviewView(db, own.id), ...(await listingRating(db, own.listingId)) };
}

/** The author removes their review; its photos stay in the stay's member gallery. */
export async function deleteReview(db: Db, userId: number, reviewId: number) {
  const own = await ownReview(db, userId, reviewId);
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, own.id));
    await refreshListingRating(tx, own.listingId);
  });
  return { deleted: true as const, ...(await listingRating(db, own.listingId)) };
}

async function reviewView(db: Db, reviewId: number) {
  const [row] = await db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(eq(reviews.id, reviewId));
  return (await withPhotos(db, [row!]))[0]!;
}

/**
 * Public: a listing's visible reviews, newest first, with their photos and authors (never emails), and
 * the rating (average of visible reviews, one decimal, null without any) with their count. Below a
 * tier-gated stay's tier only the rating is told, not what members wrote.
 */
export async function listReviews(db: Db, viewer: ListingViewer, input: z.infer<typeof reviewListInput>) {
  const listing = await requireLiveListing(db, input.listingId);
  const where = and(eq(reviews.listingId, input.listingId), visibleReview);
  const rows = !canAccessListing(viewer, listing)
    ? []
    : await db
        .select(reviewFields)
        .from(reviews)
        .innerJoin(users, eq(reviews.userId, users.id))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(input.limit)
        .offset((input.page - 1) * input.limit);
  const [stats] = await db
    .select({ total: count(), average: sql<number | null>`avg(${reviews.rating})::float8` })
    .from(reviews)
    .where(where);
  const average = stats?.average == null ? null : roundRating(Number(stats.average));
  return {
    items: await withPhotos(db, rows),
    total: Number(stats?.total ?? 0),
    average,
    page: input.page,
    limit: input.limit,
  };
}

/**
 * The signed-in member's own review of a listing (with a moderator's note when hidden), so the form can switch to
 * editing.
 */
export async function myReview(db: Db, userId: number, listingId: number) {
  const [row] = await db
    .select({
      ...reviewFields,
      hiddenReason: reviews.hiddenReason,
      hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
    })
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(and(eq(reviews.listingId, listingId), eq(reviews.userId, userId), isNull(reviews.deletedAt)));
  return row ? (await withPhotos(db, [row]))[0]! : null;
}

/** For a photo added with a review: the member's own live review of that very stay. */
export async function requireOwnReviewOf(db: Db, userId: number, listingId: number, reviewId: number) {
  const own = await ownReview(db, userId, reviewId);
  if (own.listingId !== listingId) throw notFound("Review not found.");
}
