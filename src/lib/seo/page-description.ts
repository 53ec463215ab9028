import { stripMarkup } from "@shared/markup";

// A page's description and structured data, written from its record (a listing, an article): apart
// from seo.ts, whose names and defaults every page's first screen needs.

const META_DESCRIPTION_LENGTH = 160;

/** Meta description text: markup removed, cut at a word near 160 characters with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const plain = stripMarkup(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}...`;
}

type LodgingListing = {
  name: string;
  description: string;
  location: string;
  rating: number;
  latitude: number | null;
  longitude: number | null;
  region?: { name: string } | null;
};

/**
 * schema.org LodgingBusiness for a listing page. Images must be absolute; the rating count is
 * only given when it is known (members' reviews), never invented.
 */
export function lodgingJsonLd(
  listing: LodgingListing,
  options: { url: string; images: string[]; reviewCount?: number | undefined },
) {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    name: listing.name,
    description: metaDescription(listing.description, 500),
    url: options.url,
    image: options.images,
    address: {
      "@type": "PostalAddress",
      addressLocality: listing.location,
      ...(listing.region?.name ? { addressRegion: listing.region.name } : {}),
    },
    // A rating only with the reviews it is the average of.
    ...(options.reviewCount
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(listing.rating.toFixed(1)),
            bestRating: 5,
            worstRating: 1,
            ratingCount: options.reviewCount,
          },
        }
      : {}),
  };
  if (listing.latitude !== null && listing.longitude !== null) {
    data.geo = { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
  }
  return data;
}
