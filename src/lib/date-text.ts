import { MONTHS, WEEKDAYS } from "@shared/stay-dates-words";

/**
 * Dates in US English at UTC, written as Intl.DateTimeFormat writes them ("Thu, Mar 5",
 * "Thursday, March 5, 2026", "March 2026"). By hand, not with Intl: a page's first Intl formatter
 * costs a phone tens of milliseconds of main thread (ICU's locale data) while it takes over the page.
 */
export type DateTextParts = { weekday?: "long" | "short"; month: "long" | "short"; day?: boolean; year?: boolean };

const word = (name: string, form: "long" | "short") => (form === "long" ? name : name.slice(0, 3));

export function utcDateText(date: Date, { weekday, month, day = false, year = false }: DateTextParts): string {
  let text = word(MONTHS[date.getUTCMonth()]!, month);
  if (weekday) text = `${word(WEEKDAYS[date.getUTCDay()]!, weekday)}, ${text}`;
  if (day) text += ` ${date.getUTCDate()}`;
  if (year) text += `${day ? "," : ""} ${date.getUTCFullYear()}`;
  return text;
}

/** The date in the visitor's own time zone, YYYY-MM-DD (as en-CA writes it). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Fri 12 Dec", or "Fri 12" without the month: a date as a stay's dates read on a card. */
export function utcDayText(date: Date, withMonth = true): string {
  const text = `${word(WEEKDAYS[date.getUTCDay()]!, "short")} ${date.getUTCDate()}`;
  return withMonth ? `${text} ${word(MONTHS[date.getUTCMonth()]!, "short")}` : text;
}
