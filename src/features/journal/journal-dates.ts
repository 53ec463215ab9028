import { utcDateText } from "@/lib/date-text";

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Dates are told in UTC: the same on the server as in every reader's browser, so a server-rendered
// page and its hydration agree.

/** Spec §9 medium date in US English: "Mar 5, 2026". */
export function formatMediumDate(value: DateInput): string {
  const date = toDate(value);
  return date ? utcDateText(date, { month: "short", day: true, year: true }) : "";
}

/** Spec §9 full date in US English: "Thursday, March 5, 2026". */
export function formatFullDate(value: DateInput): string {
  const date = toDate(value);
  return date ? utcDateText(date, { weekday: "long", month: "long", day: true, year: true }) : "";
}

/** The value for a <time dateTime> attribute. */
export function isoDate(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}

/** Roughly how long an article takes to read at 220 words a minute; at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
