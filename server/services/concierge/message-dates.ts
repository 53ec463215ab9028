import { parse as parseDates } from "chrono-node/en";
import { addDays, isIsoDate } from "@shared/stay-dates";
import { dayInWords, monthName, stayDatesInWords } from "@shared/stay-dates-words";

/** The nights a member asked for: arrival, departure, and how a loose phrase ("in March") was read. */
export type StayDates = { from: string; to: string; note: string | null };

/**
 * What a message says about dates. `stay` is the nights understood; `problem`, when they cannot be checked, is the
 * sentence that says why (a past date, a departure before the arrival, words that are not a date); `rest` is the
 * message without its date, nights and guests words, for a search.
 */
export type MessageDates = { stay: StayDates | null; problem: string | null; rest: string };

const NUMBER_WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen".split(" ");
const COUNT = String.raw`(\d{1,2}|an?|${NUMBER_WORDS.slice(1).join("|")})`;
const countOf = (word: string) => {
  const w = word.toLowerCase();
  return /^\d+$/.test(w) ? Number(w) : w === "a" || w === "an" ? 1 : NUMBER_WORDS.indexOf(w);
};
const NIGHTS = new RegExp(String.raw`\b${COUNT}\s+nights?\b`, "i");
const WEEKS = new RegExp(String.raw`\b${COUNT}\s+weeks?\b`, "i");
const WEEKEND = /\b(?:(this|next|the|coming)\s+)?weekend\b/i;
const NEW_YEAR = /\bnew\s*year(?:'?s)?(?:\s+eve)?\b/i;
const ISO_LIKE = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
/** 03/12/2027 is 12 March in one country and 3 December in the next: never guessed. */
const SLASHED = /\b\d{1,4}[/.]\d{1,2}[/.]\d{1,4}\b/g;
const GUESTS = [/\b(\d{1,3})\s+(?:guests?|people|persons?|adults?|travell?ers?|of us)\b/i, /\bparty of (\d{1,3})\b/i];
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** A day and a month chrono could not read ("Feb 30"). */
const LOOSE = [
  new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b`, "gi"),
  new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])`, "gi"),
];

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const quoted = (words: string[]) => words.map((w) => `“${w.trim()}”`).join(", ");

/**
 * The Friday a weekend starts: "next weekend" is the first Friday after today; "this weekend" on a Saturday is today.
 */
function weekendArrival(today: string, which: string | undefined): string {
  const dow = weekdayOf(today);
  const toFriday = (5 - dow + 7) % 7;
  if (which?.toLowerCase() === "next") return addDays(today, toFriday || 7);
  return dow === 6 ? today : addDays(today, toFriday);
}

/** The first Friday of a month from today on; in a month's last days with no Friday left, today. */
function firstFriday(monthStart: string, today: string): string {
  const start = monthStart > today ? monthStart : today;
  const friday = addDays(start, (5 - weekdayOf(start) + 7) % 7);
  return friday.slice(0, 7) === start.slice(0, 7) ? friday : start;
}

type Found = { at: number; text: string; from: string; to: string | null; kind: "day" | "weekday" | "month" };

/**
 * The stay's dates in a message, read against `today` (YYYY-MM-DD, the caller's clock): "Dec 11 to 14" is the next
 * 11 to 14 December, never one in the past; "next weekend" is Friday to Sunday; "three nights from Friday";
 * "in March" is its first weekend (said in `note`); "over New Year" arrives on 31 December for two nights;
 * ISO dates as written.
 */
export function readMessageDates(message: string, today: string): MessageDates {
  let text = message;
  const used: [number, number][] = [];
  const take = (at: number, length: number) => {
    text = text.slice(0, at) + " ".repeat(length) + text.slice(at + length);
    used.push([at, length]);
  };
  const takeFirst = (pattern: RegExp) => {
    const m = pattern.exec(text);
    if (m) take(m.index, m[0].length);
    return m;
  };
  const found: Found[] = [];
  const unreadable: string[] = [];
  const ambiguous: string[] = [];
  for (const m of message.matchAll(ISO_LIKE)) {
    const iso = `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`;
    if (isIsoDate(iso)) found.push({ at: m.index, text: m[0], from: iso, to: null, kind: "day" });
    else unreadable.push(m[0]);
    take(m.index, m[0].length);
  }
  for (const m of text.matchAll(SLASHED)) {
    ambiguous.push(m[0]);
    take(m.index, m[0].length);
  }
  const nightsWords = takeFirst(NIGHTS);
  const weeksWords = nightsWords ? null : takeFirst(WEEKS);
  const nights = nightsWords ? countOf(nightsWords[1]!) : weeksWords ? 7 * countOf(weeksWords[1]!) : null;
  const weekend = takeFirst(WEEKEND);
  const newYear = takeFirst(NEW_YEAR);
  for (const pattern of GUESTS) takeFirst(pattern);
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  for (const r of parseDates(text, reference, { forwardDate: true })) {
    // A time ("at 5pm", "now", "a second") is not a stay's date.
    if (r.start.isCertain("hour")) continue;
    const kind = r.start.isCertain("day") ? "day" : r.start.isCertain("weekday") ? "weekday" : "month";
    if (kind === "month" && !r.start.isCertain("month")) continue;
    found.push({
      at: r.index,
      text: r.text,
      from: isoOf(r.start.date()),
      to: r.end ? isoOf(r.end.date()) : null,
      kind,
    });
    take(r.index, r.text.length);
  }
  for (const pattern of LOOSE) for (const m of text.matchAll(pattern)) unreadable.push(m[0]);
  found.sort((a, b) => a.at - b.at);

  const answer = (stay: StayDates | null, problem: string | null = null): MessageDates => {
    let rest = message;
    for (const [at, length] of used) rest = rest.slice(0, at) + " ".repeat(length) + rest.slice(at + length);
    return { stay, problem, rest: rest.replace(/\s+/g, " ").trim() };
  };
  if (unreadable.length)
    return answer(
      null,
      `I couldn't read ${quoted(unreadable)} as a date. Write dates like “Dec 11 to 14” or 2026-12-11.`,
    );
  if (ambiguous.length)
    return answer(
      null,
      `I can't tell the day from the month in ${quoted(ambiguous)}: write the month's name, like “11 December 2026”.`,
    );
  const [first, second] = found;
  let stay: StayDates;
  if (newYear) {
    const from = `${today.slice(0, 4)}-12-31`;
    stay = {
      from,
      to: addDays(from, nights ?? 2),
      note: nights ? null : "Over New Year I took New Year's Eve and New Year's Day.",
    };
  } else if (weekend) {
    const from = weekendArrival(today, weekend[1]);
    stay = { from, to: addDays(from, nights ?? (weekdayOf(from) === 6 ? 1 : 2)), note: null };
  } else if (!first || (first.kind === "weekday" && !first.to && !nights && !second)) {
    // Nights without a date, or a weekday alone ("a Sunday brunch"), name no stay.
    used.splice(0, used.length, ...used.filter(([at]) => at !== first?.at));
    return answer(null);
  } else if (first.to) stay = { from: first.from, to: first.to, note: null };
  else if (second) stay = { from: first.from, to: second.to ?? second.from, note: null };
  else if (first.kind === "month") {
    const from = firstFriday(first.from, today);
    const month = monthName(Number(first.from.slice(5, 7)));
    stay = {
      from,
      to: addDays(from, nights ?? 2),
      note: `You didn't name the days in ${month}, so I took ${nights ? "its first Friday" : "its first weekend"}.`,
    };
  } else if (nights) stay = { from: first.from, to: addDays(first.from, nights), note: null };
  else
    return answer(
      null,
      `From ${dayInWords(first.from)}, for how many nights? Tell me your departure date or the number of nights.`,
    );
  if (stay.to <= stay.from)
    return answer(
      null,
      `Your departure, ${dayInWords(stay.to)}, is not after your arrival, ${dayInWords(stay.from)}. Tell me the arrival first, then the departure.`,
    );
  if (stay.from < today)
    return answer(null, `${stayDatesInWords(stay.from, stay.to)} is in the past: I can check dates from today on.`);
  return answer(stay);
}

/** "for 4 guests", "4 people", "2 adults", "a party of 3": the number of guests the member named, if any. */
export function readMessageGuests(message: string): number | undefined {
  for (const pattern of GUESTS) {
    const m = pattern.exec(message);
    if (m) return Number(m[1]);
  }
  return undefined;
}
