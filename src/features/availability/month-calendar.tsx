import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { utcDateText } from "@/lib/date-text";
import { addDays, type NightState } from "@shared/stay-dates";
import { focusStep } from "./stay-pick";

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

/**
 * A date's background and colour: days outside [min, max] read as muted, still legible (WCAG contrast); open days are
 * bold; the chosen range's marks replace the night's own, and a taken night inside it stays struck through, in red.
 */
function dayMarks(place: "outside" | "edge" | "within" | "plain", state: NightState | undefined): string {
  const taken = state === "booked" || state === "blocked";
  if (place === "outside") return "text-muted";
  if (place === "edge") return "bg-forest-800 font-semibold text-white";
  if (place === "within")
    return taken ? "bg-red-100 text-red-800 line-through" : "bg-forest-100 font-semibold text-forest-950";
  if (state === "booked") return "bg-red-50 text-red-800 line-through";
  if (state === "blocked") return "bg-sand-100 text-muted line-through";
  return state === "available" ? "font-semibold text-ink" : "";
}

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
  /** Shows other months with `first` first, when the keyboard moves past the months shown. */
  onShowMonths?: ((first: string) => void) | undefined;
  label: string;
};

/** The month to show first so that `date` is in view, moving as little as possible. */
function firstMonthShowing(months: string[], date: string): string {
  const first = months[0]!;
  const month = monthStart(date);
  return month < first ? month : monthStart(month, 1 - months.length);
}

/**
 * Month grids of nights: booked and blocked nights are marked (colour and words for screen readers),
 * the chosen range is highlighted, and with `onPick` each date is a button. One date takes the Tab key; the arrow
 * keys move between dates (Home, End, Page Up and Page Down by week and month), Enter or Space picks.
 */
export function MonthCalendar({ months, states, range, min, max, onPick, onShowMonths, label }: Props) {
  const grid = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState("");
  const moved = useRef(false);
  const end = months.length ? monthStart(months[months.length - 1]!, 1) : "";
  const pickable = (date: string) => Boolean(date) && date >= min && date <= max && date >= months[0]! && date < end;
  const tabbable = pickable(focus)
    ? focus
    : range?.from && pickable(range.from)
      ? range.from
      : min > months[0]!
        ? min
        : months[0]!;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focus}"]`)?.focus();
  }, [focus, months]);

  const onKeyDown = (date: string, key: string) => {
    const step = focusStep(date, key);
    if (!step) return false;
    const next = step < min ? min : step > max ? max : step;
    if (!pickable(next)) {
      if (!onShowMonths) return true;
      onShowMonths(firstMonthShowing(months, next));
    }
    moved.current = true;
    setFocus(next);
    return true;
  };

  return (
    <div ref={grid} role="group" aria-label={label} className="grid gap-6 sm:grid-cols-2">
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
              const edge = Boolean(range?.from && (date === range.from || date === range.to));
              const within = Boolean(range?.from && range.to && date > range.from && date < range.to);
              const className = cn(
                "flex h-9 items-center justify-center rounded-lg tabular-nums",
                dayMarks(outside ? "outside" : edge ? "edge" : within ? "within" : "plain", state),
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
                  aria-pressed={edge || within}
                  tabIndex={date === tabbable ? 0 : -1}
                  data-date={date}
                  data-state={state}
                  onClick={() => {
                    setFocus(date);
                    onPick(date);
                  }}
                  onKeyDown={(e) => {
                    if (onKeyDown(date, e.key)) e.preventDefault();
                  }}
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
