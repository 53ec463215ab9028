import { descriptionPreview } from "@shared/listing-text";
import { forbidden } from "../../lib/errors";
import { canAccessListing, upgradeRequiredMessage, type ListingViewer } from "@shared/access";

export function assertCanAccessListing(user: ListingViewer, listing: { tierLevel: number }): void {
  if (!canAccessListing(user, listing)) throw forbidden(upgradeRequiredMessage(listing.tierLevel));
}

/** What a tier-gated stay keeps from its readers below the tier. */
type GatedFields = { description: string; gallery: string[]; externalUrl: string | null };

/**
 * A listing as it may leave the server: full for readers at its tier (and admins); below it the
 * full description, gallery, booking link and amenities are emptied, so no response carries them.
 * Every reader gets the `teaser` (the card's plain-text preview) and whether the stay is `locked`.
 */
export type VisibleListing<T extends GatedFields> = Omit<T, keyof GatedFields> & { teaser: string } & (
    | ({ locked: false } & Pick<T, keyof GatedFields>)
    | { locked: true; description: null; gallery: string[]; externalUrl: null }
  );

export function visibleListing<T extends GatedFields & { tierLevel: number }>(
  viewer: ListingViewer,
  listing: T,
): VisibleListing<T> {
  const teaser = descriptionPreview(listing.description);
  if (canAccessListing(viewer, listing)) return { ...listing, teaser, locked: false as const };
  return {
    ...listing,
    ...("amenities" in listing ? { amenities: [] } : {}),
    description: null,
    gallery: [],
    externalUrl: null,
    teaser,
    locked: true as const,
  };
}

export function visibleListings<T extends GatedFields & { tierLevel: number }>(
  viewer: ListingViewer,
  rows: readonly T[],
): VisibleListing<T>[] {
  return rows.map((row) => visibleListing(viewer, row));
}

/**
 * A stay as a list's card shows it: the `teaser` stands in for the description, whose HTML (up to
 * 20,000 characters) only the stay's own page shows.
 */
export type CardOf<T extends GatedFields> = Omit<T, keyof GatedFields> & { teaser: string } & (
    ({ locked: false } & Pick<T, "gallery" | "externalUrl">) | { locked: true; gallery: string[]; externalUrl: null }
  );

export function listingCards<T extends GatedFields & { tierLevel: number }>(
  viewer: ListingViewer,
  rows: readonly T[],
): CardOf<T>[] {
  return rows.map((row) => {
    const { description: _description, ...card } = visibleListing(viewer, row);
    return card;
  });
}
