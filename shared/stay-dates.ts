/**
 * Stay dates as the server and the pages both count them. A date is YYYY-MM-DD; a stay from
 * `from` (arrival) to `to` (departure) uses the nights of `from` up to the day before `to`.
 * Arithmetic is done at UTC midnight, so no time zone or daylight saving moves a date.
 */
export const MAX_GUESTS = 20;
export const MAX_NIGHTS_AHEAD = 365;
export const MAX_MIN_NIGHTS = 30;

export type NightState = "available" | "blocked" | "booked";
export type Night = { date: string; state: NightState };

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD (2027-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const m = ISO.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every night of a stay, in order. */
export function eachNight(from: string, to: string): string[] {
  const count = Math.max(0, nightsBetween(from, to));
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/**
 * The earliest date that is still today somewhere (UTC-12): a date is in the past only once it
 * has ended everywhere, so a traveller's own "tonight" is never refused whatever their time zone.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The reader's own today, for pickers and links. */
export function localToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
