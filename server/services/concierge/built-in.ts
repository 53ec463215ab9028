import type { Db } from "../../../db/client";
import type { ConciergeCitation } from "../../../db/schema";
import type { ListingViewer } from "../listings/access";
import { aiSearch } from "../search/ai-search";
import { parseIntent } from "../search/intent";

export type ChrissyReply = { text: string; citations: ConciergeCitation[] };

const CANNOT = "I can't book stays, hold dates or quote prices for your dates: each stay's page has its prices and its booking link.";

export const HELP_TEXT = [
  "I'm Chrissy, the Wildluxe concierge. Tell me the stay you're dreaming of: a setting (a treehouse, a lakeside cabin, a desert dome),",
  "a place (the Alps, Patagonia, the Pacific Northwest) and what you can't do without (a hot tub, room for the dog, Wi-Fi),",
  "and I'll find real stays from our collection and tell you why each one fits. " + CANNOT,
].join(" ");

// Small talk says nothing about a stay: with only these words, Chrissy says what she does instead of searching.
const SMALL_TALK = new Set("hello hi hey hiya thanks thank you help what can do who are is it how chrissy there good morning evening please".split(" "));

/** Without a provider: the AI search parser reads the message and a template answers with the real matches and why. */
export async function builtInAnswer(db: Db, viewer: ListingViewer, message: string): Promise<ChrissyReply> {
  const intent = parseIntent(message);
  const understood = intent.categories.length + intent.regions.length + intent.amenities.length + intent.words.filter((w) => !SMALL_TALK.has(w)).length;
  if (!understood) return { text: HELP_TEXT, citations: [] };
  const { relaxed, results } = await aiSearch(db, viewer, intent);
  const top = results.slice(0, 3);
  if (!top.length) {
    return { text: `I couldn't find a stay in our collection for “${message}”. Try a setting or a place, like “a treehouse in the Pacific Northwest”.`, citations: [] };
  }
  const lines = [top.length === 1 ? "Here is a stay from our collection that fits:" : `Here are ${top.length} stays from our collection that fit:`];
  if (relaxed.length) lines.push(`Nothing matched everything you asked for, so I relaxed: ${relaxed.join(", ")}.`);
  for (const { listing, matched, missing } of top) {
    const why = matched.length ? ` It matches ${matched.join(", ")}.` : "";
    const lacks = missing.length ? ` It has no ${missing.join(", ")}.` : "";
    lines.push(`- [${listing.name}](/listings/${listing.slug}), ${listing.location}.${why}${lacks}`);
  }
  lines.push(CANNOT);
  return { text: lines.join("\n"), citations: top.map(({ listing }) => ({ slug: listing.slug, name: listing.name })) };
}
