import type OpenAI from "openai";
import type { Db } from "../../../db/client";
import type { ConciergeActivity, ConciergeCitation } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { getListingBySlug } from "../listings/stay-by-slug";
import { aiSearch } from "../search/ai-search";
import { parseIntent } from "../search/intent";
import { addToTrip, checkAvailability } from "./actions";

/**
 * What a turn's tools found and did: the stays she may cite, the lines the page shows above her answer, and
 * `notes`, words about the member's own data (their trips' names) added under her answer without the provider.
 */
export type ToolTrace = { seen: Map<string, ConciergeCitation>; activity: ConciergeActivity[]; notes: string[] };

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
const date = (what: string) => ({
  type: "string",
  pattern: "^\\d{4}-\\d{2}-\\d{2}$",
  description: `${what}, YYYY-MM-DD, as the member wrote it`,
});

export const TOOLS = [
  tool(
    "search_listings",
    "Search Wildluxe stays by what the traveller wants, in words (setting, place, amenities).",
    { query: { type: "string", maxLength: 300 } },
    ["query"],
  ),
  tool("get_listing", "Details of one Wildluxe stay by its slug.", { slug }, ["slug"]),
  tool(
    "check_availability",
    "Whether a stay is free for every night from arrival to departure, for a number of guests: each night's state and whether it can be booked.",
    { slug, from: date("Arrival"), to: date("Departure"), guests: { type: "integer", minimum: 1, maximum: 20 } },
    ["slug", "from", "to"],
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

/** Runs one tool against our own services; the answer is JSON data, and every stay in it becomes citable. */
export async function runTool(
  db: Db,
  user: SessionUser,
  name: string,
  args: Record<string, unknown>,
  trace: ToolTrace,
): Promise<unknown> {
  const cite = (stay: ConciergeCitation) => trace.seen.set(stay.slug, { slug: stay.slug, name: stay.name });
  const query = text(args.query, 300);
  const stay = text(args.slug, 160);
  if (name === "search_listings" && query) {
    const { relaxed, results } = await aiSearch(db, user, parseIntent(query));
    return {
      relaxed,
      stays: results.slice(0, 5).map(({ listing, matched, missing }) => {
        cite(listing);
        return {
          slug: listing.slug,
          name: listing.name,
          location: listing.location,
          category: listing.category?.name ?? null,
          region: listing.region?.name ?? null,
          rating: listing.rating,
          matched,
          missing,
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
  if (name === "check_availability" && stay) {
    const result = await checkAvailability(db, user, { slug: stay, from: args.from, to: args.to, guests: args.guests });
    if (!result.ok) return { error: result.error };
    cite(result.stay);
    trace.activity.push(result.activity);
    return { name: result.stay.name, ...result.answer };
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
