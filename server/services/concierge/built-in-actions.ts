import type { Db } from "../../../db/client";
import type { ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { addToTrip, checkAvailability } from "./actions";
import type { ChrissyReply } from "./built-in";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { quoteInWords } from "./quote-words";
import { readMessageDates, readMessageGuests, type StayDates } from "./message-dates";
import { searchAnswer, searchIntentOf } from "./search-answer";
import { findNamedStay } from "./stay-context";

/**
 * Without a provider: the member's requests to check dates or add a stay to a trip, read with plain patterns and
 * answered from the availability and trips services. The dates she states are the ones she understood, in words;
 * every "free", "taken" and total is the availability service's and the stay page's quote. Dates with a search and
 * no stay named ("a cabin in the alps Dec 11 to 14") find the stays free then. Null when the message asks for none
 * of these.
 */
export async function builtInAction(
  db: Db,
  user: SessionUser,
  message: string,
  context: ConciergeCitation | null,
  today: string,
): Promise<ChrissyReply | null> {
  const trip = readTripRequest(message);
  if (trip) return tripAnswer(db, user, trip, context);
  const read = readMessageDates(message, today);
  if (!read.stay && !read.problem && !ASKS_IF_FREE.test(message)) return null;
  const named = await findNamedStay(db, message);
  const search = named ? null : searchIntentOf(read.rest);
  const stay = named ?? (search ? null : context);
  if (read.problem) return say(read.problem, stay);
  const guests = readMessageGuests(message);
  if (!read.stay) return stay ? say(`Which dates should I check ${link(stay)} for? ${DATE_FORMS}`, stay) : null;
  if (!stay) return searchAnswer(db, user, message, search, { dates: read.stay, guests });
  return datesAnswer(db, user, stay, read.stay, guests);
}

const ASKS_IF_FREE = /\bavailab\w*\b|\b(is|are)\b.*\bfree\b/i;
const link = (stay: ConciergeCitation) => `[${stay.name}](/listings/${stay.slug})`;
const say = (text: string, stay?: ConciergeCitation | null): ChrissyReply => ({
  text,
  citations: stay ? [stay] : [],
  activity: [],
});
const DATE_FORMS =
  "Tell me your arrival and departure, like “Dec 11 to 14”, “next weekend” or “three nights from Friday”.";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function datesAnswer(
  db: Db,
  user: SessionUser,
  stay: ConciergeCitation,
  dates: StayDates,
  guests: number | undefined,
): Promise<ChrissyReply> {
  const words = stayDatesInWords(dates.from, dates.to);
  const checked = await checkAvailability(db, user, { slug: stay.slug, from: dates.from, to: dates.to, guests });
  if (!checked.ok) return say(`I couldn't check ${link(stay)} for ${words}: ${checked.error}`, stay);
  const { answer, quote } = checked;
  const nights = plural(answer.nights, "night");
  const who = plural(answer.guests, "guest");
  const taken = answer.nightly.filter((n) => n.state !== "available").length;
  const text = answer.bookable
    ? [
        `Good news: ${link(checked.stay)} is free ${words}, all ${nights}, for ${who}.`,
        quote ? `The total is ${quoteInWords(quote)}, as its page quotes it.` : "Its page has the price.",
        "Book it through its page: I can't hold dates.",
      ]
    : [
        `${link(checked.stay)} can't be booked ${words} for ${who}.`,
        ...answer.reasons,
        taken ? `${taken} of the ${nights} ${taken === 1 ? "is" : "are"} already taken.` : "",
      ];
  return {
    text: [dates.note ?? "", ...text].filter(Boolean).join(" "),
    citations: [checked.stay],
    activity: [checked.activity],
  };
}

/** "add <stay> to my <name> trip", "add it to the trip called <name>"; `trip` is empty for "add it to my trip". */
export function readTripRequest(message: string): { stay: string; trip: string } | null {
  const text = message.trim().replace(/[.!?]+$/, "");
  const m =
    /\badd\s+(.+?)\s+to\s+(?:(?:my|our|the)\s+)?trip\s+(?:called\s+|named\s+)?(.+)$/i.exec(text) ??
    /\badd\s+(.+?)\s+to\s+(?:(?:my|our|the)\s+)?(.+?)\s+trip$/i.exec(text);
  if (!m) return null;
  const trip = m[2]!.replace(/^[“"'‘]|[”"'’]$/g, "").trim();
  // "add it to my trip": no name given.
  return { stay: m[1]!.trim(), trip: /^(my|our|the|a)$/i.test(trip) ? "" : trip };
}

const POINTS_AT_CONTEXT = /^(it|this|that|this one|that one|(?:this|that|the) (?:stay|place|one|listing))$/i;

async function tripAnswer(
  db: Db,
  user: SessionUser,
  request: { stay: string; trip: string },
  context: ConciergeCitation | null,
): Promise<ChrissyReply> {
  const stay = POINTS_AT_CONTEXT.test(request.stay) ? context : await findNamedStay(db, request.stay);
  if (!stay) return say(`I couldn't tell which stay you mean by “${request.stay}”. Use its full name, as on its page.`);
  const result = await addToTrip(db, user, { slug: stay.slug, trip: request.trip });
  if (!result.ok)
    return say(
      "noSuchTrip" in result ? result.error : `I couldn't add ${link(stay)} to “${request.trip}”: ${result.error}`,
      stay,
    );
  const text = result.added
    ? `I added ${link(result.stay)} to your trip “${result.trip.name}”.`
    : `${link(result.stay)} is already on your trip “${result.trip.name}”.`;
  return { text, citations: [result.stay], activity: [result.activity] };
}
