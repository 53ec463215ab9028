import { and, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { amenities, categories, listings } from "../../../db/schema";
import type { KeywordPiece } from "../search/intent";
import { namedIn, placeCondition } from "../search/place-sql";
import { readQuery, type ReadQuery } from "../search/read-query";
import { categoryTextWords } from "../search/vocabulary";
import { readerTier, type ListingViewer } from "@shared/access";

// Below a stay's tier its full description is not the reader's to search: only name and location match
// (a stored, indexed column, so both halves of a match use an index and no stay's text is parsed again).
const openSearchVector = listings.namePlaceVector;

const wordsOf = (search: string) =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);

/** Words of a search turned into a prefix tsquery: every word (all-keywords) or any word. */
export function toTsQuery(search: string, mode: "all-keywords" | "any" = "all-keywords"): string | null {
  const words = wordsOf(search);
  if (!words.length) return null;
  return words.map((w) => `'${w}':*`).join(mode === "all-keywords" ? " & " : " | ");
}

/**
 * A search's words as the catalogue reads them (read-query.ts), at most 12 pieces: worked out once a search,
 * for the amenity lookup and for the query (typo-tolerant matching took up to 0.5 ms each time).
 */
export const readSearch = (search: string): ReadQuery => readQuery(search);

/** The ids of the amenities a search names, by name (an amenity the catalogue no longer has is not there). */
export type NamedAmenities = ReadonlyMap<string, number>;

/**
 * Looks up the amenities a search names before its query is built. As constants the planner knows how
 * many stays have each: given `array(select ...)` it had no statistics, read every stay with the amenity
 * from the GIN index and sorted them, where it now walks the rating index and stops (decision 019).
 */
export async function namedAmenities(db: Db, pieces: readonly KeywordPiece[]): Promise<NamedAmenities> {
  const names = [...new Set(pieces.flatMap((p) => (p.kind === "amenity" ? [p.name] : [])))];
  if (!names.length) return new Map();
  const rows = await db
    .select({ id: amenities.id, name: amenities.name })
    .from(amenities)
    .where(inArray(amenities.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** An integer[] of ids, for the array operators of `listings.amenity_ids` (its GIN index, migration 0020). */
export const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

// Each finds its stays through an index, also when OR'd with the text match. A category's id is worked out
// once per search (an init plan): a subquery the planner must probe per stay would make it read every stay.
const hasAmenity = (id: number | undefined) =>
  id === undefined ? sql`false` : sql`${listings.amenityIds} && ${idArray([id])}`;

const inCategory = (slug: string) =>
  eq(listings.categoryId, sql`(select ${categories.id} from ${categories} where ${eq(categories.slug, slug)})`);

/**
 * A part of a set of likely best matches, and what else a match must meet besides it (`where`, none when
 * the part implies the search's words). Stated without the words the part implies, so the planner does
 * not count the same condition twice: doubled, it took a part for a few hundred stays where it had
 * thousands, and read them all and sorted them instead of walking the rating index (decision 019).
 */
export type LikelyBestPart = { part: SQL; where: SQL | undefined };

/**
 * Keyword search that knows the catalogue: "jacuzzi" or "hottub" finds stays with the Hot Tub amenity and
 * "tree house" the Treehouses category, besides stays whose text has the words. Each amenity or category named
 * counts once in the rank, ahead of the text's own rank.
 */
export function keywordSearch(
  allPieces: readonly KeywordPiece[],
  mode: "all-keywords" | "any",
  viewer: ListingViewer,
  amenityIds: NamedAmenities,
): { where: SQL; rank: SQL<number> | null; likelyBest: LikelyBestPart[][] } | null {
  if (!allPieces.length) return null;
  // A place named is where the stay must be, in either mode; the other pieces follow the mode.
  // A stay whose own name or place says the words (the "Glacier Lodge" asked for by name) is there too.
  const places = and(
    ...allPieces.flatMap((p) => (p.kind === "place" ? [or(placeCondition(p.place), namedIn([p.text]))!] : [])),
  );
  const pieces = allPieces.filter((p) => p.kind !== "place");
  if (!pieces.length) return { where: places!, rank: null, likelyBest: [] };
  const tier = readerTier(viewer);
  const fullTextReadable = Number.isFinite(tier) ? lte(listings.tierLevel, tier) : undefined;
  const textMatch = (text: string, words: "all-keywords" | "any" = "all-keywords") => {
    const query = sql`to_tsquery('english', ${toTsQuery(text, words)})`;
    return or(and(fullTextReadable, sql`${listings.searchVector} @@ ${query}`), sql`${openSearchVector} @@ ${query}`)!;
  };
  const conditions = pieces.map((p) =>
    p.kind === "amenity"
      ? or(hasAmenity(amenityIds.get(p.name)), textMatch(p.text))!
      : p.kind === "category"
        ? or(inCategory(p.slug), textMatch([p.text, ...categoryTextWords(p.slug)].join(" "), "any"))!
        : textMatch(p.text),
  );
  const named = (p: (typeof pieces)[number]) =>
    p.kind === "amenity" ? hasAmenity(amenityIds.get(p.name)) : p.kind === "category" ? inCategory(p.slug) : null;
  const catalogue = pieces.flatMap((p) => named(p) ?? []);
  // A piece's own condition is met by what it names; with any word, so is the whole search's.
  const besides = (i: number) => (mode === "any" ? places : and(places, ...conditions.filter((_, j) => j !== i)));
  const tsq = toTsQuery(pieces.map((p) => p.text).join(" "), "any");
  const textRank = tsq ? sql`ts_rank(${listings.searchVector}, to_tsquery('english', ${tsq}))` : sql`0`;
  const hits = catalogue.length
    ? sql.join(
        catalogue.map((c) => sql`(case when ${c} then 1 else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  // The matches that rank highest: those a catalogue word names, and those whose name or place has a word
  // (weights A and B, ahead of the description's C). The ranked candidates include the best rated of each.
  // Each set is given as the parts it is the union of: a category's part is read in rating order from its
  // own index (listings_live_category_rating_idx), which an OR of two categories could not be.
  const catalogueParts = pieces.flatMap((p, i) => {
    const part = named(p);
    return part ? [{ part, where: besides(i) }] : [];
  });
  // A word in the name or place meets its own piece when the piece is that one word.
  const oneWordEach = pieces.every((p) => wordsOf(p.text).length === 1) && (mode === "any" || pieces.length === 1);
  const where = and(places, mode === "all-keywords" ? and(...conditions) : or(...conditions))!;
  const inNameOrPlace = sql`${openSearchVector} @@ to_tsquery('english', ${tsq})`;
  const nameOrPlace = tsq ? { part: inNameOrPlace, where: oneWordEach ? places : where } : null;
  const likelyBest = [...(catalogueParts.length ? [catalogueParts] : []), ...(nameOrPlace ? [[nameOrPlace]] : [])];
  // With any word, a stay that meets more of the pieces ranks first: asked for by its whole name, it leads.
  const met = sql.join(
    conditions.map((c) => sql`(case when ${c} then 1 else 0 end)`),
    sql` + `,
  );
  const rank =
    mode === "any" && pieces.length > 1
      ? sql<number>`100 * (${met}) + (${hits}) + ${textRank}`
      : sql<number>`(${hits}) + ${textRank}`;
  return { where, rank, likelyBest };
}
