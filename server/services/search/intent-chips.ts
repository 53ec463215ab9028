import { CATEGORIES, REGIONS } from "../../../db/seed/catalog";
import { membershipLevelName } from "@shared/tiers";
import type { SearchIntent } from "./intent";

/** One thing the search understood, as a removable chip on /ai-search; `key` names it in `without`. */
export type IntentChip = {
  key: string;
  kind: "category" | "region" | "place" | "amenity" | "tier" | "rating" | "word";
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
    ...intent.words.map((w) => ({ key: `word:${w}`, kind: "word" as const, label: `“${w}”` })),
  ];
}

/** The intent with the chips a person removed taken out. */
export function withoutChips(intent: SearchIntent, keys: readonly string[]): SearchIntent {
  if (!keys.length) return intent;
  const gone = new Set(keys);
  return {
    categories: intent.categories.filter((s) => !gone.has(`category:${s}`)),
    regions: intent.regions.filter((s) => !gone.has(`region:${s}`)),
    places: intent.places.filter((p) => !gone.has(`place:${p}`)),
    near: intent.near && !gone.has("near") ? intent.near : null,
    amenities: intent.amenities.filter((a) => !gone.has(`amenity:${a}`)),
    tier: gone.has("tier") ? null : intent.tier,
    minRating: gone.has("rating") ? null : intent.minRating,
    words: intent.words.filter((w) => !gone.has(`word:${w}`)),
  };
}
