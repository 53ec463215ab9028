import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingMedia, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { authorFields } from "../journal/authors";
import { assertCanAccessListing, canAccessListing, type ListingViewer } from "../listings/access";
import { requireLiveListing } from "../listings/cards";
import { awardAction } from "../community/points";
import { saveImageUpload } from "./uploads";

export const captionInput = z.string().trim().max(300, "Captions must be at most 300 characters.").default("");

const mediaFields = {
  id: listingMedia.id,
  listingId: listingMedia.listingId,
  url: listingMedia.url,
  caption: listingMedia.caption,
  createdAt: listingMedia.createdAt,
  author: authorFields,
};

/** A photo for a listing's member gallery (Luxe Insider and up); earns the "Share a photo" action. */
export async function uploadListingMedia(db: Db, dataDir: string, user: SessionUser, listingId: number, file: unknown, caption: string) {
  assertCanAccessListing(user, await requireLiveListing(db, listingId));
  const saved = await saveImageUpload(dataDir, "member-media", file);
  const [row] = await db.insert(listingMedia).values({ listingId, userId: user.id, url: saved.url, caption }).returning({ id: listingMedia.id });
  const [media] = await db.select(mediaFields).from(listingMedia).innerJoin(users, eq(listingMedia.userId, users.id)).where(eq(listingMedia.id, row!.id));
  return { media: media!, award: await awardAction(db, user.id, "Share a photo") };
}

/** Public: a listing's member gallery, newest first; empty below a tier-gated stay's tier, like its own gallery. */
export async function listListingMedia(db: Db, viewer: ListingViewer, listingId: number) {
  if (!canAccessListing(viewer, await requireLiveListing(db, listingId))) return [];
  return db
    .select(mediaFields)
    .from(listingMedia)
    .innerJoin(users, eq(listingMedia.userId, users.id))
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(desc(listingMedia.createdAt), desc(listingMedia.id))
    .limit(100);
}
