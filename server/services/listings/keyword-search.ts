import { and, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { amenities, categories, listings } from "../../../db/schema";
import { keywordPieces } from "../search/intent";
import { readerTier, type ListingViewer } from "./access";

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

// Each is worked out once per search (an init plan), so an index finds the stays, also when OR'd
// with the text match: a subquery the planner must probe per stay would make it read every stay.
// An amenity's stays come from the GIN index of their amenity ids (migration 0020).
const hasAmenity = (name: string) => sql`${listings.amenityIds} && array(select ${amenities.id} from ${amenities} where ${amenities.name} = ${name})`;

const inCategory = (slug: string) => eq(listings.categoryId, sql`(select ${categories.id} from ${categories} where ${eq(categories.slug, slug)})`);

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
  search: string,
  mode: "all-keywords" | "any",
  viewer: ListingViewer,
): { where: SQL; rank: SQL<number>; likelyBest: LikelyBestPart[][] } | null {
  const pieces = keywordPieces(search).slice(0, 12);
  if (!pieces.length) return null;
  const tier = readerTier(viewer);
  const fullTextReadable = Number.isFinite(tier) ? lte(listings.tierLevel, tier) : undefined;
  const textMatch = (text: string) => {
    const query = sql`to_tsquery('english', ${toTsQuery(text)})`;
    return or(and(fullTextReadable, sql`${listings.searchVector} @@ ${query}`), sql`${openSearchVector} @@ ${query}`)!;
  };
  const conditions = pieces.map((p) =>
    p.kind === "amenity" ? or(hasAmenity(p.name), textMatch(p.text))! : p.kind === "category" ? or(inCategory(p.slug), textMatch(p.text))! : textMatch(p.text),
  );
  const named = (p: (typeof pieces)[number]) => (p.kind === "amenity" ? hasAmenity(p.name) : p.kind === "category" ? inCategory(p.slug) : null);
  const catalogue = pieces.flatMap((p) => named(p) ?? []);
  // A piece's own condition is met by what it names; with any word, so is the whole search's.
  const besides = (i: number) => (mode === "any" ? undefined : and(...conditions.filter((_, j) => j !== i)));
  const tsq = toTsQuery(pieces.map((p) => p.text).join(" "), "any");
  const textRank = tsq ? sql`ts_rank(${listings.searchVector}, to_tsquery('english', ${tsq}))` : sql`0`;
  const hits = catalogue.length ? sql.join(catalogue.map((c) => sql`(case when ${c} then 1 else 0 end)`), sql` + `) : sql`0`;
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
  const where = (mode === "all-keywords" ? and(...conditions) : or(...conditions))!;
  const nameOrPlace = tsq ? { part: sql`${openSearchVector} @@ to_tsquery('english', ${tsq})`, where: oneWordEach ? undefined : where } : null;
  const likelyBest = [...(catalogueParts.length ? [catalogueParts] : []), ...(nameOrPlace ? [[nameOrPlace]] : [])];
  return { where, rank: sql<number>`(${hits}) + ${textRank}`, likelyBest };
}
