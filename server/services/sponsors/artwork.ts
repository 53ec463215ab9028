import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { adArtwork, adSpaces, sponsors } from "../../../db/schema";
import type { TtlCache } from "../../lib/cache";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../admin/audit";
import { saveImageUpload } from "../media/uploads";
import { ADS_CACHE, artworkOfSpace, publicArtwork } from "./ad-columns";

export const artworkForm = z.object({
  altText: z
    .string({ error: "Describe the artwork for people who cannot see it (alt text)." })
    .trim()
    .min(3, "Describe the artwork for people who cannot see it (alt text).")
    .max(200, "Alt text must be at most 200 characters."),
  linkUrl: z
    .string({ error: "Enter the https:// address the artwork links to." })
    .trim()
    .max(500, "The link must be at most 500 characters.")
    .refine(
      (value) => URL.canParse(value) && new URL(value).protocol === "https:" && new URL(value).hostname.includes("."),
      "The link must be a full https:// address.",
    ),
});

/** The placements of the sponsor packages this member bought, with the artwork each shows. */
export async function mySponsorPlacements(db: Db, userId: number) {
  const mine = await db
    .select({ id: sponsors.id, name: sponsors.name, logo: sponsors.logo, tier: sponsors.tier, status: sponsors.status })
    .from(sponsors)
    .where(eq(sponsors.userId, userId))
    .orderBy(asc(sponsors.id));
  if (!mine.length) return [];
  const spaces = await db
    .select({
      id: adSpaces.id,
      sponsorId: adSpaces.sponsorId,
      type: adSpaces.type,
      location: adSpaces.location,
      width: adSpaces.width,
      height: adSpaces.height,
      artwork: publicArtwork,
    })
    .from(adSpaces)
    .leftJoin(adArtwork, artworkOfSpace)
    .where(
      inArray(
        adSpaces.sponsorId,
        mine.map((s) => s.id),
      ),
    )
    .orderBy(asc(adSpaces.id));
  // The admin's names for the spaces stay in the admin panel: a placement is its kind, place and size.
  return mine.map((sponsor) => ({
    ...sponsor,
    placements: spaces
      .filter((p) => p.sponsorId === sponsor.id)
      .map(({ sponsorId: _, ...p }) => ({ ...p, dimensions: `${p.width}x${p.height}` })),
  }));
}

/** A sponsor's artwork for one of its placements: checked and re-encoded like every upload; replaces any before it. */
export async function uploadArtwork(
  db: Db,
  cache: TtlCache,
  dataDir: string,
  userId: number,
  adSpaceId: number,
  file: unknown,
  form: z.infer<typeof artworkForm>,
) {
  const [space] = await db
    .select({ sponsorId: sponsors.id })
    .from(adSpaces)
    .innerJoin(sponsors, eq(adSpaces.sponsorId, sponsors.id))
    .where(and(eq(adSpaces.id, adSpaceId), eq(sponsors.userId, userId)));
  if (!space) throw notFound("Placement not found.");
  const saved = await saveImageUpload(dataDir, "ad", file);
  const values = {
    sponsorId: space.sponsorId,
    imageUrl: saved.url,
    altText: form.altText,
    linkUrl: form.linkUrl,
    uploadedBy: userId,
  };
  const [artwork] = await db
    .insert(adArtwork)
    .values({ adSpaceId, ...values })
    .onConflictDoUpdate({ target: adArtwork.adSpaceId, set: { ...values, updatedAt: new Date() } })
    .returning(publicArtwork);
  await cache.invalidate(ADS_CACHE);
  return { adSpaceId, artwork: artwork! };
}

/** The admin takes a sponsor's artwork down; the placement shows the sponsor's name and logo again. Audited. */
export async function removeArtwork(db: Db, cache: TtlCache, actorId: number, adSpaceId: number) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(adArtwork).where(eq(adArtwork.adSpaceId, adSpaceId)).returning();
    if (!removed) throw notFound("This placement has no artwork.");
    await recordAudit(tx, {
      actorId,
      action: "sponsors.remove-artwork",
      target: `ad-space:${adSpaceId}`,
      details: {
        sponsorId: removed.sponsorId,
        imageUrl: removed.imageUrl,
        altText: removed.altText,
        linkUrl: removed.linkUrl,
      },
    });
  });
  await cache.invalidate(ADS_CACHE);
  return { removed: true as const, adSpaceId };
}
