import { utcDateText } from "@/lib/date-text";
import { MAX_QUOTE_NIGHTS } from "@shared/stay-quote";
import { addDays, eachNight, nightsBetween, type NightState } from "@shared/stay-dates";
import type { DateRange } from "./month-calendar";

/**
 * The dates and party a traveller picks on a stay's page, with the calendar or the booking card: what is wrong
 * with them, in words that name the night or the rule, and where the calendar's keyboard focus moves.
 */

/** The party the guests menu shows before the traveller chooses one. */
const DEFAULT_GUESTS = 2;

export type StayRules = { minNights: number; maxGuests: number };

/** What the guests menu offers: 1 to what the stay sleeps. */
export function guestOptions(maxGuests: number): number[] {
  return Array.from({ length: Math.max(1, maxGuests) }, (_, i) => i + 1);
}

/** The party shown and checked: the chosen one, else two (or fewer where the stay sleeps fewer). */
export function partySize(chosen: number | undefined, maxGuests: number): number {
  return chosen ?? Math.min(DEFAULT_GUESTS, Math.max(1, maxGuests));
}

const shortDate = (date: string) => utcDateText(new Date(`${date}T00:00:00Z`), { month: "short", day: true });

/** "Dec 13 is not available", or "Dec 13 and 2 more nights are not available". */
function takenText(taken: string[]): string {
  const [first] = taken;
  if (taken.length === 1) return `${shortDate(first!)} is not available.`;
  const more = taken.length - 1;
  return `${shortDate(first!)} and ${more === 1 ? "1 more night" : `${more} more nights`} are not available.`;
}

/**
 * Why the picked dates and party cannot be booked; empty when nothing known stands in the way. `states` holds the
 * nights known so far (a night not in it is not judged); `today` is empty until the browser knows it; `serverReasons`
 * are the server's own refusals, shown when nothing here names the problem.
 */
export function stayProblems(
  pick: { range: DateRange; guests: number; today: string },
  states: ReadonlyMap<string, NightState>,
  rules: StayRules,
  serverReasons: readonly string[] = [],
): string[] {
  const { range, guests, today } = pick;
  const out: string[] = [];
  if (guests > rules.maxGuests) out.push(`This stay sleeps at most ${rules.maxGuests} guests.`);
  if (!range.from) return out;
  if (today && range.from < today) return [...out, `${shortDate(range.from)} has passed: choose a later arrival.`];
  if (!range.to) {
    const arrival = states.get(range.from);
    return arrival && arrival !== "available" ? [...out, takenText([range.from])] : out;
  }
  const nights = nightsBetween(range.from, range.to);
  if (nights < 1) return [...out, "Choose a check-out after check-in."];
  if (nights > MAX_QUOTE_NIGHTS)
    return [...out, `Choose a check-out at most ${MAX_QUOTE_NIGHTS} nights after check-in.`];
  const taken = eachNight(range.from, range.to).filter((night) => {
    const state = states.get(night);
    return state !== undefined && state !== "available";
  });
  if (taken.length) out.push(takenText(taken));
  if (nights < rules.minNights) {
    out.push(
      `This stay has a ${rules.minNights}-night minimum: choose a departure on ${shortDate(addDays(range.from, rules.minNights))} or later.`,
    );
  }
  return out.length ? out : [...serverReasons];
}

/** The range after a card's date input changes: a check-in on or after the check-out clears the check-out. */
export function withCheckIn(range: DateRange, checkIn: string): DateRange {
  return { from: checkIn, to: checkIn && range.to > checkIn ? range.to : "" };
}

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

/**
 * Where a key moves the calendar's focus from `date`: a day left or right, a week up or down, the week's Monday
 * (Home) or Sunday (End), a month back or on (Page Up, Page Down). Null for any other key.
 */
export function focusStep(date: string, key: string): string | null {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const byMonth = (by: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + by);
    const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, lastDay));
    return d.toISOString().slice(0, 10);
  };
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekday);
    case "End":
      return addDays(date, 6 - weekday);
    case "PageUp":
      return byMonth(-1);
    case "PageDown":
      return byMonth(1);
    default:
      return null;
  }
}
