import { keepPreviousData } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { StateMessage } from "@/components/ui/state-message";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { ListingGrid, ListingGridSkeleton } from "./listing-grid";
import { totalPagesOf, type ListingsQuery } from "./listings-query";
import { Pagination } from "./pagination";

type ListingsResultsProps = {
  query: ListingsQuery;
  onPageChange: (page: number) => void;
  onClearSearch?: (() => void) | undefined;
};

export function ListingsResults({ query, onPageChange, onClearSearch }: ListingsResultsProps) {
  const result = trpc.listings.list.useQuery(query, { placeholderData: keepPreviousData });

  if (result.isPending) return <ListingGridSkeleton count={6} />;
  if (result.isError) {
    return (
      <StateMessage tone="error" title="Failed to load listings.">
        <Button variant="secondary" onClick={() => void result.refetch()}>
          Try again
        </Button>
      </StateMessage>
    );
  }

  const { items, total, page, limit } = result.data;
  if (items.length === 0) {
    return (
      <StateMessage title={query.search ? `No properties match “${query.search}”.` : "No properties available at this time."}>
        {query.search && onClearSearch ? (
          <Button variant="secondary" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : null}
      </StateMessage>
    );
  }

  const first = (page - 1) * limit + 1;
  const last = first + items.length - 1;
  return (
    <div className={cn("space-y-10 transition-opacity", result.isPlaceholderData && "opacity-60")} aria-busy={result.isFetching}>
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first}–{last} of {total} {total === 1 ? "stay" : "stays"}
      </p>
      <ListingGrid listings={items} />
      <Pagination page={page} totalPages={totalPagesOf(total, limit)} onChange={onPageChange} />
    </div>
  );
}
