import { formatMoney } from "@shared/money";
import type { StayQuote } from "@shared/stay-quote";

const nightsInWords = (n: number) => `${n} night${n === 1 ? "" : "s"}`;

/**
 * A quote as Chrissy says it, every amount from the quote itself: "$1,140 for 3 nights (1 night x nightly rate =
 * $400, 2 weekend nights x weekend rate = $520, Cleaning fee = $220)".
 */
export function quoteInWords(quote: StayQuote): string {
  const money = (cents: number) => formatMoney(cents, quote.currency);
  const lines = quote.lines.map((line) => `${line.label} = ${money(line.amount)}`).join(", ");
  return `${money(quote.total)} for ${nightsInWords(quote.nights)} (${lines})`;
}
