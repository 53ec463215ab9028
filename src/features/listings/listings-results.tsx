import { keepPreviousData } from "@tanstack/react-query";
import { Button, ButtonLink } from "@/components/ui/button";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import type { Bounds } from "@shared/map-bounds";
import { AddToTripMenu } from "@/features/trips/add-to-trip-menu";
import { useApiQuery } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { cn } from "@/lib/cn";
import { ListingCard } from "./listing-card";
import { ListingGrid, ListingGridSkeleton } from "./listing-grid";
import { ListingsMap } from "./listings-map";
import { lastPageIfOutOfRange, pagesOf, staysLabel, type ListingsQuery, type ListingsView } from "./listings-query";
import { Pagination } from "./pagination";
import { distanceText, SearchNotes } from "./search-notes";
import { refusalOf } from "@/features/search/dates-guests/refusal";

type ListingsResultsProps = {
  query: ListingsQuery;
  view: ListingsView;
  /** Whether a search or filter is narrowing the results (the empty state then offers to clear them). */
  narrowed: boolean;
  search?: string | undefined;
  onClear: () => void;
  /** Drops the stay's dates and guests (offered when they left nothing). */
  onClearDates: () => void;
  onPageChange: (page: number) => void;
  /** The link to a page of these results. */
  pageHref: (page: number) => string;
  /** "Search this area" on the map: the results narrowed to the area it shows. */
  onSearchArea: (bounds: Bounds) => void;
};

/** The listings call for a query; shared (one request) by the result count and the results. */
export function useListings(query: ListingsQuery) {
  return useApiQuery(["listings", "list"], query, { placeholderData: keepPreviousData });
}

/** The list of a search, under its map in the map view (the map's alternative in words). */
export function ListingsResults(props: ListingsResultsProps) {
  const data = useListings(props.query).data;
  if (props.view === "list") return <ResultsList {...props} />;
  return (
    <div className="space-y-8">
      {/* Only an exact count says how many stays have no map location. */}
      <ListingsMap
        query={props.query}
        total={data?.totalIsExact ? data.total : undefined}
        onSearchArea={props.onSearchArea}
      />
      <ResultsList {...props} />
    </div>
  );
}

function ResultsList(props: ListingsResultsProps) {
  const { query, narrowed, search, onClear, onClearDates, onPageChange, pageHref } = props;
  const result = useListings(query);
  const { isSignedIn } = useCurrentUser();
  const items = result.data?.items;

  if (result.isPending) return <ListingGridSkeleton count={6} />;
  const refused = refusalOf(result.error);
  if (refused) return <StateMessage tone="error" title={`We can't search this: ${refused.message}`} />;
  if (result.isError || !result.data) {
    return <LoadError title="Failed to load listings." onRetry={() => void result.refetch()} />;
  }

  const { total, totalIsExact, page, limit, notes, near } = result.data;
  const lastPage = lastPageIfOutOfRange(total, page, limit);
  if (lastPage !== null) {
    return (
      <StateMessage
        title={`Page ${page} is out of range: these ${staysLabel(total)} fill ${lastPage} ${lastPage === 1 ? "page" : "pages"}.`}
      >
        <ButtonLink href={pageHref(lastPage)} variant="secondary">
          Go to the last page ({lastPage})
        </ButtonLink>
      </StateMessage>
    );
  }
  const pages = pagesOf(total, totalIsExact, limit);
  const onDates = query.checkin ? " on these dates" : "";
  if (!items?.length) {
    const title = search
      ? `No stays match “${search}”${narrowed ? " with these filters" : ""}${onDates}.`
      : narrowed
        ? `No stays match these filters${onDates}.`
        : query.checkin
          ? "No stays are free on these dates."
          : query.guests
            ? `No stays sleep ${query.guests} guests.`
            : "No properties available at this time.";
    return (
      <StateMessage title={title}>
        <SearchNotes notes={notes} className="mb-4 text-sm text-muted" />
        {query.checkin || query.guests ? (
          <Button variant="secondary" onClick={onClearDates}>
            {stayChoiceClearLabel(query)}
          </Button>
        ) : null}
        {narrowed ? (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </StateMessage>
    );
  }

  return (
    <div
      className={cn("space-y-10 transition-opacity", result.isPlaceholderData && "opacity-60")}
      aria-busy={result.isFetching}
    >
      <SearchNotes notes={notes} />
      <ListingGrid
        listings={items}
        // Members plan trips from the results; a "near" search says how far each stay is; otherwise plain cards.
        renderCard={
          isSignedIn || near
            ? (listing, index) => (
                <div className="flex h-full flex-col gap-3">
                  <div className="flex-1">
                    <ListingCard
                      listing={listing}
                      priority={index < 3}
                      distance={distanceText(listing.distanceKm, near?.place)}
                    />
                  </div>
                  {isSignedIn ? <AddToTripMenu listing={listing} /> : null}
                </div>
              )
            : undefined
        }
      />
      <Pagination page={page} totalPages={pages.pages} more={pages.more} onChange={onPageChange} />
    </div>
  );
}

/** "Clear dates", "Clear guests" or "Clear dates and guests": what the empty state's button drops. */
function stayChoiceClearLabel(query: Pick<ListingsQuery, "checkin" | "guests">): string {
  if (query.checkin && query.guests) return "Clear dates and guests";
  return query.checkin ? "Clear dates" : "Clear guests";
}
