import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { formatMoney } from "@shared/money";
import { trpc } from "@/lib/trpc";
import { quoteStay } from "@shared/stay-quote";
import { useStayDates } from "@/features/search/stay-dates-params";
import { addDays, MAX_NIGHTS_AHEAD } from "@shared/stay-dates";
import { CalendarLegend, MonthCalendar, monthStart, nextRange, rangeText } from "./month-calendar";
import { bookingHref } from "./stay-pick";
import { useStayPick, useToday } from "./use-stay-pick";

const nightsText = (n: number) => (n === 1 ? "1 night" : `${n} nights`);

/**
 * A stay's page: its nights, two months at a time. Picking an arrival and a departure here fills the booking card's
 * dates and quote, and dates typed in the card show here: both are one choice, kept in the page's URL.
 */
export function StayCalendar({
  slug,
  externalUrl,
  minNights,
  maxGuests,
  nightlyPrice,
  weekendPrice,
  cleaningFee,
  currency,
}: {
  slug: string;
  externalUrl: string | null;
  minNights: number;
  maxGuests: number;
  nightlyPrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number | null;
  currency: string;
}) {
  const [first, setFirst] = useState("");
  const today = useToday();
  const last = today ? addDays(today, MAX_NIGHTS_AHEAD) : "";
  const lastFirst = last ? monthStart(last, -1) : "";
  // The months in view follow the arrival wherever it is chosen (the card, a link); pages stay within the year ahead.
  const [dates] = useStayDates();
  const arrival = dates.checkin && dates.checkin >= today ? dates.checkin : "";
  useEffect(() => {
    if (!today) return;
    const wanted = monthStart(arrival || today);
    setFirst((shown) => {
      if (shown && arrival && arrival >= shown && arrival < monthStart(shown, 2)) return shown;
      return wanted > lastFirst ? lastFirst : wanted;
    });
  }, [today, arrival, lastFirst]);
  const months = first ? [first, monthStart(first, 1)] : [];
  const end = first ? monthStart(first, 2) : "";
  const shown = trpc.availability.listing.useQuery(
    { slug, from: first < today ? today : first, to: end > last ? last : end },
    { enabled: Boolean(first), placeholderData: (previous) => previous },
  );
  const nightly = shown.data?.nightly;
  const shownStates = useMemo(() => new Map(nightly?.map((n) => [n.date, n.state])), [nightly]);
  const pick = useStayPick({ slug, minNights, maxGuests }, { known: shownStates });
  const { range } = pick;
  const quote =
    range.from && range.to && nightlyPrice !== null
      ? quoteStay({ nightlyPrice, weekendPrice, cleaningFee, currency }, range.from, range.to)
      : null;

  return (
    <section aria-labelledby="availability-title">
      <h2 id="availability-title" className="text-3xl text-forest-950">
        Availability
      </h2>
      <p className="mt-2 text-sm text-muted">
        Minimum stay {nightsText(minNights)} · sleeps up to {maxGuests === 1 ? "1 guest" : `${maxGuests} guests`}. Pick
        your arrival, then your departure (arrow keys move between dates, Enter picks).
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
          <>
            <div className="mb-3 flex items-center justify-between gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label="Previous months"
                disabled={first <= monthStart(today)}
                onClick={() => setFirst(monthStart(first, -1))}
              >
                ‹
              </Button>
              <p className="text-center text-sm font-medium text-ink" aria-live="polite">
                {rangeText(range)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                aria-label="Next months"
                disabled={first >= lastFirst}
                onClick={() => setFirst(monthStart(first, 1))}
              >
                ›
              </Button>
            </div>
            <MonthCalendar
              label="Choose your arrival and departure"
              months={months}
              states={shownStates}
              range={range}
              min={today}
              max={last}
              onPick={(date) => pick.setRange(nextRange(range, date))}
              onShowMonths={(month) =>
                setFirst(month < monthStart(today) ? monthStart(today) : month > lastFirst ? lastFirst : month)
              }
            />
          </>
        )}
        <div className="mt-4">
          <CalendarLegend />
        </div>
        <div aria-live="polite" data-testid="stay-check">
          {pick.problems.length ? (
            <ul className="mt-4 list-disc rounded-xl bg-red-50 py-3 pl-9 pr-4 text-sm text-red-800">
              {pick.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : range.to ? (
            <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-sand-50 p-4 text-sm">
              <span className="text-ink">
                {quote ? (
                  <>
                    <span className="font-semibold" data-testid="calendar-total">
                      {formatMoney(quote.total, quote.currency)}
                    </span>{" "}
                    for {nightsText(quote.nights)},{" "}
                  </>
                ) : null}
                {pick.guests === 1 ? "1 guest" : `${pick.guests} guests`}
              </span>
              {pick.available ? (
                <span className="font-semibold text-forest-800">Available</span>
              ) : pick.checking ? (
                <span className="text-muted">Checking these nights…</span>
              ) : null}
              {pick.available && externalUrl ? (
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
          ) : null}
        </div>
      </div>
    </section>
  );
}
