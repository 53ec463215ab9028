import type { Db } from "../../../db/client";
import type { ConciergeActivity, ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { getListingBySlug } from "../listings/stay-by-slug";
import { builtInAction } from "./built-in-actions";
import { CANNOT, searchAnswer, searchIntentOf } from "./search-answer";
import { findNamedStay } from "./stay-context";

export type ChrissyReply = { text: string; citations: ConciergeCitation[]; activity: ConciergeActivity[] };

const CAN =
  "I can also tell you whether a stay is free for your dates (“Dec 11 to 14”, “next weekend”) and what it costs then, and add a stay to one of your trips (“add it to my Tahoe trip”).";

const HELP_TEXT = [
  "I'm Chrissy, the Wildluxe concierge. Tell me the stay you're dreaming of: a setting (a treehouse, a lakeside cabin, a desert dome),",
  "a place (the Alps, Patagonia, the Pacific Northwest) and what you can't do without (a hot tub, room for the dog, Wi-Fi),",
  "and I'll find real stays from our collection and tell you why each one fits.",
  CAN,
  CANNOT,
].join(" ");

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
  today: string,
): Promise<ChrissyReply> {
  const action = await builtInAction(db, user, message, context, today);
  if (action) return action;
  if (ABOUT.test(message.trim())) {
    const stay = (await findNamedStay(db, message)) ?? context;
    if (stay) return aboutStay(db, user, stay);
  }
  const intent = searchIntentOf(message);
  if (!intent) return { text: HELP_TEXT, citations: [], activity: [] };
  return searchAnswer(db, user, message, intent, null);
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
