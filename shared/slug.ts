/**
 * Spec §5 slug rule of the admin forms (articles, properties, products): lowercased, non-word
 * characters removed, spaces and underscores to hyphens. The server saves by it; the forms preview it.
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
