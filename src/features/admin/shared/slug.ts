import { slugify } from "@shared/slug";

/** The slug that will be saved: the one typed, else one made from the fallback text (title or name). */
export function effectiveSlug(typed: string, fallbackText: string): string {
  return slugify(typed.trim() ? typed : fallbackText);
}
