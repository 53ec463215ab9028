import type { RouterInputs } from "@/lib/trpc";

type ListInput = NonNullable<RouterInputs["admin"]["properties"]["list"]>;

const PAGE_SIZE = 20;

export const FEATURED_OPTIONS = [
  { value: "all", label: "All" },
  { value: "yes", label: "Featured" },
  { value: "no", label: "Not featured" },
] as const;

export const ARCHIVED_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "archived", label: "Archived" },
  { value: "all", label: "All" },
] as const;

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "name", label: "Name" },
  { value: "rating", label: "Rating" },
] as const;

export type PropertyFilters = {
  search: string;
  category: string;
  region: string;
  tier: string;
  featured: (typeof FEATURED_OPTIONS)[number]["value"];
  archived: (typeof ARCHIVED_OPTIONS)[number]["value"];
  sort: (typeof SORT_OPTIONS)[number]["value"];
  page: number;
};

const pick = <V extends string>(options: readonly { value: V }[], value: string | null, fallback: V): V =>
  options.find((o) => o.value === value)?.value ?? fallback;

/** The list's filters as kept in the address, so a filtered list survives a trip to the edit form. */
export function filtersFromParams(params: URLSearchParams): PropertyFilters {
  const page = Number(params.get("page"));
  return {
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    region: params.get("region") ?? "",
    tier: params.get("tier") ?? "",
    featured: pick(FEATURED_OPTIONS, params.get("featured"), "all"),
    archived: pick(ARCHIVED_OPTIONS, params.get("archived"), "active"),
    sort: pick(SORT_OPTIONS, params.get("sort"), "newest"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromFilters(f: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set("search", f.search.trim());
  if (f.category) params.set("category", f.category);
  if (f.region) params.set("region", f.region);
  if (f.tier) params.set("tier", f.tier);
  if (f.featured !== "all") params.set("featured", f.featured);
  if (f.archived !== "active") params.set("archived", f.archived);
  if (f.sort !== "newest") params.set("sort", f.sort);
  if (f.page > 1) params.set("page", String(f.page));
  return params;
}

/** admin.properties.list input for the filters. */
export function listInput(f: PropertyFilters): ListInput {
  return {
    search: f.search.trim() || undefined,
    category: f.category ? Number(f.category) : undefined,
    region: f.region ? Number(f.region) : undefined,
    tier: f.tier ? Number(f.tier) : undefined,
    featured: f.featured === "all" ? undefined : f.featured === "yes",
    archived: f.archived === "all" ? undefined : f.archived === "archived",
    sort: f.sort,
    page: f.page,
    limit: PAGE_SIZE,
  };
}
