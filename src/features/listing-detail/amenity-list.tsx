import { amenityNote, groupAmenities } from "@shared/amenities";
import type { ListingDetail } from "@/features/listings/types";
import { AmenityIcon } from "./amenity-icon";

/** The stay's amenities, grouped by amenity category, each with its icon. */
export function AmenityList({ amenities }: { amenities: ListingDetail["amenities"] }) {
  if (!amenities.length) return <p className="text-muted">The host hasn't listed amenities for this stay yet.</p>;
  return (
    <div className="grid gap-x-10 gap-y-7 sm:grid-cols-2">
      {groupAmenities(amenities).map((group) => (
        <div key={group.category}>
          <h3 className="font-sans text-sm font-semibold uppercase tracking-[0.12em] text-sand-700">
            {group.category}
          </h3>
          <ul className="mt-3 space-y-2.5">
            {group.items.map((amenity) => (
              <li key={amenity.id} className="flex items-center gap-3 text-ink">
                <AmenityIcon
                  icon={amenity.icon}
                  category={amenity.category}
                  className="size-5 shrink-0 text-forest-700"
                />
                <span>
                  {amenity.name}
                  {amenityNote(amenity.name) ? (
                    <span className="block text-xs text-muted">{amenityNote(amenity.name)}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
