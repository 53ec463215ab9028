import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { TIER_NAMES } from "@shared/tiers";
import { amenityNote, groupAmenities } from "@shared/amenities";
import { formatIdList, MIN_RATING_OPTIONS, type ListingsQuery, type ParamChanges } from "./listings-query";
import { PriceRange } from "./price-range";
import { findByRef, useCatalog } from "./use-catalog";

export const selectClass =
  "h-11 w-full rounded-xl border border-forest-900/15 bg-white px-3 text-sm text-ink shadow-sm focus:border-forest-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600/30";

const labelClass = "block text-sm font-semibold text-ink";

type ListingsFiltersProps = {
  query: ListingsQuery;
  /** A category fixed by the route (category pages): not offered as a filter. */
  fixedCategory?: string | undefined;
  onChange: (changes: ParamChanges) => void;
};

/**
 * Category, region, tier, minimum rating, price and amenities; every change goes straight to the URL.
 * The fields carry the URL's own names, so inside the listings' filter form they also work as a plain
 * form before the app has taken over.
 */
export function ListingsFilters({ query, fixedCategory, onChange }: ListingsFiltersProps) {
  const id = useId();
  const { categories, regions, amenities } = useCatalog();
  const selectedAmenities = new Set(query.amenities ?? []);
  const category = findByRef(categories.data, query.category);
  const region = findByRef(regions.data, query.region);

  const toggleAmenity = (amenityId: number, on: boolean) => {
    const next = new Set(selectedAmenities);
    if (on) next.add(amenityId);
    else next.delete(amenityId);
    onChange({ amenities: formatIdList([...next]) });
  };

  return (
    <div className="space-y-6">
      {fixedCategory ? null : (
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            Category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            className={cn(selectClass, "mt-2")}
            value={category?.slug ?? (query.category === undefined ? "" : String(query.category))}
            onChange={(e) => onChange({ category: e.target.value || null })}
            disabled={categories.isPending}
          >
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
      )}

      <div>
        <label htmlFor={`${id}-region`} className={labelClass}>
          Region
        </label>
        <select
          id={`${id}-region`}
          name="region"
          className={cn(selectClass, "mt-2")}
          value={region?.slug ?? (query.region === undefined ? "" : String(query.region))}
          onChange={(e) => onChange({ region: e.target.value || null })}
          disabled={regions.isPending}
        >
          <option value="">All regions</option>
          {regions.data?.map((r) => (
            <option key={r.id} value={r.slug}>
              {r.name}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-tier`} className={labelClass}>
          Membership tier
        </label>
        <select
          id={`${id}-tier`}
          name="tier"
          className={cn(selectClass, "mt-2")}
          value={query.tier === undefined ? "" : String(query.tier)}
          onChange={(e) => onChange({ tier: e.target.value || null })}
        >
          <option value="">Any tier</option>
          <option value="0">Open to everyone</option>
          {Object.entries(TIER_NAMES).map(([tier, name]) => (
            <option key={tier} value={tier}>
              {name} (tier {tier})
            </option>
          ))}
        </select>
      </div>

      <fieldset>
        <legend className={labelClass}>Minimum rating</legend>
        <div className="mt-2 grid grid-cols-4 gap-1.5">
          {[undefined, ...MIN_RATING_OPTIONS].map((value) => {
            const checked = query.minRating === value;
            return (
              <label
                key={value ?? "any"}
                className={cn(
                  "flex h-10 cursor-pointer items-center justify-center rounded-xl border text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600",
                  checked
                    ? "border-forest-800 bg-forest-800 font-semibold text-white"
                    : "border-forest-900/15 bg-white text-ink hover:bg-forest-50",
                )}
              >
                <input
                  type="radio"
                  name="minRating"
                  value={value ?? ""}
                  className="sr-only"
                  checked={checked}
                  onChange={() => onChange({ minRating: value === undefined ? null : String(value) })}
                />
                {value === undefined ? "Any" : `${value.toFixed(1)}+`}
              </label>
            );
          })}
        </div>
      </fieldset>

      <PriceRange query={query} onChange={onChange} />

      <fieldset>
        <legend className={labelClass}>Amenities</legend>
        <p className="mt-1 text-xs text-muted">Stays must have every amenity you tick.</p>
        {amenities.isPending ? (
          <div className="mt-3 space-y-2" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full rounded-xl" />
            ))}
          </div>
        ) : amenities.isError ? (
          <div className="mt-3 text-sm text-red-800">
            <p>Failed to load amenities.</p>
            <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={() => void amenities.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="mt-3 divide-y divide-forest-900/10 rounded-xl border border-forest-900/10 bg-white">
            {groupAmenities(amenities.data).map((group) => {
              const chosen = group.items.filter((a) => selectedAmenities.has(a.id)).length;
              return (
                <AmenityGroupPanel key={group.category} title={group.category} chosen={chosen}>
                  <ul className="space-y-0.5 px-3 pb-3">
                    {group.items.map((amenity) => {
                      const note = amenityNote(amenity.name);
                      return (
                        <li key={amenity.id}>
                          <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1.5 text-sm text-ink hover:bg-forest-50">
                            <input
                              type="checkbox"
                              name="amenities"
                              value={amenity.id}
                              className="size-4 rounded accent-forest-700"
                              checked={selectedAmenities.has(amenity.id)}
                              onChange={(e) => toggleAmenity(amenity.id, e.target.checked)}
                              aria-describedby={note ? `${id}-note-${amenity.id}` : undefined}
                            />
                            {amenity.name}
                          </label>
                          {note ? (
                            <p id={`${id}-note-${amenity.id}`} className="-mt-1 pb-1 pl-8 text-xs text-muted">
                              {note}
                            </p>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                </AmenityGroupPanel>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}

/** One amenity category, open at first when something in it is ticked; then the reader decides. */
function AmenityGroupPanel({ title, chosen, children }: { title: string; chosen: number; children: ReactNode }) {
  const [open, setOpen] = useState(chosen > 0);
  return (
    <details className="group/amenity" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-sm text-ink hover:bg-forest-50 [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {chosen ? (
            <span className="ml-1.5 rounded-full bg-forest-800 px-1.5 py-0.5 text-xs font-semibold text-white">
              {chosen}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
        </span>
        <ChevronDownIcon className="size-4 text-muted transition-transform group-open/amenity:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
