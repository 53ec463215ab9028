import { and, eq } from "drizzle-orm";
import { adArtwork, adSpaces, sponsors } from "../../../db/schema";

/** Prefix of the cached public placements: every change to what they show invalidates it. */
export const ADS_CACHE = "ads:";

export const sponsorRef = {
  id: sponsors.id,
  name: sponsors.name,
  logo: sponsors.logo,
  tier: sponsors.tier,
  status: sponsors.status,
};

/** What a placement shows of a sponsor's artwork. */
export const publicArtwork = { imageUrl: adArtwork.imageUrl, altText: adArtwork.altText, linkUrl: adArtwork.linkUrl };

/** A placement's artwork, when the sponsor holding the placement uploaded it. */
export const artworkOfSpace = and(eq(adArtwork.adSpaceId, adSpaces.id), eq(adArtwork.sponsorId, adSpaces.sponsorId));
