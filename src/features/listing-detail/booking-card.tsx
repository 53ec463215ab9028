import { useEffect, useId, useState } from "react";
import { ListingRating } from "@/features/listings/listing-rating";
import { ButtonLink } from "@/components/ui/button";
import type { ListingDetail } from "@/features/listings/types";
import { localIsoDate } from "@/lib/date-text";
import { formatMoney } from "@/lib/money";
import { tierName } from "@shared/tier-labels";
import { countListingEvent } from "./listing-events";
import { MAX_QUOTE_NIGHTS, quoteStay } from "./stay-quote";

const dateClass =
  "mt-1 h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

/** The stay's booking link with the chosen dates passed along, for the host's own booking page. */
export function bookingHref(url: string, checkIn: string, checkOut: string): string {
  if (!checkIn || !checkOut) return url;
  try {
    const link = new URL(url);
    link.searchParams.set("checkin", checkIn);
    link.searchParams.set("checkout", checkOut);
    return link.toString();
  } catch {
    return url;
  }
}

/** Rating, price from, a quote for chosen dates, and the host's booking link (prices are shown, never charged here). */
export function BookingCard({
  listing,
  locked,
  signedIn,
}: {
  listing: ListingDetail;
  locked: boolean;
  signedIn: boolean;
}) {
  const id = useId();
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  // Today's date comes from the reader's clock, after the server's render.
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(localIsoDate(new Date())), []);
  const quote = checkIn && checkOut ? quoteStay(listing, checkIn, checkOut) : null;
  const datesWrong = Boolean(checkIn && checkOut && !quote && listing.nightlyPrice !== null);

  return (
    <div className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-card">
      {listing.nightlyPrice !== null ? (
        <p className="text-sm text-muted" data-testid="booking-price">
          from{" "}
          <span className="text-2xl font-semibold text-ink">{formatMoney(listing.nightlyPrice, listing.currency)}</span>{" "}
          / night
          {listing.weekendPrice !== null ? (
            <span className="block text-xs">
              {formatMoney(listing.weekendPrice, listing.currency)} on Friday and Saturday nights
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-2 text-lg">
        <ListingRating rating={listing.rating} reviewCount={listing.reviewCount} starClassName="size-5" />
      </p>
      <p className="mt-1 text-sm text-muted">
        {listing.tierLevel > 0 ? `For ${tierName(listing.tierLevel)} members and above` : "Open to everyone"}
      </p>
      {locked ? (
        <div className="mt-5 space-y-3">
          <ButtonLink href="/membership" className="w-full">
            {signedIn ? "Upgrade membership" : "View membership plans"}
          </ButtonLink>
          {signedIn ? null : (
            <ButtonLink
              href={`/signin?next=${encodeURIComponent(`/listings/${listing.slug}`)}`}
              variant="secondary"
              className="w-full"
            >
              Sign in
            </ButtonLink>
          )}
        </div>
      ) : listing.externalUrl ? (
        <>
          {listing.nightlyPrice !== null ? (
            <div className="mt-5 grid grid-cols-2 gap-2">
              <label htmlFor={`${id}-in`} className="text-xs font-semibold uppercase tracking-wide text-muted">
                Check-in
                <input
                  id={`${id}-in`}
                  type="date"
                  min={today}
                  value={checkIn}
                  onChange={(e) => setCheckIn(e.target.value)}
                  className={dateClass}
                />
              </label>
              <label htmlFor={`${id}-out`} className="text-xs font-semibold uppercase tracking-wide text-muted">
                Check-out
                <input
                  id={`${id}-out`}
                  type="date"
                  min={checkIn || today}
                  value={checkOut}
                  onChange={(e) => setCheckOut(e.target.value)}
                  className={dateClass}
                />
              </label>
            </div>
          ) : null}
          <div aria-live="polite">
            {quote ? (
              <dl className="mt-4 space-y-1.5 text-sm" aria-label="Price for your dates">
                {quote.lines.map((line) => (
                  <div key={line.label} className="flex justify-between gap-3 text-muted">
                    <dt>{line.label}</dt>
                    <dd className="tabular-nums">{formatMoney(line.amount, quote.currency)}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 border-t border-forest-900/10 pt-2 font-semibold text-ink">
                  <dt>Total for {quote.nights === 1 ? "1 night" : `${quote.nights} nights`}</dt>
                  <dd className="tabular-nums" data-testid="quote-total">
                    {formatMoney(quote.total, quote.currency)}
                  </dd>
                </div>
              </dl>
            ) : datesWrong ? (
              <p role="alert" className="mt-3 text-sm text-red-800">
                Choose a check-out after check-in, at most {MAX_QUOTE_NIGHTS} nights later.
              </p>
            ) : null}
          </div>
          <a
            href={bookingHref(listing.externalUrl, quote ? checkIn : "", quote ? checkOut : "")}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countListingEvent(listing.slug, "booking_click")}
            className="mt-5 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-forest-800 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-forest-700"
          >
            {quote ? "Book these dates" : "Book this stay"}
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="mt-3 text-center text-xs text-muted">
            You'll book and pay directly with the host on their site; prices shown here may change there.
          </p>
        </>
      ) : (
        <p className="mt-5 rounded-2xl bg-sand-50 p-4 text-sm text-muted">
          Booking details for this stay are coming soon.
        </p>
      )}
    </div>
  );
}
