import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { adArtwork, adSpaces, sponsors } from "../../../db/schema";
import { hitRateLimit } from "../../auth/rate-limit";
import type { TtlCache } from "../../lib/cache";
import { AppError, notFound } from "../../lib/errors";
import { ADS_CACHE, artworkOfSpace, publicArtwork, sponsorRef } from "./ad-columns";
import { AD_LOCATIONS } from "./sponsors";

const ADS_TTL_MS = 60_000;

export const placementQuery = z.object({
  location: z
    .enum(AD_LOCATIONS, { error: "location must be homepage, listings, journal, newsletter, global or categories." })
    .optional(),
});

/** Filled ad spaces whose sponsor is running (active or renewing): at the location asked for, plus site-wide ones. */
export async function listPlacements(db: Db, cache: TtlCache, location: (typeof AD_LOCATIONS)[number] | undefined) {
  return cache.getOrLoad(`${ADS_CACHE}${location ?? "all"}`, ADS_TTL_MS, async () => {
    const where: SQL[] = [isNotNull(adSpaces.sponsorId), inArray(sponsors.status, ["active", "renewing"])];
    if (location) where.push(inArray(adSpaces.location, location === "global" ? ["global"] : [location, "global"]));
    const rows = await db
      .select({ space: adSpaces, sponsor: sponsorRef, artwork: publicArtwork })
      .from(adSpaces)
      .innerJoin(sponsors, eq(adSpaces.sponsorId, sponsors.id))
      .leftJoin(adArtwork, artworkOfSpace)
      .where(and(...where))
      .orderBy(asc(adSpaces.id));
    // The space's name ("Homepage hero banner") is the admin's label, never shown to the public.
    // Until the sponsor uploads artwork, the placement shows their name and logo.
    return rows.map(({ space, sponsor, artwork }) => ({
      id: space.id,
      type: space.type,
      location: space.location,
      minTier: space.minTier,
      width: space.width,
      height: space.height,
      dimensions: `${space.width}x${space.height}`,
      sponsor: { id: sponsor.id, name: sponsor.name, logo: sponsor.logo, tier: sponsor.tier },
      artwork,
    }));
  });
}

/** Per IP, per ad, per minute: enough for real page views, too few to inflate the counters. */
const AD_EVENT_LIMITS = { impression: 10, click: 3 } as const;

export async function recordAdEvent(db: Db, ip: string, id: number, kind: "impression" | "click") {
  const [space] = await db
    .select({ id: adSpaces.id })
    .from(adSpaces)
    .where(and(eq(adSpaces.id, id), isNotNull(adSpaces.sponsorId)));
  if (!space) throw notFound("Ad not found.");
  const limit = await hitRateLimit(db, `ad:${kind}:${id}:${ip}`, AD_EVENT_LIMITS[kind], 60_000);
  if (!limit.allowed)
    throw new AppError("TOO_MANY_REQUESTS", "Too many ad events from this address. Please wait a minute.");
  const column = kind === "impression" ? adSpaces.impressions : adSpaces.clicks;
  const [row] = await db
    .update(adSpaces)
    .set(kind === "impression" ? { impressions: sql`${column} + 1` } : { clicks: sql`${column} + 1` })
    .where(eq(adSpaces.id, id))
    .returning({ impressions: adSpaces.impressions, clicks: adSpaces.clicks });
  return { success: true, recorded: kind, ...row! };
}
