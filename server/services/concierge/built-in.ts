import type { Db } from "../../../db/client";
import type { ConciergeActivity, ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { getListingBySlug } from "../listings/stay-by-slug";
import { aiSearch } from "../search/ai-search";
import { parseIntent } from "../search/intent";
import { builtInAction } from "./built-in-actions";
import { findNamedStay } from "./stay-context";

export type ChrissyReply = { text: string; citations: ConciergeCitation[]; activity: ConciergeActivity[] };

const CANNOT =
  "I can't book stays, hold dates or quote prices for your dates: each stay's page has its prices and its booking link.";
const CAN =
  "I can also tell you whether a stay is free for your dates, and add a stay to one of your trips (“add it to my Tahoe trip”).";

const HELP_TEXT = [
  "I'm Chrissy, the Wildluxe concierge. Tell me the stay you're dreaming of: a setting (a treehouse, a lakeside cabin, a desert dome),",
  "a place (the Alps, Patagonia, the Pacific Northwest) and what you can't do without (a hot tub, room for the dog, Wi-Fi),",
  "and I'll find real stays from our collection and tell you why each one fits.",
  CAN,
  CANNOT,
].join(" ");

// Small talk says nothing about a stay: with only these words, Chrissy says what she does instead of searching.
const SMALL_TALK = new Set(
  "hello hi hey hiya thanks thank you help what can do who are is it how chrissy there good morning evening please".split(
    " ",
  ),
);

const ABOUT = /^(tell me (more )?about|about|what is|what's|describe)\b/i;

/**
 * Without a provider: dates to check and trips to add to are answered from those services (built-in-actions.ts);
 * "tell me about <stay>" from the stay's facts; anything else is read by the AI search parser and answered with
 * the real matches and why. `context` is the stay the conversation is about ("is it free from ... to ...?").
 */
export async function builtInAnswer(
  db: Db,
  user: SessionUser,
  message: string,
  context: ConciergeCitation | null,
): Promise<ChrissyReply> {
  const action = await builtInAction(db, user, message, context);
  if (action) return action;
  if (ABOUT.test(message.trim())) {
    const stay = (await findNamedStay(db, message)) ?? context;
    if (stay) return aboutStay(db, user, stay);
  }
  const intent = parseIntent(message);
  const understood =
    intent.categories.length +
    intent.regions.length +
    intent.amenities.length +
    intent.words.filter((w) => !SMALL_TALK.has(w)).length;
  if (!understood) return { text: HELP_TEXT, citations: [], activity: [] };
  const { relaxed, results } = await aiSearch(db, user, intent);
  const top = results.slice(0, 3);
  if (!top.length) {
    return {
      text: `I couldn't find a stay in our collection for “${message}”. Try a setting or a place, like “a treehouse in the Pacific Northwest”.`,
      citations: [],
      activity: [],
    };
  }
  const lines = [
    top.length === 1
      ? "Here is a stay from our collection that fits:"
      : `Here are ${top.length} stays from our collection that fit:`,
  ];
  if (relaxed.length) lines.push(`Nothing matched everything you asked for, so I relaxed: ${relaxed.join(", ")}.`);
  for (const { listing, matched, missing } of top) {
    const why = matched.length ? ` It matches ${matched.join(", ")}.` : "";
    const lacks = missing.length ? ` It has no ${missing.join(", ")}.` : "";
    lines.push(`- [${listing.name}](/listings/${listing.slug}), ${listing.location}.${why}${lacks}`);
  }
  lines.push(CANNOT);
  return {
    text: lines.join("\n"),
    citations: top.map(({ listing }) => ({ slug: listing.slug, name: listing.name })),
    activity: [],
  };
}

/** A stay's facts (never its description, which is the owner's free text), and what she can do with it. */
async function aboutStay(db: Db, user: SessionUser, stay: ConciergeCitation): Promise<ChrissyReply> {
  const listing = await getListingBySlug(db, user, stay.slug);
  const where = `${listing.location}${listing.region ? ` (${listing.region.name})` : ""}`;
  const lines = [
    `[${listing.name}](/listings/${listing.slug}) is in ${where}${listing.category ? `, in our ${listing.category.name} collection` : ""}.`,
  ];
  if (listing.amenities.length) lines.push(`It has ${listing.amenities.map((a) => a.name).join(", ")}.`);
  lines.push(
    "Ask me whether it's free for your dates, with arrival and departure, or to add it to one of your trips by name.",
  );
  return { text: lines.join("\n"), citations: [{ slug: listing.slug, name: listing.name }], activity: [] };
}
