import type { Db } from "../../../db/client";
import type { ConciergeActivity } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { AppError } from "../../lib/errors";
import { aiSearch } from "../search/ai-search";
import { hasFilters, nearOf } from "../search/intent-filters";
import { parseIntent, type SearchIntent } from "../search/intent";
import type { ChrissyReply } from "./built-in";
import { stayDatesInWords } from "@shared/stay-dates-words";
import { quoteStay, type StayQuote } from "@shared/stay-quote";
import { DATE_NOTES } from "../availability/search-dates";
import { quoteInWords } from "./quote-words";
import type { StayDates } from "./message-dates";

// Small talk says nothing about a stay: with only these words, Chrissy says what she does instead of searching.
const SMALL_TALK = new Set(
  "hello hi hey hiya thanks thank you help what can do who are is it how chrissy there good morning evening please".split(
    " ",
  ),
);
// Asking whether stays are free is answered by the availability service, never searched for as words.
const AVAILABILITY_WORDS = new Set("free available availability anything something open book booked".split(" "));

export const CANNOT = "I can't book stays or hold dates: each stay's page has its booking link.";

/**
 * A message read for a search; null when it names nothing to search for (small talk, "is anything free"). A place,
 * a place to be near or a price is a search on its own ("near seattle", "UK", "under $300").
 */
export function searchIntentOf(message: string): SearchIntent | null {
  const intent = parseIntent(message);
  intent.words = intent.words.filter((w) => !AVAILABILITY_WORDS.has(w));
  const understood = hasFilters(intent) || intent.amenities.length > 0 || intent.words.some((w) => !SMALL_TALK.has(w));
  return understood ? intent : null;
}

type Dated = { dates: StayDates; guests: number | undefined };
/** A stay free for the member's dates: her check, as its activity, and the quote of the stay's page for them. */
type Free = { stay: { slug: string; name: string }; quote: StayQuote | null; activity: ConciergeActivity };
type Found = Awaited<ReturnType<typeof aiSearch>>["results"][number];

/** The most stays she cites in her own answer. */
const MAX_CITED = 3;

/**
 * Stays for a search, from AI search in one query: with the member's dates, only stays free every night of them that
 * sleep her guests, each with the dates and total AI search quoted (shared/stay-quote.ts, as the stay's page). Without
 * a search ("is anything free then?"), any stay free then. `refusal`: why no stay can be found (no stay sleeps that
 * many guests); `near`: the place a "near" search measured from.
 */
export async function findStays(
  db: Db,
  user: SessionUser,
  intent: SearchIntent | null,
  dated: Dated | null,
  most = MAX_CITED,
) {
  const none = { relaxed: [] as string[], notes: [] as string[], near: null, stays: [], refusal: null };
  if (!intent && !dated) return none;
  const when = dated ? { checkin: dated.dates.from, checkout: dated.dates.to, guests: dated.guests } : {};
  try {
    const { relaxed, notes, results, intent: read } = await aiSearch(db, user, intent ?? parseIntent(""), when);
    const stays = results
      .slice(0, most)
      .map((found) => ({ ...found, free: dated ? freeOf(found.listing, dated.guests) : null }));
    return { relaxed, notes, near: nearOf(read)?.label ?? null, stays, refusal: null };
  } catch (error) {
    if (error instanceof AppError) return { ...none, refusal: error.message };
    throw error;
  }
}

/** A stay AI search found free for the dates, as her check: the dates that work and the quote for them. */
function freeOf(listing: Found["listing"], guests: number | undefined): Free | null {
  const { stay } = listing;
  if (!stay) return null;
  return {
    stay: { slug: listing.slug, name: listing.name },
    quote: quoteStay(listing, stay.checkin, stay.checkout),
    activity: {
      kind: "availability",
      slug: listing.slug,
      name: listing.name,
      from: stay.checkin,
      to: stay.checkout,
      guests: guests ?? 1,
      bookable: true,
    },
  };
}

/** Why she cites no stay: the refusal, no stay free then, none that sleeps the guests, or nothing found. */
function nothingFound(
  message: string,
  found: Awaited<ReturnType<typeof findStays>>,
  dated: Dated | null,
  free: string,
) {
  if (found.refusal) return found.refusal;
  if (!dated) {
    return `I couldn't find a stay in our collection for “${message}”. Try a setting or a place, like “a treehouse in the Pacific Northwest”.`;
  }
  if (found.notes.includes(DATE_NOTES.nothingFree)) {
    return `No stay that fits “${message}” is ${free}. Try other dates, or fewer words.`;
  }
  const guests = dated.guests ?? 1;
  return guests > 1
    ? `No stay that fits “${message}” sleeps ${guests} guests. Try fewer guests, or fewer words.`
    : `No stay in our collection is ${free}. Try other dates.`;
}

/**
 * Chrissy's answer to a search, from our search's results and why each fits; with dates, only stays free then, with
 * the dates in words and each total as the stay's page quotes it; near a place, each stay's distance from it.
 */
export async function searchAnswer(
  db: Db,
  user: SessionUser,
  message: string,
  intent: SearchIntent | null,
  dated: Dated | null,
): Promise<ChrissyReply> {
  const found = await findStays(db, user, intent, dated);
  const { relaxed, near, stays } = found;
  const guests = dated?.guests ?? 1;
  const free = dated
    ? `free ${stayDatesInWords(dated.dates.from, dated.dates.to)} for ${guests} guest${guests === 1 ? "" : "s"}`
    : "";
  const lines = dated?.dates.note ? [dated.dates.note] : [];
  if (!stays.length) {
    lines.push(nothingFound(message, found, dated, free));
    return { text: lines.join("\n"), citations: [], activity: [] };
  }
  const when = dated ? `, ${free}` : "";
  lines.push(
    stays.length === 1
      ? `Here is a stay from our collection that fits${when}:`
      : `Here are ${stays.length} stays from our collection that fit${when}:`,
  );
  if (relaxed.length) lines.push(`Nothing matched everything you asked for, so I relaxed: ${relaxed.join(", ")}.`);
  for (const { listing, matched, missing, free } of stays) {
    const away = near && listing.distanceKm !== undefined ? ` ${listing.distanceKm} km from ${near}.` : "";
    const total = free?.quote ? ` ${quoteInWords(free.quote)}.` : "";
    const why = matched.length ? ` It matches ${matched.join(", ")}.` : "";
    const lacks = missing.length ? ` It has no ${missing.join(", ")}.` : "";
    lines.push(`- [${listing.name}](/listings/${listing.slug}), ${listing.location}.${away}${total}${why}${lacks}`);
  }
  lines.push(CANNOT);
  return {
    text: lines.join("\n"),
    citations: stays.map(({ listing }) => ({ slug: listing.slug, name: listing.name })),
    activity: stays.flatMap(({ free }) => (free ? [free.activity] : [])),
  };
}
