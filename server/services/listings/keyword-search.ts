import { and, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { amenities, categories, listings } from "../../../db/schema";
import { keywordPieces } from "../search/intent";
import { readerTier, type ListingViewer } from "./access";

// Below a stay's tier its full description is not the reader's to search: only name and location match
// (a stored, indexed column, so both halves of a match use an index and no stay's text is parsed again).
const openSearchVector = listings.namePlaceVector;

/** Words of a search turned into a prefix tsquery: every word (all-keywords) or any word. */
export function toTsQuery(search: string, mode: "all-keywords" | "any" = "all-keywords"): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
  if (!words.length) return null;
  return words.map((w) => `'${w}':*`).join(mode === "all-keywords" ? " & " : " | ");
}

// Each is worked out once per search (an init plan), so an index finds the stays, also when OR'd
// with the text match: a subquery the planner must probe per stay would make it read every stay.
// An amenity's stays come from the GIN index of their amenity ids (migration 0020).
const hasAmenity = (name: string) => sql`${listings.amenityIds} && array(select ${amenities.id} from ${amenities} where ${amenities.name} = ${name})`;

const inCategory = (slug: string) => eq(listings.categoryId, sql`(select ${categories.id} from ${categories} where ${eq(categories.slug, slug)})`);

/**
 * Keyword search that knows the catalogue: "jacuzzi" or "hottub" finds stays with the Hot Tub amenity and
 * "tree house" the Treehouses category, besides stays whose text has the words. Each amenity or category named
 * counts once in the rank, ahead of the text's own rank.
 */
export function keywordSearch(
  search: string,
  mode: "all-keywords" | "any",
  viewer: ListingViewer,
): { where: SQL; rank: SQL<number>; likelyBest: SQL[][] } | null {
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
  const catalogue = pieces.flatMap((p) => (p.kind === "amenity" ? [hasAmenity(p.name)] : p.kind === "category" ? [inCategory(p.slug)] : []));
  const tsq = toTsQuery(pieces.map((p) => p.text).join(" "), "any");
  const textRank = tsq ? sql`ts_rank(${listings.searchVector}, to_tsquery('english', ${tsq}))` : sql`0`;
  const hits = catalogue.length ? sql.join(catalogue.map((c) => sql`(case when ${c} then 1 else 0 end)`), sql` + `) : sql`0`;
  // The matches that rank highest: those a catalogue word names, and those whose name or place has a word
  // (weights A and B, ahead of the description's C). The ranked candidates include the best rated of each.
  // Each set is given as the parts it is the union of: a category's part is read in rating order from its
  // own index (listings_live_category_rating_idx), which an OR of two categories could not be.
  const likelyBest = [...(catalogue.length ? [catalogue] : []), ...(tsq ? [[sql`${openSearchVector} @@ to_tsquery('english', ${tsq})`]] : [])];
  return { where: (mode === "all-keywords" ? and(...conditions) : or(...conditions))!, rank: sql<number>`(${hits}) + ${textRank}`, likelyBest };
}
