import type { Db } from "../../../db/client";
import type { ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { addToTrip, checkAvailability } from "./actions";
import type { ChrissyReply } from "./built-in";
import { readMessageDates, readMessageGuests } from "./message-dates";
import { findNamedStay } from "./stay-context";

/**
 * Without a provider: the member's requests to check dates or add a stay to a trip, read with plain patterns and
 * answered from the availability and trips services. Every date she states is one the member wrote; every
 * "free" or "taken" is the availability service's. Null when the message asks for neither.
 */
export async function builtInAction(
  db: Db,
  user: SessionUser,
  message: string,
  context: ConciergeCitation | null,
): Promise<ChrissyReply | null> {
  const trip = readTripRequest(message);
  if (trip) return tripAnswer(db, user, trip, context);
  const { dates, unreadable } = readMessageDates(message);
  const asksAboutDates =
    dates.length > 0 || unreadable.length > 0 || /\bavailab\w*\b|\b(is|are)\b.*\bfree\b/i.test(message);
  if (!asksAboutDates) return null;
  const stay = (await findNamedStay(db, message)) ?? context;
  if (!stay && !dates.length && !unreadable.length) return null;
  return datesAnswer(db, user, message, stay, dates, unreadable);
}

const link = (stay: ConciergeCitation) => `[${stay.name}](/listings/${stay.slug})`;
const say = (text: string, stay?: ConciergeCitation | null): ChrissyReply => ({
  text,
  citations: stay ? [stay] : [],
  activity: [],
});
const DATE_FORMS = "Write each date with its year, as YYYY-MM-DD or with the month's name and the year.";

async function datesAnswer(
  db: Db,
  user: SessionUser,
  message: string,
  stay: ConciergeCitation | null,
  dates: string[],
  unreadable: string[],
): Promise<ChrissyReply> {
  if (unreadable.length)
    return say(
      `I couldn't read ${unreadable.map((u) => `“${u}”`).join(", ")} as a date with its year. ${DATE_FORMS}`,
      stay,
    );
  if (dates.length !== 2) return say(`To check a stay I need two dates, arrival and departure. ${DATE_FORMS}`, stay);
  const [from, to] = dates as [string, string];
  if (!stay)
    return say(
      `Which stay should I check from ${from} to ${to}? Name it as on its page, or ask me from the stay's page with “Ask Chrissy”.`,
    );
  const checked = await checkAvailability(db, user, { slug: stay.slug, from, to, guests: readMessageGuests(message) });
  if (!checked.ok) return say(`I couldn't check ${link(stay)} for those dates: ${checked.error}`, stay);
  const { answer } = checked;
  const nights = `${answer.nights} night${answer.nights === 1 ? "" : "s"}`;
  const who = `${answer.guests} guest${answer.guests === 1 ? "" : "s"}`;
  const taken = answer.nightly.filter((n) => n.state !== "available").length;
  const text = answer.bookable
    ? `Good news: ${link(checked.stay)} is free for all ${nights} from ${from} to ${to}, for ${who}. Book it through its page: I can't hold dates.`
    : [
        `${link(checked.stay)} can't be booked from ${from} to ${to} for ${who}.`,
        ...answer.reasons,
        taken ? `${taken} of the ${nights} ${taken === 1 ? "is" : "are"} already taken.` : "",
      ]
        .filter(Boolean)
        .join(" ");
  return { text, citations: [checked.stay], activity: [checked.activity] };
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
