import { useSearchParams } from "wouter";
import { isIsoDate, MAX_GUESTS } from "@shared/stay-dates";

/**
 * The traveller's dates and party as the URL keeps them on every page that searches or shows a stay:
 * `checkin` and `checkout` (YYYY-MM-DD), `guests` (1 to 20) and `flexible=1` (plus or minus three days).
 * A value that is not well formed is left out; whether well-formed dates make a stay is for
 * `stayDatesProblem` (and the server) to say, so a past date in a link is reported, not dropped silently.
 */
export type StayDates = {
  checkin?: string | undefined;
  checkout?: string | undefined;
  guests?: number | undefined;
  flexible?: boolean | undefined;
};

export const STAY_DATE_PARAMS = ["checkin", "checkout", "guests", "flexible"] as const;

function parseGuests(value: string | null): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_GUESTS ? n : undefined;
}

function parseDate(value: string | null): string | undefined {
  const text = value?.trim();
  return text && isIsoDate(text) ? text : undefined;
}

export function readStayDates(params: URLSearchParams | string): StayDates {
  const p = typeof params === "string" ? new URLSearchParams(params) : params;
  const dates: StayDates = {};
  const checkin = parseDate(p.get("checkin"));
  const checkout = parseDate(p.get("checkout"));
  const guests = parseGuests(p.get("guests"));
  if (checkin) dates.checkin = checkin;
  if (checkout) dates.checkout = checkout;
  if (guests) dates.guests = guests;
  // Flexible means something only around chosen dates.
  if ((checkin || checkout) && p.get("flexible") === "1") dates.flexible = true;
  return dates;
}

/** The parameters for `dates`, in a fixed order so equal choices give equal URLs. */
export function stayDatesEntries(dates: StayDates): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (dates.checkin) entries.push(["checkin", dates.checkin]);
  if (dates.checkout) entries.push(["checkout", dates.checkout]);
  if (dates.guests) entries.push(["guests", String(dates.guests)]);
  if (dates.flexible && (dates.checkin || dates.checkout)) entries.push(["flexible", "1"]);
  return entries;
}

/** `params` with its stay parameters replaced by those of `dates`; every other parameter is kept. */
export function writeStayDates(params: URLSearchParams, dates: StayDates): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of STAY_DATE_PARAMS) next.delete(key);
  for (const [key, value] of stayDatesEntries(dates)) next.set(key, value);
  return next;
}

/** `href` carrying `dates` along (a stay's link, the map toggle, the hero's search), its own parameters kept. */
export function withStayDates(href: string, dates: StayDates): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt >= 0 ? href.slice(hashAt) : "";
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = base.indexOf("?");
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const query = writeStayDates(new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : ""), dates).toString();
  return `${path}${query ? `?${query}` : ""}${hash}`;
}

/** What `listings.list` (and `/api/listings`) take: both dates or neither, guests on their own. */
export function stayDatesQuery(dates: StayDates): {
  checkin?: string;
  checkout?: string;
  guests?: number;
  flexible?: boolean;
} {
  const query: { checkin?: string; checkout?: string; guests?: number; flexible?: boolean } = {};
  if (dates.checkin) query.checkin = dates.checkin;
  if (dates.checkout) query.checkout = dates.checkout;
  if (dates.guests) query.guests = dates.guests;
  if (dates.flexible) query.flexible = true;
  return query;
}

/**
 * The dates and party in the page's URL, and a setter that writes them back, keeping every other
 * parameter. A new choice means a new result set, so the list's page number is dropped.
 */
export function useStayDates(): [StayDates, (dates: StayDates, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const set = (dates: StayDates, options?: { replace?: boolean }) =>
    setParams(
      (prev) => {
        const next = writeStayDates(prev, dates);
        next.delete("page");
        return next;
      },
      { replace: options?.replace ?? false },
    );
  return [readStayDates(params), set];
}

/**
 * A stay's page, carrying the search's dates and party: the dates that work for the stay when the search found
 * it on others (flexible dates), else those asked for.
 */
export function stayPageHref(
  slug: string,
  wanted: StayDates,
  found?: { checkin: string; checkout: string } | undefined,
): string {
  const dates = found ? { ...wanted, checkin: found.checkin, checkout: found.checkout } : wanted;
  return withStayDates(`/listings/${slug}`, dates);
}
