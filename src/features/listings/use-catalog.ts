import { useApiQuery } from "@/lib/api-client";
import type { DataContext } from "@/lib/route-data";

/** The catalog lists the filters and chips name things by; cached for the session like any query. */
export function useCatalog() {
  const categories = useApiQuery(["catalog", "categories"], undefined);
  const regions = useApiQuery(["catalog", "regions"], undefined);
  const amenities = useApiQuery(["catalog", "amenities"], undefined);
  return { categories, regions, amenities };
}

/** A catalog entry by the URL's value, which may be a slug or an id. */
export function findByRef<T extends { id: number; slug: string }>(
  items: readonly T[] | undefined,
  ref: string | number | undefined,
): T | undefined {
  if (ref === undefined || !items) return undefined;
  const text = String(ref);
  return items.find((item) => item.slug === text || String(item.id) === text);
}

/** The data useCatalog shows. */
export function catalogData({ q }: DataContext): readonly unknown[] {
  return [q.catalog.categories.prefetch(), q.catalog.regions.prefetch(), q.catalog.amenities.prefetch()];
}
