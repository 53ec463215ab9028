import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storyImages } from "../../../db/schema";
import { badRequest } from "../../lib/errors";
import { saveImageUpload } from "../media/uploads";

/**
 * A member's image for their story (Luxe Insider and up), checked and re-encoded like every
 * upload and kept with the members' photos. It is only public once an editor approves the story.
 */
export async function uploadStoryImage(db: Db, dataDir: string, userId: number, file: unknown) {
  const saved = await saveImageUpload(dataDir, "member-media", file);
  await db.insert(storyImages).values({ url: saved.url, userId });
  return { url: saved.url, imageUrl: saved.url };
}

/** A story may only show an image its author uploaded. */
export async function requireOwnStoryImage(db: Db, userId: number, url: string) {
  const [row] = await db
    .select({ url: storyImages.url })
    .from(storyImages)
    .where(and(eq(storyImages.url, url), eq(storyImages.userId, userId)));
  if (!row) throw badRequest("Use an image you uploaded for this story.");
}
