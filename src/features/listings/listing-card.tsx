import { Link, useSearch } from "wouter";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { LockIcon, MapPinIcon } from "@/components/ui/icons";
import { ArrowRightIcon } from "@/components/ui/hero-icons";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { planNeededLabel, tierBadgeSrc } from "@shared/tier-labels";
import { ListingRating } from "./listing-rating";
import { FavoriteButton } from "./favorite-button";
import { ListingImageFallback } from "./listing-image-fallback";
import { formatMoney } from "@shared/money";
import { cardTags } from "@shared/listing-text";
import type { ListingSummary } from "./types";
import { canAccessListing, upgradeRequiredText } from "@shared/access";
import { readStayDates, stayPageHref } from "@/features/search/stay-dates-params";
import { forNightsText, stayRangeText } from "@/features/search/dates-guests/stay-text";

export type ListingCardProps = {
  listing: ListingSummary;
  /** Controlled favourite state; left out, the heart reads the member's saved stays itself. */
  isFavorite?: boolean | undefined;
  /** Called for signed-in users only; signed-out users get a sign-in toast instead. */
  onToggleFavorite?: (listing: ListingSummary) => void;
  /** Load the image eagerly and first (the first cards on a page). */
  priority?: boolean;
  /** How far the stay is from the place a "near" search named ("85 km from Seattle"), under its location. */
  distance?: string | null | undefined;
};

export function ListingCard({ listing, isFavorite, onToggleFavorite, priority = false, distance }: ListingCardProps) {
  const viewer = useCurrentUser();
  const locked = !canAccessListing(viewer.user, listing);
  const { shown, more } = cardTags(listing.aiTags);
  const badge = tierBadgeSrc(listing.tierLevel);
  const categoryName = listing.category?.name;
  // A search with dates quotes each stay for them; its link carries the dates that work and the party along.
  const stay = listing.stay;
  const href = stayPageHref(listing.slug, readStayDates(useSearch()), stay);

  return (
    <article
      className={cn(
        "render-near-view group relative flex h-full flex-col overflow-hidden rounded-2xl border border-forest-900/5 bg-white shadow-card transition-shadow duration-300 hover:shadow-card-hover",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-forest-600 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-cream",
        locked && "bg-sand-50",
      )}
    >
      <div className={cn("relative aspect-[4/3] overflow-hidden bg-sand-100", locked && "opacity-60 grayscale-[40%]")}>
        <ImageWithFallback
          src={listing.mainImage}
          alt={listing.name}
          priority={priority}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          fallback={<ListingImageFallback name={listing.name} categoryId={listing.categoryId} />}
        />
      </div>
      {badge ? (
        <span className="absolute left-3 top-3 flex items-center gap-1.5 rounded-full bg-white/95 py-1 pl-1 pr-2.5 text-xs font-medium text-forest-900 shadow-sm">
          <img src={badge} alt="" width={20} height={20} loading="lazy" className="size-5" />
          {planNeededLabel(listing.tierLevel)}
        </span>
      ) : null}
      <FavoriteButton
        listing={listing}
        isFavorite={isFavorite}
        onToggle={onToggleFavorite}
        className="absolute right-3 top-3 z-10"
      />

      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <MapPinIcon className="size-4 shrink-0 text-sand-700" />
          <span className="min-w-0 truncate">{listing.location}</span>
        </p>
        {distance ? (
          <p className="mt-0.5 text-sm font-medium text-forest-800" data-testid="distance">
            {distance}
          </p>
        ) : null}
        <h3 className="mt-1.5 font-serif text-xl leading-snug text-forest-950">
          <Link href={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {listing.name}
          </Link>
        </h3>
        {stay ? (
          <>
            <p className="mt-1 text-sm text-muted" data-testid="card-total">
              <span className="font-semibold text-ink">{formatMoney(stay.total, stay.currency)}</span>{" "}
              {forNightsText(stay.nights)}
            </p>
            {stay.shifted ? (
              <p className="mt-0.5 text-sm font-medium text-forest-800" data-testid="card-shifted">
                Free {stayRangeText(stay.checkin, stay.checkout)}
              </p>
            ) : null}
          </>
        ) : listing.nightlyPrice !== null ? (
          <p className="mt-1 text-sm text-muted" data-testid="card-price">
            from <span className="font-semibold text-ink">{formatMoney(listing.nightlyPrice, listing.currency)}</span> /
            night
          </p>
        ) : null}
        <p className="mt-2 text-sm leading-relaxed text-muted" data-testid="card-teaser">
          {listing.teaser}
        </p>

        {shown.length ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Highlights">
            {shown.map((tag) => (
              <li
                key={tag.name}
                className="rounded-full bg-forest-50 px-2.5 py-0.5 text-xs font-medium text-forest-800"
              >
                {tag.name}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-medium text-sand-800">+{more} more</li>
            ) : null}
          </ul>
        ) : null}

        {locked ? (
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-sand-100 px-3 py-2 text-xs font-medium text-sand-800">
            <LockIcon className="mt-px size-4 shrink-0" />
            <span>
              {upgradeRequiredText(listing.tierLevel)} ({planNeededLabel(listing.tierLevel)})
            </span>
          </p>
        ) : null}

        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between gap-3 border-t border-forest-900/10 pt-4">
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <ListingRating rating={listing.rating} reviewCount={listing.reviewCount} />
              {categoryName ? (
                <span className="min-w-0 truncate text-muted" title={categoryName} data-testid="card-category">
                  {categoryName}
                </span>
              ) : null}
            </div>
            <span
              className="flex shrink-0 items-center gap-1 text-sm font-medium text-forest-700 group-hover:text-forest-900"
              aria-hidden="true"
            >
              View details
              <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </div>
        </div>
      </div>
    </article>
  );
}
