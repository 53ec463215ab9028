import { useId } from "react";
import { amenityNote, groupAmenities } from "@shared/amenities";
import { useCatalog } from "@/features/listings/use-catalog";

type AmenityChecklistProps = { selected: number[]; onChange: (ids: number[]) => void };

/** Every amenity as a checkbox, grouped by category in the spec's order. */
export function AmenityChecklist({ selected, onChange }: AmenityChecklistProps) {
  const { amenities } = useCatalog();
  const headingId = useId();
  const chosen = new Set(selected);
  const toggle = (id: number) =>
    onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id].sort((a, b) => a - b));
  return (
    <fieldset aria-labelledby={headingId}>
      <legend id={headingId} className="text-sm font-medium text-ink">
        Amenities <span className="font-normal text-muted">({selected.length} selected)</span>
      </legend>
      {amenities.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading amenities…</p>
      ) : amenities.isError ? (
        <p className="mt-2 text-sm text-red-700">Amenities could not be loaded.</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groupAmenities(amenities.data).map((group) => (
            <fieldset key={group.category} className="rounded-xl border border-forest-900/10 bg-sand-50/50 p-3">
              <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-sand-700">
                {group.category}
              </legend>
              <ul className="space-y-1.5">
                {group.items.map((a) => (
                  <li key={a.id}>
                    <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        checked={chosen.has(a.id)}
                        onChange={() => toggle(a.id)}
                        className="size-4 accent-forest-700"
                      />
                      {a.name}
                      {amenityNote(a.name) ? (
                        <span className="text-xs text-muted"> ({amenityNote(a.name)})</span>
                      ) : null}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}
