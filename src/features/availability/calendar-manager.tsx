import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/state-message";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { CalendarLegend, MonthCalendar, monthStart, nextRange, rangeText, type DateRange } from "./month-calendar";
import { MAX_MIN_NIGHTS, type NightState } from "@shared/stay-dates";

const when = (d: Date | null) => (d ? d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "never");

/**
 * The stay's calendar for its owner or an admin: block or free nights, the minimum stay, and the
 * Airbnb / Hipcamp / Booking calendars it imports, each with its last sync and error.
 */
export function CalendarManager({ listingId }: { listingId: number }) {
  const utils = useApiUtils();
  const calendar = trpc.availability.manage.useQuery(listingId);
  const [month, setMonth] = useState("");
  const [range, setRange] = useState<DateRange>({ from: "", to: "" });
  const [minNights, setMinNights] = useState("");
  const [feedUrl, setFeedUrl] = useState("");
  useEffect(() => {
    if (calendar.data && !month) {
      setMonth(monthStart(calendar.data.window.from));
      setMinNights(String(calendar.data.stay.minNights));
    }
  }, [calendar.data, month]);
  const refresh = (data: unknown) => {
    void utils.availability.manage.invalidate(listingId);
    return data;
  };
  const failed = (title: string) => (error: unknown) => notify.error(title, errorMessage(error, "Please try again."));
  const setNights = trpc.availability.setNights.useMutation({
    onSuccess: (data) => (refresh(data), setRange({ from: "", to: "" })),
    onError: failed("The nights could not be changed"),
  });
  const saveMin = trpc.availability.setMinNights.useMutation({
    onSuccess: (d) => (refresh(d), notify.success("Minimum stay saved")),
    onError: failed("The minimum stay could not be saved"),
  });
  const syncResult = (r: { ok: boolean; error?: string; notice?: string }) =>
    r.ok ? notify.success("Calendar synced", r.notice) : notify.error("The calendar could not be synced", r.error);
  const addFeed = trpc.availability.addFeed.useMutation({
    onSuccess: (r) => (refresh(r), setFeedUrl(""), syncResult(r)),
    onError: failed("The calendar could not be added"),
  });
  const syncNow = trpc.availability.syncNow.useMutation({
    onSuccess: (r) => (refresh(r), syncResult(r)),
    onError: failed("The calendar could not be synced"),
  });
  const removeFeed = trpc.availability.removeFeed.useMutation({
    onSuccess: refresh,
    onError: failed("The calendar could not be removed"),
  });

  if (calendar.isError)
    return (
      <LoadError
        title={errorMessage(calendar.error, "The calendar could not be loaded.")}
        onRetry={() => void calendar.refetch()}
      />
    );
  if (!calendar.data || !month) return <Skeleton className="h-96 w-full" />;
  const { window, feeds } = calendar.data;
  const states = new Map<string, NightState>([
    ...calendar.data.blocked.map((d) => [d, "blocked"] as const),
    ...calendar.data.booked.map((d) => [d, "booked"] as const),
  ]);
  const change = (state: "blocked" | "available") =>
    setNights.mutate({ listingId, from: range.from, to: range.to, state });
  const submitFeed = (e: FormEvent) => {
    e.preventDefault();
    addFeed.mutate({ listingId, url: feedUrl });
  };

  return (
    <section
      aria-labelledby="calendar-title"
      className="mt-8 space-y-6 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card sm:p-6"
    >
      <div>
        <h2 id="calendar-title" className="text-2xl text-forest-950">
          Availability calendar
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pick the first night, then the day after the last night, and block or free those nights. Booked nights come
          from your imported calendars.
        </p>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous month"
          disabled={month <= monthStart(window.from)}
          onClick={() => setMonth(monthStart(month, -1))}
        >
          ‹
        </Button>
        <p className="text-sm font-medium text-ink" aria-live="polite">
          {rangeText(range)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next month"
          disabled={monthStart(month, 1) >= window.to}
          onClick={() => setMonth(monthStart(month, 1))}
        >
          ›
        </Button>
      </div>
      <MonthCalendar
        label="Nights of the stay"
        months={[month, monthStart(month, 1)]}
        states={states}
        range={range}
        min={window.from}
        max={window.to}
        onPick={(date) => setRange(nextRange(range, date))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CalendarLegend />
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={!range.to}
            loading={setNights.isPending && setNights.variables?.state === "blocked"}
            onClick={() => change("blocked")}
          >
            Block these nights
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!range.to}
            loading={setNights.isPending && setNights.variables?.state === "available"}
            onClick={() => change("available")}
          >
            Free these nights
          </Button>
        </div>
      </div>

      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          saveMin.mutate({ listingId, minNights: Number(minNights) });
        }}
      >
        <div className="w-40">
          <TextField
            label="Minimum nights"
            name="minNights"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MIN_NIGHTS}
            value={minNights}
            onChange={(e) => setMinNights(e.target.value)}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary" loading={saveMin.isPending}>
          Save minimum stay
        </Button>
      </form>

      <div>
        <h3 className="text-lg font-semibold text-ink">Imported calendars</h3>
        <p className="mt-1 text-sm text-muted">
          Paste the iCal export address of your Airbnb, Hipcamp or Booking calendar. We read it every 30 minutes.
        </p>
        {feeds.length ? (
          <ul
            className="mt-3 divide-y divide-forest-900/10 rounded-xl border border-forest-900/10"
            data-testid="calendar-feeds"
          >
            {feeds.map((f) => (
              <li key={f.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-ink" title={f.url}>
                    {f.url}
                  </p>
                  <p className="text-muted">
                    {f.nights === 1 ? "1 booked night" : `${f.nights} booked nights`} · last synced{" "}
                    {when(f.lastSuccessAt)}
                  </p>
                  {f.lastNotice ? (
                    <p className="text-amber-800" role="status">
                      The last sync read part of this calendar: {f.lastNotice}
                    </p>
                  ) : null}
                  {f.lastError ? (
                    <p className="text-red-800" role="status">
                      Last attempt {when(f.lastAttemptAt)} failed: {f.lastError}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={syncNow.isPending && syncNow.variables === f.id}
                    onClick={() => syncNow.mutate(f.id)}
                  >
                    Sync now
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={removeFeed.isPending && removeFeed.variables === f.id}
                    onClick={() => removeFeed.mutate(f.id)}
                    aria-label={`Remove ${f.url}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submitFeed}>
          <div className="min-w-0 flex-1">
            <TextField
              label="iCal address"
              name="feedUrl"
              type="url"
              placeholder="https://www.airbnb.com/calendar/ical/....ics"
              value={feedUrl}
              onChange={(e) => setFeedUrl(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" loading={addFeed.isPending} disabled={!feedUrl.trim()}>
            Import calendar
          </Button>
        </form>
        <p className="mt-3 text-xs text-muted">
          Your Wildluxe calendar for the other sites:{" "}
          <code className="break-all">/api/listings/{calendar.data.stay.slug}/calendar.ics</code>
        </p>
      </div>
    </section>
  );
}
