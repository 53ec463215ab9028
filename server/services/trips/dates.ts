import { badRequest } from "../../lib/errors";

const DAY_MS = 86_400_000;
/** How far ahead a trip may start. */
const MAX_DAYS_AHEAD = 730;

function utcDay(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** "2026-02-30" matches the pattern but is no day of the calendar. */
export function isCalendarDate(iso: string): boolean {
  const ms = utcDay(iso);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === iso;
}

export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((utcDay(endDate) - utcDay(startDate)) / DAY_MS);
}

export function addDays(iso: string, days: number): string {
  return new Date(utcDay(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The earliest date that is still today somewhere on Earth (UTC-12): a member late in the evening
 * west of Greenwich may plan from their own today, which UTC already calls yesterday.
 */
function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** New or changed dates must be ahead: not in the past, starting within MAX_DAYS_AHEAD days. */
export function assertDatesAhead(startDate: string | null, now: Date = new Date()): void {
  if (!startDate) return;
  const today = earliestToday(now);
  if (startDate < today) throw badRequest("Trip dates can't be in the past.");
  if (nightsBetween(today, startDate) > MAX_DAYS_AHEAD) throw badRequest("Trips can be planned up to 2 years ahead.");
}
