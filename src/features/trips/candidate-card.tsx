import type { ReactNode } from "react";
import { Link } from "wouter";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { LockIcon, MapPinIcon, StarIcon } from "@/components/ui/icons";
import { ListingImageFallback } from "@/features/listings/listing-image-fallback";
import { formatRating } from "@shared/listing-text";
import { cn } from "@/lib/cn";
import { tierBadgeSrc } from "@shared/tier-labels";
import { availabilityText, type Availability } from "./trip-text";

/** What every trip view knows of a candidate stay (the board adds voting and removing). */
export type CandidateView = {
  listing: {
    name: string;
    slug: string;
    location: string;
    mainImage: string | null;
    categoryId: number | null;
    rating: number | null;
    tierLevel: number;
    locked: boolean;
  };
  tierGate: string;
  availability: Availability;
  chosen: boolean;
};

const availabilityTone: Record<string, string> = {
  available: "bg-forest-50 text-forest-800",
  unavailable: "bg-red-50 text-red-800",
};

/**
 * A candidate stay on a trip: photo, place, its tier gate, whether it is free for the dates; `children` are the
 * actions.
 */
export function CandidateCard({ candidate, children }: { candidate: CandidateView; children?: ReactNode }) {
  const { listing, tierGate, availability, chosen } = candidate;
  const badge = tierBadgeSrc(listing.tierLevel);
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-3xl border bg-white shadow-card",
        chosen ? "border-forest-600 ring-2 ring-forest-600/30" : "border-forest-900/10",
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-sand-100">
        <ImageWithFallback
          src={listing.mainImage ?? ""}
          alt=""
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
          className="absolute inset-0 size-full object-cover"
          fallback={<ListingImageFallback name={listing.name} categoryId={listing.categoryId} />}
        />
        {chosen ? (
          <span className="absolute left-3 top-3 rounded-full bg-forest-800 px-3 py-1 text-xs font-semibold text-white shadow-sm">
            Chosen
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-serif text-xl leading-snug text-forest-950">
          <Link href={`/listings/${listing.slug}`} className="hover:underline focus-visible:underline">
            {listing.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <MapPinIcon className="size-4 shrink-0 text-sand-700" />
          <span className="min-w-0 truncate">{listing.location}</span>
          {listing.rating !== null ? (
            <span className="ml-auto flex shrink-0 items-center gap-1 font-semibold text-ink">
              <StarIcon className="size-4 text-sand-500" />
              {formatRating(listing.rating)}
              <span className="sr-only"> out of 5</span>
            </span>
          ) : null}
        </p>
        <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium" aria-label="About this stay for the trip">
          <li className="flex items-center gap-1.5 rounded-full bg-sand-100 py-0.5 pl-1 pr-2.5 text-sand-800">
            {badge ? <img src={badge} alt="" width={16} height={16} className="size-4" /> : <span className="w-1" />}
            {tierGate}
            {listing.locked ? <LockIcon className="size-3.5" aria-label="above your membership" /> : null}
          </li>
          <li
            className={cn(
              "rounded-full px-2.5 py-0.5",
              (availability && availabilityTone[availability]) || "bg-forest-900/5 text-muted",
            )}
          >
            {availabilityText(availability)}
          </li>
        </ul>
        {children ? <div className="mt-auto pt-4">{children}</div> : null}
      </div>
    </article>
  );
}
