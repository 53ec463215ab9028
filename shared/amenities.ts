import { compareText } from "./compare-text";

/** Spec §3 amenity categories, in the order screens list them (the seed gives each amenity one of these). */
export const AMENITY_CATEGORIES = [
  "Connectivity",
  "Comfort",
  "Outdoor",
  "Wellness",
  "Kitchen",
  "Convenience",
  "Transportation",
  "Dining",
  "Pets",
  "Service",
  "Activities",
  "Technology",
] as const;

type AmenityLike = { id: number; name: string; category: string };

export type AmenityGroup<T extends AmenityLike> = { category: string; items: T[] };

/** Amenities grouped by category: groups in the spec's order (unknown ones last), names A-Z within. */
export function groupAmenities<T extends AmenityLike>(amenities: readonly T[]): AmenityGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const amenity of amenities) {
    const list = groups.get(amenity.category) ?? [];
    list.push(amenity);
    groups.set(amenity.category, list);
  }
  const rank = (category: string) => {
    const index = (AMENITY_CATEGORIES as readonly string[]).indexOf(category);
    return index === -1 ? AMENITY_CATEGORIES.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || compareText(a, b))
    .map(([category, items]) => ({ category, items: [...items].sort((a, b) => compareText(a.name, b.name)) }));
}

/**
 * The spec lists both "Hiking" and "Hiking Trails" among its 40 amenities; a short note under each
 * tells them apart wherever amenities are listed.
 */
const AMENITY_NOTES: Record<string, string> = {
  Hiking: "Guided or nearby hikes",
  "Hiking Trails": "Marked trails from the door",
};

export function amenityNote(name: string): string | undefined {
  return AMENITY_NOTES[name];
}
