import { parse as parseDates } from "chrono-node/en";
import type { ConciergeCitation } from "../../../db/schema";
import { eachNight } from "@shared/stay-dates";
import type { StayQuote } from "@shared/stay-quote";
import { formatMoney } from "@shared/money";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { quoteInWords } from "./quote-words";

/** One stay's nights as the availability service answered them in a turn, with the stay page's quote when free. */
export type StayCheck = {
  stay: ConciergeCitation;
  from: string;
  to: string;
  bookable: boolean;
  quote: StayQuote | null;
};

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
const MONEY = [
  new RegExp(String.raw`(?:[A-Z]{1,2}\$|\$|€|£|¥|\b(?:USD|EUR|GBP|CAD|AUD|NZD|CHF|JPY)\s?)\s?${AMOUNT}`, "gi"),
  new RegExp(String.raw`\b${AMOUNT}\s?(?:dollars?|bucks|usd|euros?|eur|pounds?|gbp)\b`, "gi"),
];
const WEEKDAY_WORDS = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b\.?,?/gi;

/** Every amount of money a text states, in minor units. */
function amountsIn(text: string): number[] {
  return MONEY.flatMap((pattern) =>
    [...text.matchAll(pattern)].map(
      (m) => Number(m[1]!.replace(/,/g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0")),
    ),
  );
}

/** Every calendar day a text names (weekday words aside, which chrono reads as times), as YYYY-MM-DD. */
function daysIn(text: string, today: string): string[] {
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  return parseDates(
    text.replace(WEEKDAY_WORDS, (w) => " ".repeat(w.length)),
    reference,
    { forwardDate: true },
  )
    .filter((r) => r.start.isCertain("day") && !r.start.isCertain("hour") && !/^[\d.]+\/\d+$/.test(r.text))
    .flatMap((r) => [r.start, ...(r.end ? [r.end] : [])].map((c) => c.date().toISOString().slice(0, 10)));
}

const sentencesOf = (line: string) => line.split(/(?<=[.!?])\s+/);

/** The service's own line for a check, added when the model's words leave out its dates or its total. */
function checkInWords(check: StayCheck): string {
  const stay = `[${check.stay.name}](/listings/${check.stay.slug})`;
  const words = stayDatesInWords(check.from, check.to);
  if (!check.bookable) return `${stay} can't be booked ${words}.`;
  return check.quote ? `${stay} is free ${words}: ${quoteInWords(check.quote)}.` : `${stay} is free ${words}.`;
}

/**
 * Prices and dates in Chrissy's words come from our services, never from the model: a sentence of the model's text
 * that states an amount no quote of the turn gave, or a day outside the nights the turn checked, is left out; then
 * each check whose dates (in words) or total the text does not state is said in the services' own words.
 */
export function groundFacts(text: string, checks: StayCheck[], today: string): string {
  const amounts = new Set(
    checks.flatMap((c) => (c.quote ? [c.quote.total, ...c.quote.lines.map((l) => l.amount)] : [])),
  );
  const days = new Set(checks.flatMap((c) => [...eachNight(c.from, c.to), c.to]));
  const ours = checks.map((c) => stayDatesInWords(c.from, c.to));
  const backed = (sentence: string) => {
    const theirs = ours.reduce((s, words) => s.split(words).join(" "), sentence);
    return amountsIn(sentence).every((a) => amounts.has(a)) && daysIn(theirs, today).every((d) => days.has(d));
  };
  const kept = text
    .split("\n")
    .map((line) => sentencesOf(line).filter(backed).join(" "))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const latest = [...new Map(checks.map((c) => [`${c.stay.slug} ${c.from} ${c.to}`, c])).values()];
  const unsaid = latest.filter((c) => {
    const total = c.quote && c.bookable ? formatMoney(c.quote.total, c.quote.currency) : "";
    return !kept.includes(stayDatesInWords(c.from, c.to)) || !kept.includes(total);
  });
  return [kept, ...unsaid.map(checkInWords)].filter(Boolean).join("\n");
}
