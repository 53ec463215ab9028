import ICAL from "ical.js";
import { addDays, type Night } from "@shared/stay-dates";
import type { StayRange } from "./rules";

/** How much of one feed is read: real calendars stay far below these; a crafted one stops here. */
export const READ_LIMITS = { events: 10_000, repeatsPerEvent: 1_000, repeatsPerFeed: 20_000 };
export type ReadLimits = typeof READ_LIMITS;

/** The nights a feed takes, and what of it was left unread (in words for the stay's owner). */
export type CalendarRead = { nights: string[]; notices: string[] };

const DAY_MS = 86_400_000;
const DAY_SECONDS = 86_400;
const count = (n: number) => n.toLocaleString("en-US");
/** The date as the feed wrote it (its own wall clock: a 4 pm arrival in Los Angeles is that day's night, whatever
 * UTC says), as days since 1970. */
const dayOf = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day) / DAY_MS;
const dayOfIso = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const wallSeconds = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) / 1000;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;
const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: DAY_SECONDS,
  WEEKLY: 7 * DAY_SECONDS,
};

export class IcsError extends Error {}

/** Parse failures carry the offending line of the remote file; the owner is told what happened, never what it said. */
export const NOT_ICAL = "The calendar could not be read as iCal: what the address returned is not an iCal file.";

/**
 * Where to start expanding a repeating event so that the first occurrence that can reach the window is among the
 * first few: DTSTART moved forward by whole periods of its rule (whole leap cycles for monthly and yearly rules),
 * which keeps every later occurrence where it was. A rule with COUNT is counted from its real start.
 */
function startNear(component: ICAL.Component, start: ICAL.Time, before: number): ICAL.Time {
  const rules = component.getAllProperties("rrule");
  const rule = rules.length === 1 ? (rules[0]!.getFirstValue() as ICAL.Recur) : null;
  const gap = before - wallSeconds(start);
  if (!rule || rule.count || gap <= 0) return start;
  const interval = Math.max(1, rule.interval || 1);
  const moved = start.clone();
  const period = PERIOD_SECONDS[rule.freq ?? ""];
  if (period) {
    // An all-day start moves by whole days only.
    const step = start.isDate ? lcm(period * interval, DAY_SECONDS) : period * interval;
    const seconds = Math.floor(gap / step) * step;
    moved.adjust(Math.floor(seconds / DAY_SECONDS), 0, 0, seconds % DAY_SECONDS);
  } else {
    const stepMonths = rule.freq === "MONTHLY" ? lcm(interval, 48) : lcm(interval, 4) * 12;
    moved.year += (Math.floor((Math.floor(gap / (366 * DAY_SECONDS)) * 12) / stepMonths) * stepMonths) / 12;
  }
  return moved;
}

/** Repeats read so far in one feed, and which limit stopped any. */
type Repeats = { read: number; eventCut: boolean; feedCut: boolean };

/** The window as days since 1970, [from, to). */
type Days = { from: number; to: number };

/**
 * Hands `take` each occurrence of a repeating event that starts before the window ends, starting near the window
 * rather than at DTSTART, until the event's or the feed's limit of repeats.
 */
function eachRepeat(event: ICAL.Event, days: Days, limits: ReadLimits, repeats: Repeats, take: Take) {
  // Started far enough back that an occurrence begun before the window but lasting into it is still seen
  // (an hour more for a change of clocks within it).
  const before = days.from * DAY_SECONDS - 3_600 - Math.max(0, event.duration.toSeconds());
  const { component } = event;
  const expansion = new ICAL.RecurExpansion({ component, dtstart: startNear(component, event.startDate, before) });
  for (let n = 0, next = expansion.next(); next && dayOf(next) < days.to; n++, next = expansion.next()) {
    if (repeats.read >= limits.repeatsPerFeed) return void (repeats.feedCut = true);
    if (n >= limits.repeatsPerEvent) return void (repeats.eventCut = true);
    repeats.read++;
    const occurrence = event.getOccurrenceDetails(next);
    take(occurrence.startDate, occurrence.endDate);
  }
}

type Take = (start: ICAL.Time, end: ICAL.Time | null) => void;

/**
 * What an iCal calendar marks as taken within `window`: every event that is not cancelled or transparent takes the
 * nights from its start date up to its end date (an all-day event's end is exclusive; an event that starts and ends
 * on one day takes that night). Repeating events are expanded only near and inside the window, and `limits` bound
 * the events and repeats read; whatever a limit left out is said in `notices`.
 */
export function readCalendar(text: string, window: StayRange, limits: ReadLimits = READ_LIMITS): CalendarRead {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new IcsError(NOT_ICAL);
  }
  if (calendar.name !== "vcalendar") throw new IcsError("The URL did not return an iCal calendar (no VCALENDAR).");
  const from = dayOfIso(window.from);
  const to = dayOfIso(window.to);
  // Each event adds one at its first night and takes one off after its last: a long event costs what a short one does.
  const edges = new Int32Array(to - from + 1);
  const take: Take = (start, end) => {
    const first = dayOf(start);
    const endDay = end ? dayOf(end) : first;
    const lo = Math.max(first, from);
    const hi = Math.min(endDay > first ? endDay : first + 1, to);
    if (!(lo < hi)) return;
    edges[lo - from]! += 1;
    edges[hi - from]! -= 1;
  };
  const notices: string[] = [];
  let components = calendar.getAllSubcomponents("vevent");
  if (components.length > limits.events) {
    notices.push(`Only the first ${count(limits.events)} events were read.`);
    components = components.slice(0, limits.events);
  }
  const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue("uid") ?? "");
  // A changed date of a repeating event belongs to the event with its UID (found once, not once an event).
  const changes = new Map<string, ICAL.Component[]>();
  for (const component of components) {
    if (!component.hasProperty("recurrence-id")) continue;
    const list = changes.get(uidOf(component));
    if (list) list.push(component);
    else changes.set(uidOf(component), [component]);
  }
  const repeats: Repeats = { read: 0, eventCut: false, feedCut: false };
  let unreadable = 0;
  for (const component of components) {
    const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
    const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
    if (status === "CANCELLED" || transparency === "TRANSPARENT") continue;
    try {
      const isChange = component.hasProperty("recurrence-id");
      const event = new ICAL.Event(component, { exceptions: isChange ? [] : (changes.get(uidOf(component)) ?? []) });
      if (!event.startDate) continue;
      if (!event.isRecurring()) take(event.startDate, event.endDate ?? null);
      // Once the feed's repeats are spent, repeating events are not even set up.
      else if (!repeats.feedCut) eachRepeat(event, { from, to }, limits, repeats, take);
    } catch {
      unreadable++;
    }
  }
  const { repeatsPerEvent, repeatsPerFeed } = limits;
  const first = (n: number) => `only their first ${count(n)} dates were read`;
  if (repeats.eventCut) notices.push(`Some events repeat more often than we read: ${first(repeatsPerEvent)}.`);
  if (repeats.feedCut) notices.push(`Only the first ${count(repeatsPerFeed)} dates of repeating events were read.`);
  if (unreadable === 1) notices.push("1 event could not be read and was left out.");
  else if (unreadable) notices.push(`${count(unreadable)} events could not be read and were left out.`);
  const nights: string[] = [];
  for (let day = from, open = 0; day < to; day++) {
    open += edges[day - from]!;
    if (open > 0) nights.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  }
  return { nights, notices };
}

/** The nights an iCal calendar marks as taken within `window` (see `readCalendar`). */
export const takenNightsFromIcs = (text: string, window: StayRange) => new Set(readCalendar(text, window).nights);

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
export function calendarIcs(
  stay: { slug: string; name: string },
  nights: readonly Night[],
  host: string,
  now = new Date(),
): string {
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
