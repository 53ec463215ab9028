import { stayDatesEntries, type StayDates } from "@/features/search/stay-dates-params";

/**
 * Spec §5 hero search: the text trimmed and URL-encoded, with the chosen dates and guests after it. Blank text
 * with nothing chosen is ignored; dates alone list every stay free on them.
 */
export function heroSearchHref(text: string, dates: StayDates = {}): string | null {
  const trimmed = text.trim();
  const stay = new URLSearchParams(stayDatesEntries(dates)).toString();
  if (!trimmed) return stay ? `/listings?${stay}` : null;
  return `/listings?search=${encodeURIComponent(trimmed)}&mode=all-keywords${stay ? `&${stay}` : ""}`;
}
