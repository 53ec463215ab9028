import { z } from "zod";
import { readQuery, STOP_WORDS, type QueryPiece } from "./read-query";

export { editDistance } from "./typos";

/** What a person asked for, as our catalogue understands it. The provider, when one is set, fills the same shape. */
export const searchIntent = z.object({
  categories: z.array(z.string().max(60)).max(5).default([]),
  /** The words that named the kinds ("chalet", "yurt"): stays whose name says one rank first. */
  kindWords: z.array(z.string().max(40)).max(5).default([]),
  regions: z.array(z.string().max(60)).max(8).default([]),
  /** Places finer than a region (a country, state, town or landscape), by name: each must hold the stay. */
  places: z.array(z.string().max(80)).max(5).default([]),
  /** "near X": stays by distance from the place X, at first within `km`. */
  near: z
    .object({ place: z.string().max(80), km: z.number().min(1).max(2000) })
    .nullable()
    .default(null),
  amenities: z.array(z.string().max(60)).max(10).default([]),
  tier: z.number().int().min(0).max(3).nullable().default(null),
  minRating: z.number().min(0).max(5).nullable().default(null),
  /** A price named ("under $300": max 300), whole units a night; `cheap` is the lowest-priced third of stays. */
  price: z
    .object({
      min: z.number().int().min(0).max(100_000).nullable().default(null),
      max: z.number().int().min(1).max(100_000).nullable().default(null),
      cheap: z.boolean().default(false),
    })
    .nullable()
    .default(null),
  words: z.array(z.string().max(40)).max(12).default([]),
});
export type SearchIntent = z.infer<typeof searchIntent>;

const TIER_WORDS: Record<string, number> = { explorer: 1, insider: 2, elite: 3 };

/** The built-in parser: catalogue words become filters and wishes, places filters, the rest free words. */
export function parseIntent(query: string): SearchIntent {
  const read = readQuery(query);
  const intent: SearchIntent = {
    categories: [],
    kindWords: [],
    regions: [],
    places: [],
    near: null,
    amenities: [],
    tier: null,
    minRating: read.minRating,
    price: read.price,
    words: [],
  };
  const add = (list: string[], value: string) => list.includes(value) || list.push(value);
  for (const piece of read.pieces) {
    if (piece.kind === "category") {
      add(intent.categories, piece.slug);
      add(intent.kindWords, piece.text);
    } else if (piece.kind === "amenity") add(intent.amenities, piece.name);
    else if (piece.kind === "place") {
      piece.place.regions.forEach((slug) => add(intent.regions, slug));
      if (piece.place.kind !== "region") add(intent.places, piece.place.label);
    } else if (TIER_WORDS[piece.text] !== undefined) intent.tier = TIER_WORDS[piece.text]!;
    else if (piece.text.length > 1 && !STOP_WORDS.has(piece.text)) add(intent.words, piece.text);
  }
  if (read.near) intent.near = { place: read.near.place.label, km: read.near.km };
  intent.places = intent.places.slice(0, 5);
  intent.kindWords = intent.kindWords.slice(0, 5);
  intent.regions = intent.regions.slice(0, 8);
  return intent;
}

/** For keyword search: the query as read, each piece with the text that named it. */
export type KeywordPiece = QueryPiece;
