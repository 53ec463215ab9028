import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { idInput } from "../../lib/inputs";
import type { Db } from "../../../db/client";
import { listingMedia, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { assertCanAccessListing } from "../listings/access";
import { canAccessListing, type ListingViewer } from "@shared/access";
import { requireLiveListing } from "../listings/cards";
import { awardAction } from "../community/points";
import { contributorFields, requireOwnReviewOf } from "../community/reviews";
import { saveImageUpload } from "./uploads";

export const mediaForm = z.object({
  caption: z.string().trim().max(300, "Captions must be at most 300 characters.").default(""),
  /** The member's own review of this stay, when the photo comes with it. */
  reviewId: idInput.optional(),
});

const mediaFields = {
  id: listingMedia.id,
  listingId: listingMedia.listingId,
  url: listingMedia.url,
  caption: listingMedia.caption,
  reviewId: listingMedia.reviewId,
  createdAt: listingMedia.createdAt,
  author: contributorFields,
};

/**
 * A photo for a listing's "From members" gallery (Luxe Insider and up), checked and re-encoded like
 * admin uploads; once it passes, it is approved and earns the "Share a photo" action within its daily limit.
 */
export async function uploadListingMedia(
  db: Db,
  dataDir: string,
  user: SessionUser,
  listingId: number,
  file: unknown,
  form: z.infer<typeof mediaForm>,
) {
  assertCanAccessListing(user, await requireLiveListing(db, listingId));
  if (form.reviewId !== undefined) await requireOwnReviewOf(db, user.id, listingId, form.reviewId);
  const saved = await saveImageUpload(dataDir, "member-media", file);
  const [row] = await db
    .insert(listingMedia)
    .values({ listingId, userId: user.id, url: saved.url, caption: form.caption, reviewId: form.reviewId ?? null })
    .returning({ id: listingMedia.id });
  const [media] = await db
    .select(mediaFields)
    .from(listingMedia)
    .innerJoin(users, eq(listingMedia.userId, users.id))
    .where(eq(listingMedia.id, row!.id));
  return { media: media!, award: await awardAction(db, user.id, "Share a photo") };
}

/** Public: a listing's member gallery, newest first; empty below a tier-gated stay's tier, like its own gallery. */
export async function listListingMedia(db: Db, viewer: ListingViewer, listingId: number) {
  if (!canAccessListing(viewer, await requireLiveListing(db, listingId))) return [];
  return db
    .select(mediaFields)
    .from(listingMedia)
    .innerJoin(users, eq(listingMedia.userId, users.id))
    .where(and(eq(listingMedia.listingId, listingId), isNull(listingMedia.removedAt)))
    .orderBy(desc(listingMedia.createdAt), desc(listingMedia.id))
    .limit(100);
}
