import { useEffect, useState } from "react";
import { LoadError } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { bookingHref } from "@/features/listing-detail/booking-card";
import { errorMessage } from "@/lib/errors";
import { trpc } from "@/lib/trpc";
import { CalendarLegend, MonthCalendar, monthStart, nextRange, rangeText, type DateRange } from "./month-calendar";
import { addDays, localToday, MAX_GUESTS, MAX_NIGHTS_AHEAD, type NightState } from "@shared/stay-dates";

const selectClass =
  "ml-2 h-9 rounded-lg border border-forest-900/15 bg-white px-2 text-sm text-ink focus:border-forest-600 focus:outline-none";

/** A stay's page: the next two months' nights, and a check of chosen dates that links to the host's booking page with them. */
export function StayCalendar({
  slug,
  externalUrl,
  minNights,
  maxGuests,
}: {
  slug: string;
  externalUrl: string | null;
  minNights: number;
  maxGuests: number;
}) {
  const [today, setToday] = useState("");
  useEffect(() => setToday(localToday()), []);
  const [range, setRange] = useState<DateRange>({ from: "", to: "" });
  const [guests, setGuests] = useState(2);
  const months = today ? [monthStart(today), monthStart(today, 1)] : [];
  const shown = trpc.availability.listing.useQuery(
    { slug, from: today, to: months[1] ? monthStart(months[1], 1) : today },
    { enabled: Boolean(today) },
  );
  const check = trpc.availability.listing.useQuery(
    { slug, from: range.from, to: range.to, guests },
    { enabled: Boolean(range.from && range.to) },
  );
  const states = new Map<string, NightState>(shown.data?.nightly.map((n) => [n.date, n.state]));

  return (
    <section aria-labelledby="availability-title">
      <h2 id="availability-title" className="text-3xl text-forest-950">
        Availability
      </h2>
      <p className="mt-2 text-sm text-muted">
        Minimum stay {minNights === 1 ? "1 night" : `${minNights} nights`} · sleeps up to{" "}
        {maxGuests === 1 ? "1 guest" : `${maxGuests} guests`}. Pick your arrival and departure to check.
      </p>
      <div className="mt-6 rounded-2xl border border-forest-900/10 bg-white p-4 sm:p-6">
        {shown.isError ? (
          <LoadError
            title={errorMessage(shown.error, "The calendar could not be loaded.")}
            onRetry={() => void shown.refetch()}
            size="sm"
          />
        ) : !shown.data ? (
          // Until the browser knows today nothing is fetched: the server's markup, which waits below a stay's first
          // screen until the calendar comes into view, where nothing may animate.
          <Skeleton className="h-72 w-full" still={!today} />
        ) : (
          <MonthCalendar
            label="Nights of the next two months"
            months={months}
            states={states}
            range={range}
            min={today}
            max={addDays(today, MAX_NIGHTS_AHEAD)}
            onPick={(date) => setRange(nextRange(range, date))}
          />
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <CalendarLegend />
          <label className="text-sm text-ink">
            Guests
            <select className={selectClass} value={guests} onChange={(e) => setGuests(Number(e.target.value))}>
              {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-4 rounded-xl bg-sand-50 p-4 text-sm" aria-live="polite" data-testid="stay-check">
          <p className="font-medium text-ink">{rangeText(range)}</p>
          {check.data ? (
            check.data.bookable ? (
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <span className="font-semibold text-forest-800">
                  Available for {check.data.nights === 1 ? "1 night" : `${check.data.nights} nights`}
                </span>
                {externalUrl ? (
                  <a
                    href={bookingHref(externalUrl, range.from, range.to)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-10 items-center rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
                  >
                    Book these dates<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </div>
            ) : (
              <ul className="mt-2 list-disc pl-5 text-red-800">
                {check.data.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )
          ) : check.isError ? (
            <p className="mt-2 text-red-800">{errorMessage(check.error, "These dates could not be checked.")}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
