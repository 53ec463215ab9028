import ICAL from "ical.js";
import { addDays, type Night } from "../../../src/features/availability/stay-dates";
import type { StayRange } from "./rules";

/** Repeating events are followed this many times at most, so a rule with no end cannot run on. */
const MAX_OCCURRENCES = 1_000;

const pad = (n: number) => String(n).padStart(2, "0");
/** The date as the feed wrote it (its own wall clock): a 4 pm arrival in Los Angeles is that day's night, whatever UTC says. */
const wallDate = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

export class IcsError extends Error {}

/**
 * The nights an iCal calendar marks as taken within `window`: every event that is not cancelled or
 * transparent takes the nights from its start date up to its end date (an all-day event's end is
 * exclusive; an event that starts and ends on one day takes that night).
 */
export function takenNightsFromIcs(text: string, window: StayRange): Set<string> {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new IcsError(`The calendar could not be read as iCal (${error instanceof Error ? error.message : "parse error"}).`);
  }
  if (calendar.name !== "vcalendar") throw new IcsError("The URL did not return an iCal calendar (no VCALENDAR).");
  const nights = new Set<string>();
  const take = (start: ICAL.Time, end: ICAL.Time | null) => {
    const first = wallDate(start);
    const endDate = end ? wallDate(end) : first;
    const last = endDate > first ? endDate : addDays(first, 1);
    for (let night = first < window.from ? window.from : first; night < last && night < window.to; night = addDays(night, 1)) nights.add(night);
  };
  for (const component of calendar.getAllSubcomponents("vevent")) {
    const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
    const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
    if (status === "CANCELLED" || transparency === "TRANSPARENT") continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      take(event.startDate, event.endDate ?? null);
      continue;
    }
    const expansion = event.iterator();
    for (let i = 0, next = expansion.next(); next && i < MAX_OCCURRENCES; i++, next = expansion.next()) {
      if (wallDate(next) >= window.to) break;
      const occurrence = event.getOccurrenceDetails(next);
      take(occurrence.startDate, occurrence.endDate);
    }
  }
  return nights;
}

/** Consecutive nights of one state, as [first night, departure day). */
function runs(nights: readonly Night[]) {
  const out: { from: string; to: string; state: Night["state"] }[] = [];
  for (const night of nights) {
    if (night.state === "available") continue;
    const last = out.at(-1);
    if (last && last.state === night.state && last.to === night.date) last.to = addDays(night.date, 1);
    else out.push({ from: night.date, to: addDays(night.date, 1), state: night.state });
  }
  return out;
}

const SUMMARY = { booked: "Not available (booked)", blocked: "Not available (blocked by the owner)" } as const;

/** A stay's own calendar as iCal: one all-day event for each run of nights that cannot be booked. */
export function calendarIcs(stay: { slug: string; name: string }, nights: readonly Night[], host: string, now = new Date()): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Wildluxe//Availability//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("x-wr-calname", `${stay.name} (Wildluxe)`);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const run of runs(nights)) {
    const event = new ICAL.Component("vevent");
    event.updatePropertyWithValue("uid", `${stay.slug}-${run.from}@${host}`);
    event.updatePropertyWithValue("dtstamp", stamp);
    event.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(run.from));
    event.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(run.to));
    event.updatePropertyWithValue("summary", SUMMARY[run.state as keyof typeof SUMMARY]);
    event.updatePropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
