import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingMedia, listingTips, reviews } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { dbId } from "../../lib/inputs";
import { recordAudit } from "../admin/audit";
import { refreshListingRating } from "../../../db/listing-rating";

const reason = z
  .string()
  .trim()
  .min(3, "Give a reason of at least 3 characters.")
  .max(300, "Reasons must be at most 300 characters.");
export const hideInput = z.object({ id: dbId, reason });
export const removeMediaInput = z.object({ id: dbId, reason: reason.optional() });

/** Hides a member's review: it leaves the listing and its rating; its author sees the reason. Audited. */
export async function hideReview(db: Db, actorId: number, input: z.infer<typeof hideInput>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenReason: input.reason, hiddenBy: actorId })
      .where(eq(reviews.id, input.id))
      .returning({ listingId: reviews.listingId, userId: reviews.userId });
    if (!row) throw notFound("Review not found.");
    await refreshListingRating(tx, row.listingId);
    await recordAudit(tx, {
      actorId,
      action: "reviews.hide",
      target: `review:${input.id}`,
      details: { listingId: row.listingId, authorId: row.userId, reason: input.reason },
    });
    return { hidden: true as const };
  });
}

/** Hides a member's tip from the listing, with the reason its author sees. Audited. */
export async function hideTip(db: Db, actorId: number, input: z.infer<typeof hideInput>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listingTips)
      .set({ hiddenAt: new Date(), hiddenReason: input.reason, hiddenBy: actorId })
      .where(eq(listingTips.id, input.id))
      .returning({ listingId: listingTips.listingId, userId: listingTips.userId });
    if (!row) throw notFound("Tip not found.");
    await recordAudit(tx, {
      actorId,
      action: "tips.hide",
      target: `tip:${input.id}`,
      details: { listingId: row.listingId, authorId: row.userId, reason: input.reason },
    });
    return { hidden: true as const };
  });
}

/**
 * Removes a member's photo from the stay's gallery (and from the review it came with); an admin can restore it.
 * Audited.
 */
export async function removeMemberMedia(db: Db, actorId: number, input: z.infer<typeof removeMediaInput>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listingMedia)
      .set({ removedAt: new Date(), removedReason: input.reason ?? null, removedBy: actorId })
      .where(and(eq(listingMedia.id, input.id), isNull(listingMedia.removedAt)))
      .returning({ listingId: listingMedia.listingId, userId: listingMedia.userId, url: listingMedia.url });
    if (!row) throw notFound("Photo not found.");
    await recordAudit(tx, {
      actorId,
      action: "media.remove",
      target: `media:${input.id}`,
      details: { listingId: row.listingId, authorId: row.userId, url: row.url, reason: input.reason ?? null },
    });
    return { removed: true as const };
  });
}
