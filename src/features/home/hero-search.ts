/** Spec §5 hero search: blank is ignored; the text is trimmed and URL-encoded. */
export function heroSearchHref(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `/listings?search=${encodeURIComponent(trimmed)}&mode=all-keywords`;
}
