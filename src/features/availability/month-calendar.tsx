import { cn } from "@/lib/cn";
import { utcDateText } from "@/lib/date-text";
import { addDays, type NightState } from "@shared/stay-dates";

export type DateRange = { from: string; to: string };

const WEEKDAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];
const monthName = (month: string) => utcDateText(new Date(`${month}T00:00:00Z`), { month: "long", year: true });
const longDate = (date: string) =>
  utcDateText(new Date(`${date}T00:00:00Z`), { weekday: "long", month: "long", day: true });

/** The first of the month `by` months after the month of `date`. */
export function monthStart(date: string, by = 0): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 10);
}

/** The dates of a month grid, Monday first, with nulls before the 1st. */
function monthDays(month: string): (string | null)[] {
  const lead = (new Date(`${month}T00:00:00Z`).getUTCDay() + 6) % 7;
  const next = monthStart(month, 1);
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = month; d < next; d = addDays(d, 1)) days.push(d);
  return days;
}

const STATE_LABEL: Record<NightState, string> = {
  available: "available",
  blocked: "blocked by the owner",
  booked: "booked",
};

/** Picks a range with clicks: first the arrival, then the departure; a click before the arrival starts again. */
export function nextRange(range: DateRange, date: string): DateRange {
  if (!range.from || range.to || date <= range.from) return { from: date, to: "" };
  return { from: range.from, to: date };
}

type Props = {
  /** First days of the months to show. */
  months: string[];
  /** Each night's state; a night not listed is unknown (shown plain). */
  states?: Map<string, NightState> | undefined;
  range?: DateRange | undefined;
  /** Dates outside [min, max] cannot be picked. */
  min: string;
  max: string;
  onPick?: ((date: string) => void) | undefined;
  label: string;
};

/**
 * Month grids of nights: booked and blocked nights are marked (colour and words for screen readers),
 * the chosen range is highlighted, and with `onPick` each date is a button.
 */
export function MonthCalendar({ months, states, range, min, max, onPick, label }: Props) {
  return (
    <div role="group" aria-label={label} className="grid gap-6 sm:grid-cols-2">
      {months.map((month) => (
        <div key={month}>
          <p className="mb-2 text-center text-sm font-semibold text-ink">{monthName(month)}</p>
          <div className="grid grid-cols-7 gap-1 text-center text-xs" role="presentation">
            {WEEKDAYS.map((w) => (
              <span key={w} className="py-1 font-medium text-muted" aria-hidden="true">
                {w}
              </span>
            ))}
            {monthDays(month).map((date, i) => {
              if (!date) return <span key={`blank-${i}`} aria-hidden="true" />;
              const state = states?.get(date);
              const outside = date < min || date > max;
              const selected =
                range?.from &&
                (date === range.from || date === range.to || (range.to && date > range.from && date < range.to));
              const className = cn(
                "flex h-9 items-center justify-center rounded-lg tabular-nums",
                // Days outside the range read as muted, still legible (WCAG contrast); open days are bold.
                outside && "text-muted",
                !outside && state === "booked" && "bg-red-50 text-red-800 line-through",
                !outside && state === "blocked" && "bg-sand-100 text-muted line-through",
                !outside && state === "available" && "font-semibold text-ink",
                selected && "bg-forest-800 text-white no-underline",
              );
              const name = `${longDate(date)}${state && !outside ? `, ${STATE_LABEL[state]}` : ""}`;
              if (!onPick || outside) {
                return (
                  <span key={date} className={className} title={name} data-date={date} data-state={state}>
                    <span aria-hidden="true">{Number(date.slice(8))}</span>
                    <span className="sr-only">{name}</span>
                  </span>
                );
              }
              return (
                <button
                  key={date}
                  type="button"
                  className={cn(
                    className,
                    "hover:ring-2 hover:ring-forest-600/40 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600",
                  )}
                  aria-label={name}
                  aria-pressed={Boolean(selected)}
                  data-date={date}
                  data-state={state}
                  onClick={() => onPick(date)}
                >
                  {Number(date.slice(8))}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** What the marks mean. */
export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-muted">
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded border border-forest-900/20 bg-white" aria-hidden="true" /> Available
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded bg-red-100" aria-hidden="true" /> Booked
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded bg-sand-200" aria-hidden="true" /> Blocked
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded bg-forest-800" aria-hidden="true" /> Your dates
      </li>
    </ul>
  );
}

/** The chosen range in words. */
export function rangeText(range: DateRange): string {
  const short = (d: string) => utcDateText(new Date(`${d}T00:00:00Z`), { month: "short", day: true });
  if (!range.from) return "Choose your arrival date";
  if (!range.to) return `${short(range.from)} – choose your departure date`;
  return `${short(range.from)} – ${short(range.to)}`;
}
