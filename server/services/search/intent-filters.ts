import { eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import { categories, listings, regions } from "../../../db/schema";
import { CATEGORIES } from "../../../db/seed/catalog";
import { liveListing } from "../listings/cards";
import { toTsQuery } from "../listings/keyword-search";
import type { SearchIntent } from "./intent";
import { placeCondition, withinKm } from "./place-sql";
import { resolvePlace } from "./places";
import { priceConditions, type PriceBounds } from "./price-filter";
import { priceLabel } from "./price-words";
import { categoryTextWords } from "./vocabulary";

/** Categories that are a kind of building, which a stay's name may say ("Lodge", "Yurts"); not a setting ("lake"). */
const BUILDING_TYPES = new Set([
  "luxury-cabins",
  "treehouses",
  "glamping",
  "tiny-homes",
  "boats",
  "caves",
  "luxury-rv-camping",
  "farm",
]);

export type Constraint = "minRating" | "tier" | "price" | "categories";
// When nothing matches everything, the loosest wishes go first, then the price, then the kind of building; a named
// place stays.
const RELAX_ORDER: Constraint[] = ["minRating", "tier", "price", "categories"];

const categoryName = new Map(CATEGORIES.map((c) => [c.slug as string, c.name]));
const slugsIn = <T extends typeof categories | typeof regions>(table: T, slugs: string[]) =>
  sql`(select ${table.id} from ${table} where ${inArray(table.slug, slugs)})`;

/** The places of an intent as the search brain reads them; a name no place has filters nothing (said in notes). */
const placesOf = (intent: SearchIntent) => intent.places.flatMap((name) => resolvePlace(name, true) ?? []);

/** "near X" of an intent: X's point, its name, and the radius asked for. */
export function nearOf(intent: SearchIntent) {
  const place = intent.near ? resolvePlace(intent.near.place, true) : null;
  return place?.point && intent.near ? { point: place.point, label: place.label, km: intent.near.km } : null;
}

/** Whether an intent asks for anything besides free words. */
export const hasFilters = (intent: SearchIntent) =>
  intent.categories.length + intent.regions.length + intent.places.length > 0 ||
  !!intent.near ||
  intent.tier !== null ||
  intent.minRating !== null ||
  intent.price !== null;

/** A stay in one of the categories. */
export const kindOf = (slugs: string[]) => inArray(listings.categoryId, slugsIn(categories, slugs));

/** A stay of one of the kinds, or one whose name says a word for it ("Silver Fir Lodge" for a cabin). */
function kindCondition(slugs: string[]): SQL {
  const kind = kindOf(slugs);
  const nameSays = toTsQuery(
    slugs
      .filter((c) => BUILDING_TYPES.has(c))
      .flatMap(categoryTextWords)
      .join(" "),
    "any",
  );
  return nameSays ? or(kind, sql`${listings.namePlaceVector} @@ to_tsquery('english', ${nameSays})`)! : kind;
}

/**
 * What a stay must meet for an intent, less the constraints relaxed (`skip`), "near" within `nearKm`, its price
 * within `price` (the intent's price with "cheap" worked out, price-filter.ts).
 */
export function hardFilters(
  intent: SearchIntent,
  skip: Set<Constraint>,
  nearKm: number | null,
  price: PriceBounds | null = null,
): SQL[] {
  const where: SQL[] = [liveListing, ...placesOf(intent).map(placeCondition)];
  const near = nearOf(intent);
  if (near && nearKm) where.push(withinKm(near.point, nearKm));
  if (intent.categories.length && !skip.has("categories")) where.push(kindCondition(intent.categories));
  // A finer place named (a country, a town, a landscape) says where better than the regions it lies in.
  if (intent.regions.length && !intent.places.length) {
    where.push(inArray(listings.regionId, slugsIn(regions, intent.regions)));
  }
  if (intent.tier !== null && !skip.has("tier")) where.push(eq(listings.tierLevel, intent.tier));
  if (intent.minRating !== null && !skip.has("minRating")) where.push(gte(listings.rating, intent.minRating));
  if (!skip.has("price")) where.push(...priceConditions(price));
  return where;
}

/** The next constraint to relax when nothing matched, or null when none is left. */
export const nextToRelax = (intent: SearchIntent, skip: Set<Constraint>) =>
  RELAX_ORDER.find((c) => !skip.has(c) && (c === "categories" ? intent.categories.length > 0 : intent[c] !== null));

export function relaxedLabel(c: Constraint, intent: SearchIntent): string {
  if (c === "categories") return intent.categories.map((s) => categoryName.get(s) ?? s).join(" or ");
  if (c === "tier") return `Tier ${intent.tier}`;
  if (c === "price") return priceLabel(intent.price!);
  return `${intent.minRating}+ rating`;
}
