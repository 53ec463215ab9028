import type { RouterOutputs } from "@/lib/trpc";
import { utcDayText } from "@/lib/date-text";

/** A stay a search with dates found: the dates that work for it and its total (cents), as the server quoted it. */
export type SearchStay = NonNullable<RouterOutputs["listings"]["list"]["items"][number]["stay"]>;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "for 3 nights", after a stay's total ("$1,140 for 3 nights"). */
export function forNightsText(nights: number): string {
  return `for ${nights} ${nights === 1 ? "night" : "nights"}`;
}

/** "Fri 12 – Mon 15 Dec", "Wed 30 Dec – Sat 2 Jan": a stay's dates, the month said once when they share it. */
export function stayRangeText(checkin: string, checkout: string): string {
  const from = utc(checkin);
  const to = utc(checkout);
  const sameMonth = from.getUTCMonth() === to.getUTCMonth() && from.getUTCFullYear() === to.getUTCFullYear();
  return `${utcDayText(from, !sameMonth)} – ${utcDayText(to)}`;
}
