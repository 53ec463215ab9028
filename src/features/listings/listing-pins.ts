import { isValidLngLat } from "@shared/map-bounds";
import type { MapPin } from "@/features/map/map-pins";
import { formatMoney } from "@shared/money";
import { responsiveImage } from "@/lib/responsive-image";
import { formatRating } from "@shared/listing-text";
import { forNightsText, stayRangeText, type SearchStay } from "@/features/search/dates-guests/stay-text";
import { stayPageHref, type StayDates } from "@/features/search/stay-dates-params";

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
  /** With dates: the dates that work and the stay's total for them. */
  stay?: SearchStay | undefined;
};

/**
 * Map pins for listings with coordinates; each pin's name reads like the card: name, place, rating, price (the
 * total for the stay with dates). Each links to its stay with the search's dates and guests (`dates`).
 */
export function listingPins(listings: readonly PinnableListing[], dates: StayDates = {}): MapPin[] {
  return listings.flatMap((listing) => {
    const point = { lng: listing.longitude, lat: listing.latitude };
    if (!isValidLngLat(point)) return [];
    const rating = formatRating(listing.rating);
    const price = listing.nightlyPrice !== null ? formatMoney(listing.nightlyPrice, listing.currency) : undefined;
    const stay = listing.stay;
    const total = stay ? `${formatMoney(stay.total, stay.currency)} ${forNightsText(stay.nights)}` : undefined;
    const cost = total ?? (price ? `from ${price} a night` : undefined);
    return [
      {
        id: listing.id,
        href: stayPageHref(listing.slug, dates, stay),
        lng: point.lng,
        lat: point.lat,
        label: `${listing.name}, ${listing.location}, rated ${rating}${cost ? `, ${cost}` : ""}`,
        title: listing.name,
        subtitle: listing.location,
        rating,
        price,
        total,
        freeDates: stay?.shifted ? `Free ${stayRangeText(stay.checkin, stay.checkout)}` : undefined,
        image: listing.mainImage ? responsiveImage(listing.mainImage, 400) : undefined,
      },
    ];
  });
}
