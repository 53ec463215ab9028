import { CloseIcon } from "@/components/ui/icons";
import { TIER_NAMES } from "@shared/tiers";
import { formatIdList, type ListingsQuery, type ParamChanges } from "./listings-query";
import { findByRef, useCatalog } from "./use-catalog";

type Chip = { key: string; label: string; remove: ParamChanges };

type ActiveFiltersProps = {
  query: ListingsQuery;
  fixedCategory?: string | undefined;
  onChange: (changes: ParamChanges) => void;
  onClearAll: () => void;
};

function tierLabel(tier: number): string {
  return tier === 0 ? "Open to everyone" : `${TIER_NAMES[tier] ?? `Tier ${tier}`}`;
}

/** The search and filters in effect, each removable on its own, with Clear all. */
export function ActiveFilters({ query, fixedCategory, onChange, onClearAll }: ActiveFiltersProps) {
  const { categories, regions, amenities } = useCatalog();
  const chips: Chip[] = [];
  if (query.search) chips.push({ key: "search", label: `“${query.search}”`, remove: { search: null, mode: null } });
  if (query.category !== undefined && !fixedCategory) {
    chips.push({
      key: "category",
      label: findByRef(categories.data, query.category)?.name ?? String(query.category),
      remove: { category: null },
    });
  }
  if (query.region !== undefined) {
    chips.push({
      key: "region",
      label: findByRef(regions.data, query.region)?.name ?? String(query.region),
      remove: { region: null },
    });
  }
  if (query.tier !== undefined) chips.push({ key: "tier", label: tierLabel(query.tier), remove: { tier: null } });
  if (query.minRating !== undefined)
    chips.push({ key: "rating", label: `Rated ${query.minRating.toFixed(1)}+`, remove: { minRating: null } });
  if (query.minPrice !== undefined || query.maxPrice !== undefined)
    chips.push({
      key: "price",
      label: priceBandLabel(query.minPrice, query.maxPrice),
      remove: { minPrice: null, maxPrice: null },
    });
  if (query.bounds !== undefined) chips.push({ key: "bounds", label: "In the map area", remove: { bounds: null } });
  for (const amenityId of query.amenities ?? []) {
    const name = amenities.data?.find((a) => a.id === amenityId)?.name ?? `Amenity ${amenityId}`;
    const rest = (query.amenities ?? []).filter((a) => a !== amenityId);
    chips.push({ key: `amenity-${amenityId}`, label: name, remove: { amenities: formatIdList(rest) } });
  }
  if (!chips.length) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap items-center gap-2" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-forest-900/15 bg-white pl-3 pr-2 text-sm text-ink hover:border-forest-800/40 hover:bg-forest-50"
            >
              <span className="sr-only">Remove filter: </span>
              {chip.label}
              <CloseIcon className="size-3.5 text-muted" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="h-8 rounded-full px-2 text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}

/** "$150 - $300 / night", "From $150 / night", "Up to $300 / night". */
function priceBandLabel(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `$${min} - $${max} / night`;
  return min !== undefined ? `From $${min} / night` : `Up to $${max} / night`;
}
