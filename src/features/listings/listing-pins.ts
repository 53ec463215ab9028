import { isValidLngLat } from "@shared/map-bounds";
import type { MapPin } from "@/features/map/map-pins";
import { formatMoney } from "@/lib/money";
import { responsiveImage } from "@/lib/responsive-image";
import { formatRating } from "@shared/listing-text";

type PinnableListing = {
  id: number;
  slug: string;
  name: string;
  location: string;
  rating: number;
  mainImage: string | null;
  latitude: number | null;
  longitude: number | null;
  nightlyPrice: number | null;
  currency: string;
};

/** Map pins for listings with coordinates; each pin's name reads like the card: name, place, rating, price. */
export function listingPins(listings: readonly PinnableListing[]): MapPin[] {
  return listings.flatMap((listing) => {
    const point = { lng: listing.longitude, lat: listing.latitude };
    if (!isValidLngLat(point)) return [];
    const rating = formatRating(listing.rating);
    const price = listing.nightlyPrice !== null ? formatMoney(listing.nightlyPrice, listing.currency) : undefined;
    return [
      {
        id: listing.id,
        href: `/listings/${listing.slug}`,
        lng: point.lng,
        lat: point.lat,
        label: `${listing.name}, ${listing.location}, rated ${rating}${price ? `, from ${price} a night` : ""}`,
        title: listing.name,
        subtitle: listing.location,
        rating,
        price,
        image: listing.mainImage ? responsiveImage(listing.mainImage, 400) : undefined,
      },
    ];
  });
}
