import { useId } from "react";
import { ListingRating } from "@/features/listings/listing-rating";
import { ButtonLink } from "@/components/ui/button";
import type { ListingDetail } from "@/features/listings/types";
import { formatMoney } from "@shared/money";
import { tierName } from "@shared/tier-labels";
import { quoteStay } from "@shared/stay-quote";
import { bookingHref, guestOptions, withCheckIn } from "@/features/availability/stay-pick";
import { useStayPick } from "@/features/availability/use-stay-pick";
import { countListingEvent } from "./listing-events";

const labelClass = "text-xs font-semibold uppercase tracking-wide text-muted";
const fieldClass =
  "mt-1 block h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

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
  // One choice with the availability calendar: the dates and party in the page's URL.
  const pick = useStayPick(listing, { check: !locked && Boolean(listing.externalUrl) });
  const { range, problems } = pick;
  const quote = range.from && range.to && !problems.length ? quoteStay(listing, range.from, range.to) : null;
  const bookable = Boolean(range.from && range.to && !problems.length);

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
          <div className="mt-5 grid grid-cols-2 gap-2">
            <label htmlFor={`${id}-in`} className={labelClass}>
              Check-in
              <input
                id={`${id}-in`}
                type="date"
                min={pick.today || undefined}
                value={range.from}
                onChange={(e) => pick.setRange(withCheckIn(range, e.target.value))}
                className={fieldClass}
              />
            </label>
            <label htmlFor={`${id}-out`} className={labelClass}>
              Check-out
              <input
                id={`${id}-out`}
                type="date"
                min={range.from || pick.today || undefined}
                value={range.to}
                onChange={(e) => pick.setRange({ from: range.from, to: e.target.value })}
                className={fieldClass}
              />
            </label>
            <label htmlFor={`${id}-guests`} className={`${labelClass} col-span-2`}>
              Guests
              <select
                id={`${id}-guests`}
                value={Math.min(pick.guests, listing.maxGuests)}
                onChange={(e) => pick.setGuests(Number(e.target.value))}
                className={fieldClass}
              >
                {guestOptions(listing.maxGuests).map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? "1 guest" : `${n} guests`}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div aria-live="polite">
            {problems.length ? (
              <div role="alert" className="mt-3 space-y-1 text-sm text-red-800">
                {problems.map((problem) => (
                  <p key={problem}>{problem}</p>
                ))}
              </div>
            ) : quote ? (
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
            ) : null}
          </div>
          <a
            href={bookingHref(listing.externalUrl, bookable ? range.from : "", bookable ? range.to : "")}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => countListingEvent(listing.slug, "booking_click")}
            className="mt-5 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-forest-800 px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-forest-700"
          >
            {bookable ? "Book these dates" : "Book this stay"}
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
