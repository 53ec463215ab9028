import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ListingCard } from "@/features/listings/listing-card";
import { ListingGridSkeleton } from "@/features/listings/listing-grid";
import { useCatalog } from "@/features/listings/use-catalog";
import { errorMessage } from "@/lib/errors";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { CalendarLegend, MonthCalendar, monthStart, nextRange, rangeText, type DateRange } from "./month-calendar";
import { NightStrip } from "./night-strip";
import { addDays, isIsoDate, localToday, MAX_GUESTS, MAX_NIGHTS_AHEAD } from "@shared/stay-dates";
import type { PageData } from "@/lib/route-data";
import { catalogData } from "@/features/listings/use-catalog";

const selectClass =
  "mt-1.5 h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

type Filters = DateRange & { guests: number; category: string; region: string };

function readFilters(search: string): Filters {
  const q = new URLSearchParams(search);
  const date = (key: string) => (isIsoDate(q.get(key) ?? "") ? q.get(key)! : "");
  const guests = Number(q.get("guests"));
  return {
    from: date("from"),
    to: date("to"),
    guests: guests >= 1 && guests <= MAX_GUESTS ? Math.floor(guests) : 2,
    category: q.get("category") ?? "",
    region: q.get("region") ?? "",
  };
}

/** The search the page's filters ask for (the page and its data declaration alike). */
function searchInput(filters: Filters) {
  const { from, to, guests, category, region } = filters;
  return { from, to, guests, ...(category ? { category } : {}), ...(region ? { region } : {}), limit: 48 };
}

/** /availability: choose dates, guests and optionally a category and region; see the stays free every night. */
export function AvailabilityPage() {
  useSeo({
    title: "Check Availability",
    description: "Find the Wildluxe stays that are free for every night of your dates.",
  });
  const [, navigate] = useLocation();
  const search = useSearch();
  const [filters, setFilters] = useState(() => readFilters(search));
  const [today, setToday] = useState("");
  const [month, setMonth] = useState("");
  useEffect(() => {
    const now = localToday();
    setToday(now);
    setMonth(monthStart(filters.from || now));
  }, [filters.from]);

  const update = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const q = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== "") q.set(key, String(value));
    navigate(`/availability?${q}`, { replace: true });
  };
  const { categories, regions } = useCatalog();
  const ready = Boolean(filters.from && filters.to);
  const results = trpc.availability.search.useQuery(searchInput(filters), { enabled: ready });
  const last = today ? addDays(today, MAX_NIGHTS_AHEAD) : "";

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Plan a stay</p>
      <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Check Availability</h1>
      <p className="mt-3 max-w-2xl text-muted">
        Choose your dates and party size: we show the stays that are free for every night, synced with their hosts' own
        calendars.
      </p>

      <form
        className="mt-8 grid gap-6 rounded-3xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-6 lg:grid-cols-[1fr_18rem]"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Dates and guests"
      >
        <div>
          <div className="mb-3 flex items-center justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Previous month"
              disabled={!month || month <= monthStart(today)}
              onClick={() => setMonth(monthStart(month, -1))}
            >
              ‹
            </Button>
            <p className="text-center text-sm font-medium text-ink" aria-live="polite" data-testid="range-text">
              {rangeText(filters)}
            </p>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Next month"
              disabled={!month || monthStart(month, 1) > monthStart(last)}
              onClick={() => setMonth(monthStart(month, 1))}
            >
              ›
            </Button>
          </div>
          {month ? (
            <MonthCalendar
              label="Choose arrival and departure"
              months={[month, monthStart(month, 1)]}
              range={filters}
              min={today}
              max={last}
              onPick={(date) => update(nextRange(filters, date))}
            />
          ) : (
            <div className="h-72" />
          )}
        </div>
        <div className="space-y-4">
          <label className="block text-sm font-medium text-ink">
            Guests
            <select
              name="guests"
              className={selectClass}
              value={filters.guests}
              onChange={(e) => update({ guests: Number(e.target.value) })}
            >
              {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 guest" : `${n} guests`}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            Category
            <select
              name="category"
              className={selectClass}
              value={filters.category}
              onChange={(e) => update({ category: e.target.value })}
            >
              <option value="">All categories</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-ink">
            Region
            <select
              name="region"
              className={selectClass}
              value={filters.region}
              onChange={(e) => update({ region: e.target.value })}
            >
              <option value="">All regions</option>
              {regions.data?.map((r) => (
                <option key={r.id} value={r.slug}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
          {filters.from ? (
            <Button variant="secondary" size="sm" onClick={() => update({ from: "", to: "" })}>
              Clear dates
            </Button>
          ) : null}
        </div>
      </form>

      <div className="mt-10" aria-live="polite">
        {!ready ? (
          <StateMessage title="Pick an arrival and a departure date on the calendar to see which stays are free." />
        ) : results.isPending ? (
          <ListingGridSkeleton count={6} label="Checking availability" />
        ) : results.isError ? (
          <LoadError
            title={errorMessage(results.error, "Availability could not be checked.")}
            onRetry={() => void results.refetch()}
          />
        ) : results.data.items.length === 0 ? (
          <StateMessage title="No stays are free for every night of these dates. Try other dates, fewer guests or another region." />
        ) : (
          <>
            <h2 className="mb-5 text-lg font-semibold text-ink" data-testid="availability-count">
              {results.data.total === 1 ? "1 stay is" : `${results.data.total} stays are`} free for{" "}
              {results.data.nights === 1 ? "1 night" : `${results.data.nights} nights`}, {rangeText(filters)}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.data.items.map((item, i) => (
                <li
                  key={item.id}
                  className="flex min-w-0 flex-col gap-2"
                  data-testid="available-stay"
                  data-slug={item.slug}
                >
                  <ListingCard listing={item} priority={i < 3} />
                  <div className="rounded-xl border border-forest-900/10 bg-white p-3">
                    <p className="mb-2 text-sm font-semibold text-forest-800">Available</p>
                    <NightStrip nights={item.calendar} range={filters} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        {ready ? <CalendarLegend /> : null}
      </div>
    </section>
  );
}

/** The catalog for the filters and, with dates in the address, the stays free for them. */
export const availabilityPageData: PageData = (ctx) => {
  const filters = readFilters(ctx.search.toString());
  return [
    ...catalogData(ctx),
    ...(filters.from && filters.to ? [ctx.q.availability.search.prefetch(searchInput(filters))] : []),
  ];
};
