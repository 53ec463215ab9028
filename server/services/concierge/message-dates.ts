import { isIsoDate } from "@shared/stay-dates";

/**
 * The dates a member wrote in a message, in the order written, as YYYY-MM-DD. Only forms that name a year are read
 * ("2027-03-12", "March 12, 2027", "12 March 2027", "March 12-15, 2027", "12-15 March 2027"): Chrissy never guesses
 * a year or a month. Anything else that looks like a date ("March 12", "03/12/2027", "2027-02-30") is `unreadable`,
 * so she can say which words she could not read instead of answering for dates nobody wrote.
 */
export type MessageDates = { dates: string[]; unreadable: string[] };

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** A day that starts a date is not the end of other digits ("2027-03-12" is no "12 ..."). */
const LEAD = String.raw`(?<![\d/.-])`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;
const TO = String.raw`\s*(?:-|–|—|to|until|till|through|thru)\s*`;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const iso = (year: string, month: number, day: string) =>
  `${year}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** Each form: a pattern and the dates one match names. ISO dates come first, then ranges, so no day is read twice. */
const FORMS: { pattern: RegExp; dates: (m: RegExpExecArray) => string[] }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, dates: (m) => [iso(m[1]!, Number(m[2]), m[3]!)] },
  {
    pattern: new RegExp(String.raw`\b${MONTH}\s+${DAY}${TO}${DAY},?\s+${YEAR}\b`, "gi"),
    dates: (m) => [iso(m[4]!, monthOf(m[1]!), m[2]!), iso(m[4]!, monthOf(m[1]!), m[3]!)],
  },
  {
    pattern: new RegExp(String.raw`${LEAD}\b${DAY}${TO}${DAY}\s+(?:of\s+)?${MONTH},?\s+${YEAR}\b`, "gi"),
    dates: (m) => [iso(m[4]!, monthOf(m[3]!), m[1]!), iso(m[4]!, monthOf(m[3]!), m[2]!)],
  },
  {
    pattern: new RegExp(String.raw`\b${MONTH}\s+${DAY},?\s+${YEAR}\b`, "gi"),
    dates: (m) => [iso(m[3]!, monthOf(m[1]!), m[2]!)],
  },
  {
    pattern: new RegExp(String.raw`${LEAD}\b${DAY}\s+(?:of\s+)?${MONTH},?\s+${YEAR}\b`, "gi"),
    dates: (m) => [iso(m[3]!, monthOf(m[2]!), m[1]!)],
  },
];

/** Date-like words left over once the forms above are read: a day and month without a year, or digits with slashes. */
const LOOSE = [
  new RegExp(String.raw`\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b`, "gi"),
  new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])`, "gi"),
  /\b\d{1,4}[/.]\d{1,2}[/.]\d{1,4}\b/g,
];

export function readMessageDates(message: string): MessageDates {
  let rest = message;
  const found: { at: number; date: string; text: string }[] = [];
  for (const { pattern, dates } of FORMS) {
    for (const m of rest.matchAll(pattern)) {
      for (const date of dates(m)) found.push({ at: m.index, date, text: m[0] });
      // Blank what was read (same length, so positions keep their order) so no other form reads it again.
      rest = rest.slice(0, m.index) + " ".repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  found.sort((a, b) => a.at - b.at);
  const unreadable = [...new Set(found.filter((f) => !isIsoDate(f.date)).map((f) => f.text.trim()))];
  for (const pattern of LOOSE) for (const m of rest.matchAll(pattern)) unreadable.push(m[0].trim());
  return { dates: found.filter((f) => isIsoDate(f.date)).map((f) => f.date), unreadable };
}

/** "for 4 guests", "4 people", "2 adults", "a party of 3": the number of guests the member named, if any. */
export function readMessageGuests(message: string): number | undefined {
  const m =
    /\b(\d{1,3})\s+(?:guests?|people|persons?|adults?|travell?ers?|of us)\b/i.exec(message) ??
    /\bparty of (\d{1,3})\b/i.exec(message);
  return m ? Number(m[1]) : undefined;
}
