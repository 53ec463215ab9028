import { useEffect, useMemo } from "react";
import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { CompassIcon, MapPinIcon } from "@/components/ui/icons";
import { LoadError } from "@/components/ui/state-message";
import { useApiMutation, useApiQuery } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { FavoriteButton } from "@/features/listings/favorite-button";
import { AddToTripMenu } from "@/features/trips/add-to-trip-menu";
import { absoluteImageUrl } from "@/lib/responsive-image";
import { listingPins } from "@/features/listings/listing-pins";
import { cardTags } from "@shared/listing-text";
import type { ListingDetail } from "@/features/listings/types";
import { LazyStaysMap } from "@/features/map/lazy-stays-map";
import { useStayDates, withStayDates } from "@/features/search/stay-dates-params";
import { countListingEvent } from "./listing-events";
import { lodgingJsonLd, metaDescription } from "@/lib/seo/page-description";
import { useResponseStatus, useSiteOrigin } from "@/lib/seo/server-head";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { errorStatus, PAGE_RECORD_QUERY } from "@/lib/query-client";
import { tierBadgeSrc, tierName } from "@shared/tier-labels";
import { AmenityList } from "./amenity-list";
import { BookingCard } from "./booking-card";
import { ListingDetailSkeleton } from "./listing-detail-skeleton";
import { ListingGallery } from "./listing-gallery";
import { ListingRating } from "@/features/listings/listing-rating";
import { TierGate } from "./tier-gate";
import { type PageData } from "@/lib/route-data";
import { listingDetailData } from "./listing-detail-data";
import { deferredSection } from "@/components/deferred-section";

// Below a phone's first screen: their code loads, and their server markup comes alive, as they come into view, so a
// first visit hydrates the stay's header, photos and booking card without them (the stay page's blocking time).
const StayCalendar = deferredSection(() => import("@/features/availability/stay-calendar"), "StayCalendar");
const ListingReviews = deferredSection(() => import("./listing-reviews"), "ListingReviews");
const ListingTips = deferredSection(() => import("./listing-tips"), "ListingTips");
const MemberGallery = deferredSection(() => import("./member-gallery"), "MemberGallery");
const SimilarListings = deferredSection(() => import("./similar-listings"), "SimilarListings");

/** Spec §9: a listing refreshes after 30 seconds. */
const LISTING_STALE_MS = 30_000;

const descriptionClass =
  "max-w-prose text-[1.0625rem] leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-sand-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

function formatCoordinates(lat: number, lng: number): string {
  const ns = lat >= 0 ? "N" : "S";
  const ew = lng >= 0 ? "E" : "W";
  return `${Math.abs(lat).toFixed(2)}° ${ns}, ${Math.abs(lng).toFixed(2)}° ${ew}`;
}

/** The description the reader may see: the whole text at the stay's tier, its teaser below it. */
function readableText(listing: ListingDetail): string {
  return listing.locked ? listing.teaser : listing.description;
}

function useListingSeo(listing: ListingDetail | undefined, notFound: boolean, reviewCount: number | undefined) {
  const origin = useSiteOrigin();
  const jsonLd = useMemo(() => {
    if (!listing) return null;
    const images = [listing.mainImage, ...listing.gallery].filter(Boolean).map((url) => absoluteImageUrl(url, origin));
    return lodgingJsonLd(
      { ...listing, description: readableText(listing) },
      { url: `${origin}/listings/${listing.slug}`, images, reviewCount },
    );
  }, [listing, origin, reviewCount]);
  useSeo({
    title: listing ? listing.name : notFound ? "Listing not found" : "Listing",
    description: listing ? metaDescription(`${listing.location}. ${readableText(listing)}`) : undefined,
    image: listing?.mainImage ? absoluteImageUrl(listing.mainImage, origin) : undefined,
    jsonLd,
  });
}

export function ListingDetailPage({ params }: { params: { slug: string } }) {
  const slug = params.slug;
  const listing = useApiQuery(["listings", "bySlug"], { slug }, { ...PAGE_RECORD_QUERY, staleTime: LISTING_STALE_MS });
  const viewer = useCurrentUser();
  const notFound = listing.isError && errorStatus(listing.error) === 404;
  useListingSeo(listing.data, notFound, listing.data?.reviewCount);

  // The server decides: below the stay's tier it sends the teaser, never the full details.
  const locked = listing.data?.locked ?? false;
  const recordView = useApiMutation(["recommendations", "recordView"], { retry: false });
  const listingId = listing.data?.id;
  const canRecord = viewer.isSignedIn && !viewer.isLoading && !locked;
  useEffect(() => {
    // Feeds the member's recommendations, once per listing; a failure should never bother the reader.
    if (listingId !== undefined && canRecord) recordView.mutate({ listingId }, { onError: () => undefined });
  }, [listingId, canRecord]); // recordView is left out on purpose: its identity changes as it runs.
  const viewedSlug = listing.data?.slug;
  useEffect(() => {
    if (viewedSlug) countListingEvent(viewedSlug, "view");
  }, [viewedSlug]);

  if (listing.isPending) return <ListingDetailSkeleton />;
  if (notFound) return <ListingNotFound />;
  if (listing.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <LoadError title="Failed to load this listing." onRetry={() => void listing.refetch()} />
      </div>
    );
  }
  // A gated stay waits for the member's tier, so members never see the gate flash by.
  if (viewer.isLoading && !viewer.user && listing.data.tierLevel > 0) return <ListingDetailSkeleton />;

  return <ListingDetailView listing={listing.data} />;
}

function ListingNotFound() {
  useResponseStatus(404);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <CompassIcon className="size-14 text-sand-400" />
      <h1 className="mt-5 text-4xl text-forest-950 sm:text-5xl">Listing not found</h1>
      <p className="mt-4 text-lg text-muted">
        This stay may have been renamed or is no longer listed. There are plenty more waiting.
      </p>
      <ButtonLink href="/listings" className="mt-8">
        Browse all stays
      </ButtonLink>
    </section>
  );
}

function ListingDetailView({ listing }: { listing: ListingDetail }) {
  const viewer = useCurrentUser();
  const locked = listing.locked;
  const badge = tierBadgeSrc(listing.tierLevel);
  const tags = cardTags(listing.aiTags, Number.POSITIVE_INFINITY).shown;
  const images = [...new Set([listing.mainImage, ...listing.gallery].filter(Boolean))];
  const pins = useMemo(() => listingPins([listing]).map(({ href: _href, ...pin }) => pin), [listing]);
  const pin = pins[0];
  // The traveller's dates and party go back with them to the stays they came from.
  const [dates] = useStayDates();
  const toStays = (href: string) => withStayDates(href, dates);

  return (
    <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href={toStays("/listings")} className="hover:text-ink hover:underline">
              Listings
            </Link>
          </li>
          {listing.category ? (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                href={toStays(`/listings/category/${listing.category.slug}`)}
                className="hover:text-ink hover:underline"
              >
                {listing.category.name}
              </Link>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page" className="truncate">
              {listing.name}
            </span>
          </li>
        </ol>
      </nav>

      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {badge ? (
            <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-white py-1 pl-1 pr-3 text-xs font-medium text-forest-900 shadow-sm ring-1 ring-forest-900/10">
              <img src={badge} alt="" width={20} height={20} className="size-5" />
              {tierName(listing.tierLevel)} stay
            </p>
          ) : null}
          <h1 className="text-4xl leading-tight text-forest-950 sm:text-5xl">{listing.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <a href="#reviews-title" className="rounded hover:underline">
              <ListingRating rating={listing.rating} reviewCount={listing.reviewCount} />
            </a>
            <span className="flex items-center gap-1.5 text-muted">
              <MapPinIcon className="size-4 shrink-0 text-sand-700" />
              {listing.location}
            </span>
            {listing.category ? (
              <Link
                href={`/listings/category/${listing.category.slug}`}
                className="rounded-full bg-forest-50 px-3 py-1 font-medium text-forest-800 hover:bg-forest-100"
              >
                {listing.category.name}
              </Link>
            ) : null}
            {listing.region ? (
              <Link
                href={`/listings?region=${encodeURIComponent(listing.region.slug)}`}
                className="rounded-full bg-sand-100 px-3 py-1 font-medium text-sand-800 hover:bg-sand-200"
              >
                {listing.region.name}
              </Link>
            ) : null}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <AddToTripMenu listing={listing} placement="below" className="w-44" />
          <ButtonLink
            href={`/concierge?about=${encodeURIComponent(listing.slug)}`}
            variant="secondary"
            className="whitespace-nowrap"
          >
            Ask Chrissy
          </ButtonLink>
          <FavoriteButton listing={listing} className="size-11 ring-1 ring-forest-900/10" />
        </div>
      </header>

      <div className="mt-6">
        <ListingGallery name={listing.name} categoryId={listing.categoryId} images={images} />
      </div>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* A gated stay's gate carries the same actions, so phones show it alone. */}
        <aside
          aria-label="Booking"
          className={cn("lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start", locked && "max-lg:hidden")}
        >
          <BookingCard listing={listing} locked={locked} signedIn={viewer.isSignedIn} />
        </aside>
        <div className="min-w-0 space-y-14 lg:col-start-1 lg:row-start-1">
          {listing.locked ? (
            <>
              <section aria-labelledby="summary-title">
                <h2 id="summary-title" className="text-3xl text-forest-950">
                  About this stay
                </h2>
                <p className="mt-4 max-w-prose text-[1.0625rem] leading-relaxed text-ink/90">{listing.teaser}</p>
              </section>
              <TierGate
                listingName={listing.name}
                slug={listing.slug}
                tierLevel={listing.tierLevel}
                signedIn={viewer.isSignedIn}
                memberTier={viewer.tier}
              />
            </>
          ) : (
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="text-3xl text-forest-950">
                About this stay
              </h2>
              {/* Sanitised by the server when it was written (server/lib/text sanitizeRichText). */}
              <div className={`mt-4 ${descriptionClass}`} dangerouslySetInnerHTML={{ __html: listing.description }} />
            </section>
          )}

          {tags.length ? (
            <section aria-labelledby="highlights-title">
              <h2 id="highlights-title" className="text-3xl text-forest-950">
                Highlights
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li
                    key={tag.name}
                    className="rounded-full bg-forest-50 px-3.5 py-1.5 text-sm font-medium text-forest-800"
                  >
                    {tag.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {locked ? null : (
            <section aria-labelledby="amenities-title">
              <h2 id="amenities-title" className="text-3xl text-forest-950">
                Amenities
              </h2>
              <div className="mt-6">
                <AmenityList amenities={listing.amenities} />
              </div>
            </section>
          )}

          {locked ? null : (
            <StayCalendar
              slug={listing.slug}
              externalUrl={listing.externalUrl}
              minNights={listing.minNights}
              maxGuests={listing.maxGuests}
              nightlyPrice={listing.nightlyPrice}
              weekendPrice={listing.weekendPrice}
              cleaningFee={listing.cleaningFee}
              currency={listing.currency}
            />
          )}

          {pin ? (
            <section aria-labelledby="location-title">
              <h2 id="location-title" className="text-3xl text-forest-950">
                Location
              </h2>
              <p className="mt-2 text-muted">
                {listing.location}
                {listing.region ? ` · ${listing.region.name}` : ""}
              </p>
              <LazyStaysMap
                pins={pins}
                label={`Map showing ${listing.name}, ${listing.location}`}
                description={`${listing.name} is in ${listing.location}, at ${formatCoordinates(pin.lat, pin.lng)}.`}
                singleZoom={4}
                className="mt-5 aspect-[4/3] w-full sm:aspect-[16/9]"
              />
              <p className="mt-2 text-xs text-muted">{formatCoordinates(pin.lat, pin.lng)}</p>
            </section>
          ) : null}

          {locked ? null : <ListingReviews listingId={listing.id} slug={listing.slug} />}
          {locked ? null : <ListingTips listingId={listing.id} slug={listing.slug} />}
          {locked ? null : <MemberGallery listingId={listing.id} listingName={listing.name} slug={listing.slug} />}
        </div>
      </div>

      {listing.category ? (
        <div className="mt-16">
          <SimilarListings
            listingId={listing.id}
            categorySlug={listing.category.slug}
            categoryName={listing.category.name}
          />
        </div>
      ) : null}
    </article>
  );
}

export const listingDetailPageData: PageData = listingDetailData;
