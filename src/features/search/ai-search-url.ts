/** The query and the chips a person removed, as /ai-search's URL parameters. */
export function aiSearchParams(q: string, without: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  for (const key of without) params.append("without", key);
  return params;
}

/** /ai-search?q=...&without=... : the query and the chips a person removed, so a search can be shared as a link. */
export function aiSearchHref(q: string, without: readonly string[] = []): string {
  const query = aiSearchParams(q, without).toString();
  return query ? `/ai-search?${query}` : "/ai-search";
}

export function readAiSearch(search: string): { q: string; without: string[] } {
  const params = new URLSearchParams(search);
  return { q: (params.get("q") ?? "").trim(), without: params.getAll("without") };
}
