import { z } from "zod";
import { patchOf } from "../../lib/inputs";
import { listingInput } from "../listings/listing-writes";

/**
 * What an owner may write about their own stay: its words, photos, place, prices and booking link (never tier, rating
 * or featuring).
 */
export const ownerStayInput = listingInput.pick({
  name: true,
  description: true,
  location: true,
  mainImage: true,
  gallery: true,
  externalUrl: true,
  categoryId: true,
  regionId: true,
  latitude: true,
  longitude: true,
  amenityIds: true,
  nightlyPrice: true,
  weekendPrice: true,
  cleaningFee: true,
  currency: true,
  maxGuests: true,
});

// An edit names only what changes: no field takes a default (the gallery's would wipe the photos).
export const ownerStayPatch = patchOf(ownerStayInput).refine(
  (patch) => Object.values(patch).some((v) => v !== undefined),
  "Change at least one field.",
);

export type OwnerStayPatch = z.infer<typeof ownerStayPatch>;
