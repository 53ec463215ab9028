import { useApiQuery } from "@/lib/api-client";

export const FEATURED_MAX = 6;
export const FRESH_SHOWN = 6;

/** The featured stays the home page shows (at most 6). */
export function useFeaturedListings() {
  return useApiQuery(["listings", "featured"], undefined);
}

/** Newest stays, leaving out any already featured above. */
export function useFreshListings() {
  // Asks for extra so six remain after the featured ones are left out.
  const fresh = useApiQuery(["listings", "list"], { sort: "newest", limit: FRESH_SHOWN + FEATURED_MAX });
  const featured = useFeaturedListings();
  const featuredIds = new Set((featured.data ?? []).slice(0, FEATURED_MAX).map((l) => l.id));
  const items = (fresh.data?.items ?? []).filter((l) => !featuredIds.has(l.id)).slice(0, FRESH_SHOWN);
  return { query: fresh, items };
}

/** Every stay the home page's featured and new sections show, so later sections can skip them. */
export function useHomeShownIds(): ReadonlySet<number> {
  const featured = useFeaturedListings();
  const { items } = useFreshListings();
  return new Set([...(featured.data ?? []).slice(0, FEATURED_MAX), ...items].map((l) => l.id));
}
