/** What a stay charges, as its card and booking box show it (minor units, cents). */
export type StayPrices = {
  nightlyPrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number | null;
  currency: string;
};

type QuoteLine = { label: string; amount: number };
export type StayQuote = { nights: number; lines: QuoteLine[]; total: number; currency: string };

/** The most nights one quote covers. */
export const MAX_QUOTE_NIGHTS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-12-04" as a UTC date, or null for anything that is not a real calendar date. */
export function parseDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The price of the nights from check-in to check-out: weekday nights at the nightly rate, Friday
 * and Saturday nights at the weekend rate when the stay has one, and the cleaning fee once.
 * Null when the stay has no price or the dates do not make a stay.
 */
export function quoteStay(prices: StayPrices, checkIn: string, checkOut: string): StayQuote | null {
  const from = parseDay(checkIn);
  const to = parseDay(checkOut);
  if (prices.nightlyPrice === null || !from || !to) return null;
  const nights = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (nights < 1 || nights > MAX_QUOTE_NIGHTS) return null;
  let weekend = 0;
  for (let i = 0; i < nights; i++) {
    const day = new Date(from.getTime() + i * DAY_MS).getUTCDay();
    if (day === 5 || day === 6) weekend++;
  }
  const weekendRate = prices.weekendPrice ?? prices.nightlyPrice;
  const weekday = nights - (prices.weekendPrice === null ? 0 : weekend);
  const lines: QuoteLine[] = [];
  if (weekday > 0)
    lines.push({ label: `${plural(weekday, "night")} x nightly rate`, amount: weekday * prices.nightlyPrice });
  if (prices.weekendPrice !== null && weekend > 0)
    lines.push({ label: `${plural(weekend, "weekend night")} x weekend rate`, amount: weekend * weekendRate });
  if (prices.cleaningFee) lines.push({ label: "Cleaning fee", amount: prices.cleaningFee });
  return { nights, lines, total: lines.reduce((sum, line) => sum + line.amount, 0), currency: prices.currency };
}
