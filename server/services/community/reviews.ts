import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listings, reviews, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { conflict, notFound } from "../../lib/errors";
import { authorFields } from "../journal/authors";
import { dbId } from "../../lib/inputs";
import { assertCanAccessListing, canAccessListing, type ListingViewer } from "../listings/access";
import { requireLiveListing } from "../listings/cards";
import { awardAction } from "./points";

const id = dbId;
const rating = z.number().int("Rating must be a whole number of stars.").min(1, "Rating must be at least 1.").max(5, "Rating must be at most 5.");
const title = z.string().trim().max(120, "Titles must be at most 120 characters.").default("");
const body = z.string().trim().min(10, "Reviews must be at least 10 characters.").max(5000, "Reviews must be at most 5000 characters.");

export const reviewInput = z.object({ listingId: id, rating, title, body });
export const reviewUpdate = z.object({ reviewId: id, rating, title, body });
export const reviewListInput = z.object({
  listingId: id,
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(50).default(10),
});

/**
 * A listing's rating blends its seed rating with members' reviews, the seed counting as
 * SEED_WEIGHT reviews:  rating = (5 × seed + Σ stars) / (5 + n).
 * The seed is not stored apart, so each change is applied to the stored blend:
 *   new = (old × (5 + n_before) + Δstars) / (5 + n_after)
 * which keeps the formula exact (an admin's edit of the rating becomes the new blend).
 * Kept unrounded; the client shows one decimal.
 */
export const SEED_WEIGHT = 5;

export function blendRating(stored: number, reviewsBefore: number, reviewsAfter: number, starsDelta: number): number {
  const next = (stored * (SEED_WEIGHT + reviewsBefore) + starsDelta) / (SEED_WEIGHT + reviewsAfter);
  return Math.min(5, Math.max(1, next));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Locks the listing row, so concurrent reviews of one listing blend one after another. */
async function lockedListing(tx: Tx, listingId: number) {
  const [row] = await tx.select({ rating: listings.rating }).from(listings).where(eq(listings.id, listingId)).for("update");
  const [reviewCount] = await tx.select({ n: count() }).from(reviews).where(eq(reviews.listingId, listingId));
  return { rating: row!.rating, reviews: Number(reviewCount?.n ?? 0) };
}

async function setRating(tx: Tx, listingId: number, value: number) {
  await tx.update(listings).set({ rating: value }).where(eq(listings.id, listingId));
  return Math.round(value * 10) / 10;
}

export async function createReview(db: Db, user: SessionUser, input: z.infer<typeof reviewInput>) {
  assertCanAccessListing(user, await requireLiveListing(db, input.listingId));
  const created = await db.transaction(async (tx) => {
    const before = await lockedListing(tx, input.listingId);
    const [row] = await tx
      .insert(reviews)
      .values({ listingId: input.listingId, userId: user.id, rating: input.rating, title: input.title, body: input.body })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict("You have already reviewed this listing. Edit your review instead.");
    const listingRating = await setRating(tx, input.listingId, blendRating(before.rating, before.reviews, before.reviews + 1, input.rating));
    return { review: row, listingRating };
  });
  const award = await awardAction(db, user.id, "Write a review");
  return { review: await reviewView(db, created.review.id), listingRating: created.listingRating, award };
}

export async function updateReview(db: Db, userId: number, input: z.infer<typeof reviewUpdate>) {
  const listingRating = await db.transaction(async (tx) => {
    const [own] = await tx.select().from(reviews).where(and(eq(reviews.id, input.reviewId), eq(reviews.userId, userId)));
    if (!own) throw notFound("Review not found.");
    const before = await lockedListing(tx, own.listingId);
    await tx.update(reviews).set({ rating: input.rating, title: input.title, body: input.body }).where(eq(reviews.id, own.id));
    return setRating(tx, own.listingId, blendRating(before.rating, before.reviews, before.reviews, input.rating - own.rating));
  });
  return { review: await reviewView(db, input.reviewId), listingRating };
}

const reviewFields = {
  id: reviews.id,
  listingId: reviews.listingId,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: authorFields,
};

async function reviewView(db: Db, reviewId: number) {
  const [row] = await db.select(reviewFields).from(reviews).innerJoin(users, eq(reviews.userId, users.id)).where(eq(reviews.id, reviewId));
  return row!;
}

/**
 * Public: a listing's reviews, newest first, with authors' display names (never emails).
 * Below a tier-gated stay's tier only its rating (average and count) is told, not what members wrote.
 */
export async function listReviews(db: Db, viewer: ListingViewer, input: z.infer<typeof reviewListInput>) {
  const listing = await requireLiveListing(db, input.listingId);
  const where = eq(reviews.listingId, input.listingId);
  const items = !canAccessListing(viewer, listing) ? [] : await db
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
  const average = stats?.average == null ? null : Math.round(Number(stats.average) * 10) / 10;
  return { items, total: Number(stats?.total ?? 0), average, page: input.page, limit: input.limit };
}

/** The signed-in member's own review of a listing, so the form can switch to editing. */
export async function myReview(db: Db, userId: number, listingId: number) {
  const [row] = await db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(users, eq(reviews.userId, users.id))
    .where(and(eq(reviews.listingId, listingId), eq(reviews.userId, userId)));
  return row ?? null;
}
