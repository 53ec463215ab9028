import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingMedia, listings, listingTips, reviews, users } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { dbId } from "../../lib/inputs";
import { recordAudit } from "../admin/audit";
import { refreshListingRating } from "../../../db/listing-rating";

const author = alias(users, "author");
const moderator = alias(users, "moderator");
const stay = { id: listings.id, name: listings.name, slug: listings.slug };
const authorRef = { id: author.id, username: author.username };
const moderatorRef = { id: moderator.id, username: moderator.username };
const LIMIT = 200;

/** Reviews, tips and photos moderators took off the stays, newest first: what, why, by whom and when. */
export async function listHiddenContent(db: Db) {
  const [hiddenReviews, hiddenTips, removedPhotos] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.body,
        reason: reviews.hiddenReason,
        at: reviews.hiddenAt,
        listing: stay,
        author: authorRef,
        by: moderatorRef,
      })
      .from(reviews)
      .innerJoin(listings, eq(reviews.listingId, listings.id))
      .innerJoin(author, eq(reviews.userId, author.id))
      .leftJoin(moderator, eq(reviews.hiddenBy, moderator.id))
      // A review its author deleted is theirs to bring back, not the moderators'.
      .where(and(isNotNull(reviews.hiddenAt), isNull(reviews.deletedAt)))
      .orderBy(desc(reviews.hiddenAt))
      .limit(LIMIT),
    db
      .select({
        id: listingTips.id,
        text: listingTips.body,
        reason: listingTips.hiddenReason,
        at: listingTips.hiddenAt,
        listing: stay,
        author: authorRef,
        by: moderatorRef,
      })
      .from(listingTips)
      .innerJoin(listings, eq(listingTips.listingId, listings.id))
      .innerJoin(author, eq(listingTips.userId, author.id))
      .leftJoin(moderator, eq(listingTips.hiddenBy, moderator.id))
      .where(isNotNull(listingTips.hiddenAt))
      .orderBy(desc(listingTips.hiddenAt))
      .limit(LIMIT),
    db
      .select({
        id: listingMedia.id,
        url: listingMedia.url,
        text: listingMedia.caption,
        reason: listingMedia.removedReason,
        at: listingMedia.removedAt,
        listing: stay,
        author: authorRef,
        by: moderatorRef,
      })
      .from(listingMedia)
      .innerJoin(listings, eq(listingMedia.listingId, listings.id))
      .innerJoin(author, eq(listingMedia.userId, author.id))
      .leftJoin(moderator, eq(listingMedia.removedBy, moderator.id))
      .where(isNotNull(listingMedia.removedAt))
      .orderBy(desc(listingMedia.removedAt))
      .limit(LIMIT),
  ]);
  return { reviews: hiddenReviews, tips: hiddenTips, photos: removedPhotos };
}

export const restoreInput = z.object({
  kind: z.enum(["review", "tip", "photo"], { error: "kind must be review, tip or photo." }),
  id: dbId,
});

/** The audit log's names, as hiding and removing wrote them (server/services/community/moderation.ts). */
const AUDIT_NAMES = { review: ["reviews", "review"], tip: ["tips", "tip"], photo: ["media", "media"] } as const;

/** Puts hidden member content back on its stay (a review counts in the rating again). Audited. */
export async function restoreContent(db: Db, actorId: number, input: z.infer<typeof restoreInput>) {
  return db.transaction(async (tx) => {
    let row: { listingId: number; userId: number } | undefined;
    if (input.kind === "review") {
      [row] = await tx
        .update(reviews)
        .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
        .where(and(eq(reviews.id, input.id), isNotNull(reviews.hiddenAt)))
        .returning({ listingId: reviews.listingId, userId: reviews.userId });
      if (row) await refreshListingRating(tx, row.listingId);
    } else if (input.kind === "tip") {
      [row] = await tx
        .update(listingTips)
        .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
        .where(and(eq(listingTips.id, input.id), isNotNull(listingTips.hiddenAt)))
        .returning({ listingId: listingTips.listingId, userId: listingTips.userId });
    } else {
      [row] = await tx
        .update(listingMedia)
        .set({ removedAt: null, removedReason: null, removedBy: null })
        .where(and(eq(listingMedia.id, input.id), isNotNull(listingMedia.removedAt)))
        .returning({ listingId: listingMedia.listingId, userId: listingMedia.userId });
    }
    if (!row) throw notFound(`No hidden ${input.kind} with id ${input.id}.`);
    const [area, target] = AUDIT_NAMES[input.kind];
    await recordAudit(tx, {
      actorId,
      action: `${area}.restore`,
      target: `${target}:${input.id}`,
      details: { listingId: row.listingId, authorId: row.userId },
    });
    return { restored: true as const };
  });
}
