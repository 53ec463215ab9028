import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import { LoadError } from "@/components/ui/state-message";
import type { Bounds } from "@shared/map-bounds";
import { LazyStaysMap, MapSkeleton } from "@/features/map/lazy-stays-map";
import { useApiQuery } from "@/lib/api-client";
import { listingPins } from "./listing-pins";
import { mapSearch, parseBounds, staysLabel, type ListingsQuery } from "./listings-query";

const MAP_BOX = "aspect-[4/3] w-full sm:aspect-auto sm:h-[62svh] sm:min-h-80 sm:max-h-[680px]";

type ListingsMapProps = {
  query: ListingsQuery;
  /**
   * The search's whole count (from the list), to say how many stays have no map location; unknown when it was capped.
   */
  total: number | undefined;
  onSearchArea: (bounds: Bounds) => void;
};

/** Every stay of the search on a movable map (the list below pages through the same stays). */
export function ListingsMap({ query, total, onSearchArea }: ListingsMapProps) {
  // One map for the whole search: the page and sort only change the list.
  const search = mapSearch(query);
  const points = useApiQuery(["listings", "mapPoints"], search, { placeholderData: keepPreviousData });
  const { checkin, checkout, guests, flexible } = query;
  const pins = useMemo(
    () => listingPins(points.data?.points ?? [], { checkin, checkout, guests, flexible }),
    [points.data, checkin, checkout, guests, flexible],
  );
  const area = useMemo(() => parseBounds(search.bounds), [search.bounds]);

  if (points.isError) return <LoadError title="Failed to load the map." onRetry={() => void points.refetch()} />;
  if (points.isPending) return <MapSkeleton className={MAP_BOX} />;

  const unmapped = total !== undefined && !points.data.truncated ? Math.max(0, total - pins.length) : 0;
  return (
    <div className="space-y-2">
      <LazyStaysMap
        pins={pins}
        label={`Map of ${staysLabel(pins.length)}`}
        description="The list below the map shows the same stays, page by page."
        area={area}
        onSearchArea={onSearchArea}
        className={MAP_BOX}
      />
      <p className="text-sm text-muted">
        {points.data.truncated
          ? `The map shows the ${pins.length} top-rated stays of this search`
          : "The map shows every stay of this search"}
        {unmapped > 0 ? `; ${unmapped} without a map location ${unmapped === 1 ? "is" : "are"} in the list only` : ""}.
        Select a number to zoom in, a pin to see the stay; move the map and choose Search this area to look there.
      </p>
    </div>
  );
}
