import type { RouterInputs } from "@/lib/trpc";

export type ListingsQuery = RouterInputs["listings"]["list"];
export type ListingsSort = NonNullable<ListingsQuery["sort"]>;

export const SORT_OPTIONS: Array<{ value: ListingsSort; label: string }> = [
  { value: "relevance", label: "Best match" },
  { value: "rating", label: "Top rated" },
  { value: "newest", label: "Newest" },
];

/** The listings call's input, read from the page's URL search parameters. */
export function queryFromParams(params: URLSearchParams, category?: string): ListingsQuery {
  const search = params.get("search")?.trim() || undefined;
  const mode = params.get("mode");
  const sort = params.get("sort");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    search,
    mode: mode === "all-keywords" || mode === "any" ? mode : undefined,
    sort: sort === "relevance" || sort === "rating" || sort === "newest" ? sort : undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    category: category ?? (params.get("category") || undefined),
  };
}

export function totalPagesOf(total: number, limit: number): number {
  return limit > 0 ? Math.max(1, Math.ceil(total / limit)) : 1;
}
