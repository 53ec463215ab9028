/** The read-only link for a shared collection, on this site's origin. */
export function shareUrl(origin: string, sharePath: string): string {
  return new URL(sharePath, origin).toString();
}

/** "1 stay", "3 stays". */
export function staysLabel(count: number): string {
  return `${count} ${count === 1 ? "stay" : "stays"}`;
}

/** The collection picked in `?collection=`, when it is a positive whole number. */
export function selectedCollectionId(search: string): number | null {
  const raw = new URLSearchParams(search).get("collection");
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The token of `/favorites?shared=TOKEN`, trimmed; null when absent or blank. */
export function sharedToken(search: string): string | null {
  return new URLSearchParams(search).get("shared")?.trim() || null;
}
