import { gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";
import { addDays, earliestToday, MAX_NIGHTS_AHEAD, nightsBetween } from "@shared/stay-dates";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { MAX_QUOTE_NIGHTS, quoteStay, type StayPrices } from "@shared/stay-quote";
import { badRequest } from "../../lib/errors";
import { liveListing } from "../listings/cards";
import { freeEveryNight, nightsArray, takenNights, takenNightsIn } from "./nights";
import { guestCount, isoDate, rangeProblem, type StayRange } from "./rules";

// A search's dates and guests, as every search takes them (the listings, the map, AI search, the partner API):
// `checkin` and `checkout` (both or neither), `guests`, and `flexible` (the same nights up to three days earlier
// or later). With dates a search finds the stays free every night that take that many nights and sleep that many,
// each with its stay's total from the quote the stay's page shows (shared/stay-quote.ts).

/** How far flexible dates move, in days either way. */
export const FLEXIBLE_DAYS = 3;

export const searchDateFields = {
  checkin: isoDate("checkin").optional(),
  checkout: isoDate("checkout").optional(),
  guests: guestCount("guests").optional(),
  flexible: z.boolean({ error: "flexible must be true or false (1 or 0 in a URL)." }).optional(),
};

/** A search's dates and guests on their own (the partner API's AI search reads its other fields itself). */
export const searchDatesQuery = z.object(searchDateFields).superRefine(checkSearchDates);

/** `moved`: only the stays free on moved dates and not on the dates themselves (a flexible search's second part). */
export type DateFields = { checkin?: string; checkout?: string; guests?: number; flexible?: boolean; moved?: boolean };

/** The rules of a search's dates, each refusal naming its field; for `.superRefine` of a query with the fields. */
export function checkSearchDates(q: DateFields, ctx: z.RefinementCtx) {
  const problem = (message: string, field: string) => ctx.addIssue({ code: "custom", message, path: [field] });
  if (q.checkin === undefined && q.checkout === undefined) return;
  if (q.checkout === undefined) return problem("checkout is required with checkin, as YYYY-MM-DD.", "checkout");
  if (q.checkin === undefined) return problem("checkin is required with checkout, as YYYY-MM-DD.", "checkin");
  const broken = rangeProblem(q.checkin, q.checkout, { from: "checkin", to: "checkout" });
  if (broken) return problem(...broken);
  if (nightsBetween(q.checkin, q.checkout) > MAX_QUOTE_NIGHTS)
    problem(`checkout must be at most ${MAX_QUOTE_NIGHTS} nights after checkin.`, "checkout");
}

/** The dates a search applied, as its response states them; null without dates. */
export type SearchDates = { checkin: string; checkout: string; nights: number; guests: number; flexible: boolean };

export function searchDatesOf(q: DateFields): SearchDates | null {
  if (q.checkin === undefined || q.checkout === undefined) return null;
  const nights = nightsBetween(q.checkin, q.checkout);
  return { checkin: q.checkin, checkout: q.checkout, nights, guests: q.guests ?? 1, flexible: q.flexible ?? false };
}

/** The same query without its dates (its guests kept): what the search finds when the dates are not the reason. */
export const withoutDates = <Q extends DateFields>(q: Q): Q => ({
  ...q,
  checkin: undefined,
  checkout: undefined,
  flexible: undefined,
  moved: undefined,
});

/** A stay's dates in a search's answer: the dates that work for it, and its total for them (cents). */
export type SearchStay = {
  checkin: string;
  checkout: string;
  nights: number;
  total: number;
  currency: string;
  shifted: boolean;
};

const shiftedRange = (d: SearchDates, days: number): StayRange => ({
  from: addDays(d.checkin, days),
  to: addDays(d.checkout, days),
});

/**
 * The moves of the dates a search tries, in the order it prefers them: the dates asked for, then (flexible)
 * a day earlier, a day later, two days earlier... Only moves that keep the stay within the bookable window.
 */
function shiftsOf(d: SearchDates): number[] {
  const moves = [0];
  if (d.flexible) for (let n = 1; n <= FLEXIBLE_DAYS; n++) moves.push(-n, n);
  const latest = MAX_NIGHTS_AHEAD + 1;
  return moves.filter((n) => {
    const range = shiftedRange(d, n);
    return n === 0 || (range.from >= earliestToday() && nightsBetween(earliestToday(), range.to) <= latest);
  });
}

/**
 * Whether a stay is free every night of one of the moves of the dates (`movedOnly`: of a move other than none, and
 * not of the dates themselves): its taken nights around them read once per stay, through the (listing, night)
 * indexes (`offset 0` keeps the planner from reading them again for each move), then compared with each move's.
 */
function freeOnSomeMove(d: SearchDates, shifts: number[], movedOnly: boolean): SQL {
  const window = { from: addDays(d.checkin, Math.min(...shifts)), to: addDays(d.checkout, Math.max(...shifts)) };
  const moves = movedOnly ? shifts.filter((n) => n !== 0) : shifts;
  const free = moves.length
    ? sql.join(
        moves.map((n) => sql`not (taken.nights && ${nightsArray(shiftedRange(d, n))})`),
        sql` or `,
      )
    : sql`false`;
  const test = movedOnly ? sql`(taken.nights && ${nightsArray(shiftedRange(d, 0))}) and (${free})` : free;
  return sql`(select ${test} from (select ${takenNightsIn(window)} as nights offset 0) taken)`;
}

/**
 * The conditions a search's dates and guests put on its stays, in SQL (one query for all stays, no loop): sleeps
 * `guests`; with dates also takes that many nights, has a price to quote, and is free every night of the dates
 * (neither blocked by its owner nor booked through a synced calendar), or flexible, of one of their moves.
 */
export function stayConditions(q: DateFields): SQL[] {
  const out: SQL[] = [];
  if (q.guests !== undefined) out.push(gte(listings.maxGuests, q.guests));
  const d = searchDatesOf(q);
  if (!d) return out;
  const shifts = shiftsOf(d);
  // The dates alone: `not exists`, which the planner reads as an anti-join through the indexes.
  const free =
    shifts.length === 1 && !q.moved ? freeEveryNight(shiftedRange(d, 0)) : freeOnSomeMove(d, shifts, !!q.moved);
  out.push(lte(listings.minNights, d.nights), isNotNull(listings.nightlyPrice), free);
  return out;
}

/** With flexible dates, stays free on the very dates asked for come first: the ordering key; none otherwise. */
export function exactFirst(q: DateFields): SQL[] {
  const d = searchDatesOf(q);
  if (!d?.flexible) return [];
  return [sql`(case when cardinality(${takenNightsIn(shiftedRange(d, 0))}) = 0 then 0 else 1 end)`];
}

/**
 * Each stay's dates and total for a search with dates (undefined without): the first move of the dates on which
 * every night is free, quoted by shared/stay-quote.ts. One query reads the taken nights of all the stays.
 */
export async function stayTotals(
  db: Db,
  d: SearchDates | null,
  stays: readonly (StayPrices & { id: number })[],
): Promise<(SearchStay | undefined)[]> {
  if (!d || !stays.length) return stays.map(() => undefined);
  const shifts = shiftsOf(d);
  const window = { from: addDays(d.checkin, Math.min(...shifts)), to: addDays(d.checkout, Math.max(...shifts)) };
  const taken = await takenNights(
    db,
    stays.map((s) => s.id),
    window,
  );
  return stays.map((stay) => {
    const nights = taken.get(stay.id);
    const freeOn = (n: number) => {
      const range = shiftedRange(d, n);
      return !nights || [...nights.keys()].every((night) => night < range.from || night >= range.to);
    };
    const move = shifts.find(freeOn) ?? 0;
    const range = shiftedRange(d, move);
    const quote = quoteStay(stay, range.from, range.to);
    if (!quote) return undefined;
    return {
      checkin: range.from,
      checkout: range.to,
      nights: quote.nights,
      total: quote.total,
      currency: quote.currency,
      shifted: move !== 0,
    };
  });
}

/** Items with their `stay` for a search with dates. */
export function withStays<T extends object>(
  items: T[],
  stays: (SearchStay | undefined)[],
): (T & { stay?: SearchStay })[] {
  return items.map((item, i) => {
    const stay = stays[i];
    return stay ? { ...item, stay } : item;
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a search's dates and guests tell the traveller. */
export const DATE_NOTES = {
  applied: (d: SearchDates) =>
    `Stays free ${stayDatesInWords(d.checkin, d.checkout)} (${plural(d.nights, "night")}) for ${plural(d.guests, "guest")}` +
    (d.flexible ? `, or on the same nights up to ${FLEXIBLE_DAYS} days earlier or later.` : "."),
  shifted: "Some stays are free only on nearby dates: each shows the dates that work.",
  nothingFree: "No stay is free for those nights; try flexible dates.",
  nothingFreeFlexible: `No stay is free for those nights, nor up to ${FLEXIBLE_DAYS} days earlier or later.`,
  guests: (guests: number) => `Stays that sleep ${plural(guests, "guest")} or more.`,
  tooMany: (guests: number, most: number) => `No stay sleeps ${guests} guests; the most is ${most}.`,
};

/** A 400 when no live stay sleeps this many guests: a search for them could never find one. */
async function assertSomeStaySleeps(db: Db, guests: number) {
  const [row] = await db
    .select({ most: sql<number | null>`max(${listings.maxGuests})` })
    .from(listings)
    .where(liveListing);
  const most = Number(row?.most ?? 0);
  if (guests > most) {
    const message = DATE_NOTES.tooMany(guests, most);
    throw badRequest(message, { issues: { guests: [message] } });
  }
}

/**
 * What a search says in words about its dates and guests, once its page is found: what it applied, and that
 * some stays moved their dates. When it found nothing: a 400 when no stay sleeps that many guests at all, and
 * "no stay is free for those nights" when the same search without its dates (`undatedFinds`) finds stays.
 */
export async function datesNotes(
  db: Db,
  q: DateFields,
  found: { total: number; stays: (SearchStay | undefined)[] },
  undatedFinds: () => Promise<boolean>,
): Promise<string[]> {
  const d = searchDatesOf(q);
  if (found.total === 0) {
    if (q.guests !== undefined) await assertSomeStaySleeps(db, q.guests);
    if (!d || !(await undatedFinds())) return [];
    return [d.flexible ? DATE_NOTES.nothingFreeFlexible : DATE_NOTES.nothingFree];
  }
  if (!d) return q.guests === undefined ? [] : [DATE_NOTES.guests(q.guests)];
  return [DATE_NOTES.applied(d), ...(found.stays.some((s) => s?.shifted) ? [DATE_NOTES.shifted] : [])];
}
