import type OpenAI from "openai";
import type { Db } from "../../../db/client";
import type { ConciergeActivity, ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { getListingBySlug } from "../listings/stay-by-slug";
import type { StayQuote } from "@shared/stay-quote";
import { parseIntent } from "../search/intent";
import { addToTrip, checkAvailability } from "./actions";
import type { StayCheck } from "./grounding";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { quoteInWords } from "./quote-words";
import { readMessageDates, type StayDates } from "./message-dates";
import { findStays, searchIntentOf } from "./search-answer";

/**
 * What a turn's tools found and did: the stays she may cite, the lines the page shows above her answer, and
 * `notes`, words about the member's own data (their trips' names) added under her answer without the provider, and
 * `checks`, the nights checked and their quotes.
 */
export type ToolTrace = {
  seen: Map<string, ConciergeCitation>;
  activity: ConciergeActivity[];
  notes: string[];
  /** Every stay's nights checked in the turn, for the dates and totals her answer may state. */
  checks: StayCheck[];
};

const tool = (
  name: string,
  description: string,
  properties: Record<string, object>,
  required: string[],
): OpenAI.Chat.Completions.ChatCompletionTool => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, required, additionalProperties: false } },
});
const slug = { type: "string", maxLength: 160 };
const dates = {
  type: "string",
  maxLength: 120,
  description:
    "The member's own words for the dates, as they wrote them (“Dec 11 to 14”, “next weekend”, “three nights from Friday”, “2027-03-12 to 2027-03-15”). We read them; never work the dates out yourself.",
};
const guests = { type: "integer", minimum: 1, maximum: 20 };

export const TOOLS = [
  tool(
    "search_listings",
    "Search Wildluxe stays by what the traveller wants, in words (setting, place, amenities). With `dates`, only stays free on those nights, each with the dates understood and its total.",
    { query: { type: "string", maxLength: 300 }, dates, guests },
    ["query"],
  ),
  tool("get_listing", "Details of one Wildluxe stay by its slug.", { slug }, ["slug"]),
  tool(
    "check_availability",
    "Whether a stay is free for every night of the member's dates, for a number of guests: the dates as we understood them, in words, each night's state, whether it can be booked and its total.",
    { slug, dates, guests },
    ["slug", "dates"],
  ),
  tool(
    "add_to_trip",
    "Add a stay to one of the member's trip boards, by the trip's name as the member said it.",
    { slug, trip: { type: "string", maxLength: 80 } },
    ["slug", "trip"],
  ),
];

export function readArgs(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json || "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;

/** The member's dates in a tool call, read by us against today; an error in words when they cannot be checked. */
function datesOf(args: Record<string, unknown>, today: string) {
  const words = text(args.dates, 120);
  if (!words) return null;
  const read = readMessageDates(words, today);
  if (!read.stay)
    return { error: read.problem ?? `No dates in “${words}”: pass the member's words for arrival and departure.` };
  const guests = typeof args.guests === "number" ? args.guests : undefined;
  return { dates: read.stay, guests };
}

/** A check as the provider hears it: the dates we understood, in words, and the total of the stay page's quote. */
const heard = (dates: StayDates, quote: StayQuote | null) => ({
  dates: stayDatesInWords(dates.from, dates.to),
  ...(dates.note ? { note: dates.note } : {}),
  total: quote ? quoteInWords(quote) : null,
});

/** Runs one tool against our own services; the answer is JSON data, and every stay in it becomes citable. */
export async function runTool(
  db: Db,
  user: SessionUser,
  call: { name: string; args: Record<string, unknown>; today: string },
  trace: ToolTrace,
): Promise<unknown> {
  const { name, args } = call;
  const cite = (stay: ConciergeCitation) => trace.seen.set(stay.slug, { slug: stay.slug, name: stay.name });
  const query = text(args.query, 300);
  const stay = text(args.slug, 160);
  const dated = name === "get_listing" ? null : datesOf(args, call.today);
  if (dated && "error" in dated) return { error: dated.error };
  if (name === "search_listings" && query) {
    const intent = dated ? searchIntentOf(query) : parseIntent(query);
    const { relaxed, stays, refusal } = await findStays(db, user, intent, dated, 5);
    if (refusal) return { error: refusal };
    return {
      relaxed,
      ...(dated ? heard(dated.dates, null) : {}),
      stays: stays.map(({ listing, matched, missing, free }) => {
        cite(listing);
        if (free && dated) {
          trace.activity.push(free.activity);
          trace.checks.push({ ...dated.dates, stay: free.stay, bookable: true, quote: free.quote });
        }
        return {
          slug: listing.slug,
          name: listing.name,
          location: listing.location,
          category: listing.category?.name ?? null,
          region: listing.region?.name ?? null,
          rating: listing.rating,
          matched,
          missing,
          ...(free && dated ? { free: true, total: free.quote ? quoteInWords(free.quote) : null } : {}),
        };
      }),
    };
  }
  if (name === "get_listing" && stay) {
    try {
      const listing = await getListingBySlug(db, user, stay);
      cite(listing);
      return {
        slug: listing.slug,
        name: listing.name,
        location: listing.location,
        category: listing.category?.name ?? null,
        region: listing.region?.name ?? null,
        rating: listing.rating,
        summary: listing.teaser,
        amenities: listing.amenities.map((a) => a.name),
      };
    } catch {
      return { error: "No such stay." };
    }
  }
  if (name === "check_availability" && stay && dated) {
    const { from, to } = dated.dates;
    const result = await checkAvailability(db, user, { slug: stay, from, to, guests: dated.guests });
    if (!result.ok) return { error: result.error };
    cite(result.stay);
    trace.activity.push(result.activity);
    trace.checks.push({ stay: result.stay, from, to, bookable: result.answer.bookable, quote: result.quote });
    return { name: result.stay.name, ...heard(dated.dates, result.quote), ...result.answer };
  }
  const trip = text(args.trip, 80);
  if (name === "add_to_trip" && stay && trip) {
    const result = await addToTrip(db, user, { slug: stay, trip });
    if (!result.ok && "noSuchTrip" in result) {
      trace.notes.push(result.error);
      return { error: "The member has no trip of that name. Their trips' names are shown to them under your answer." };
    }
    if (!result.ok) return { error: result.error };
    cite(result.stay);
    trace.activity.push(result.activity);
    return { added: result.added, alreadyThere: !result.added, stay: result.stay, trip };
  }
  return { error: "Unknown tool or missing arguments." };
}
