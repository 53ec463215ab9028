import { CATEGORIES, REGIONS } from "../../../db/seed/catalog";
import { membershipLevelName } from "@shared/tiers";
import type { SearchIntent } from "./intent";
import { priceLabel, type PriceWish } from "./price-words";

/** One thing the search understood, as a removable chip on /ai-search; `key` names it in `without`. */
export type IntentChip = {
  key: string;
  kind: "category" | "region" | "place" | "amenity" | "tier" | "rating" | "price" | "word";
  label: string;
};

const categoryName = new Map(CATEGORIES.map((c) => [c.slug as string, c.name]));
const regionName = new Map(REGIONS.map((r) => [r.slug as string, r.name]));

export function intentChips(intent: SearchIntent): IntentChip[] {
  return [
    ...intent.categories.map((s) => ({
      key: `category:${s}`,
      kind: "category" as const,
      label: categoryName.get(s) ?? s,
    })),
    ...intent.regions.map((s) => ({ key: `region:${s}`, kind: "region" as const, label: regionName.get(s) ?? s })),
    ...intent.places.map((p) => ({ key: `place:${p}`, kind: "place" as const, label: p })),
    ...(intent.near ? [{ key: "near", kind: "place" as const, label: `near ${intent.near.place}` }] : []),
    ...intent.amenities.map((a) => ({ key: `amenity:${a}`, kind: "amenity" as const, label: a })),
    ...(intent.tier !== null ? [{ key: "tier", kind: "tier" as const, label: membershipLevelName(intent.tier) }] : []),
    ...(intent.minRating !== null
      ? [{ key: "rating", kind: "rating" as const, label: `${intent.minRating}+ rating` }]
      : []),
    ...(intent.price ? [{ key: "price", kind: "price" as const, label: priceChip(intent.price) }] : []),
    ...intent.words.map((w) => ({ key: `word:${w}`, kind: "word" as const, label: `“${w}”` })),
  ];
}

/** A price wish as a chip: "Under $300 a night", "Cheap (the lowest-priced third of our stays)". */
export const priceChip = (price: PriceWish) => {
  const label = priceLabel(price);
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** The intent with the chips a person removed taken out. */
export function withoutChips(intent: SearchIntent, keys: readonly string[]): SearchIntent {
  if (!keys.length) return intent;
  const gone = new Set(keys);
  const categories = intent.categories.filter((s) => !gone.has(`category:${s}`));
  return {
    categories,
    // The words that named a kind rank by it; with a kind taken out they say nothing more.
    kindWords: categories.length === intent.categories.length ? intent.kindWords : [],
    regions: intent.regions.filter((s) => !gone.has(`region:${s}`)),
    places: intent.places.filter((p) => !gone.has(`place:${p}`)),
    near: intent.near && !gone.has("near") ? intent.near : null,
    amenities: intent.amenities.filter((a) => !gone.has(`amenity:${a}`)),
    tier: gone.has("tier") ? null : intent.tier,
    minRating: gone.has("rating") ? null : intent.minRating,
    price: gone.has("price") ? null : intent.price,
    words: intent.words.filter((w) => !gone.has(`word:${w}`)),
  };
}
