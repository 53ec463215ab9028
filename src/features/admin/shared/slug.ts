/**
 * Spec §5 slug rule of the admin forms (articles and properties): lowercased, non-word
 * characters removed, spaces and underscores to hyphens. The server applies the same rule
 * (server/lib/text.ts); this copy only drives the live preview, so the client bundle does not
 * pull in the server's HTML sanitiser.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The slug that will be saved: the one typed, else one made from the fallback text (title or name). */
export function effectiveSlug(typed: string, fallbackText: string): string {
  return slugify(typed.trim() ? typed : fallbackText);
}
