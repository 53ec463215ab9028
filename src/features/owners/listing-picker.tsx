import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/hero-icons";
import { Skeleton } from "@/components/ui/skeleton";
import type { ListingSummary } from "@/features/listings/types";
import { trpc } from "@/lib/trpc";

const SEARCH_DELAY_MS = 300;

type ListingPickerProps = { selected: ListingSummary | null; onSelect: (listing: ListingSummary | null) => void };

/** Finds a stay on Wildluxe by name or place, so an owner can claim it. */
export function ListingPicker({ selected, onSelect }: ListingPickerProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const results = trpc.listings.list.useQuery(
    { search: query, mode: "all-keywords", limit: 5 },
    { enabled: query.length >= 2 },
  );

  if (selected) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-forest-200 bg-forest-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-forest-700">Claim</p>
          <p className="truncate font-semibold text-forest-950">{selected.name}</p>
          <p className="truncate text-sm text-muted">{selected.location}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onSelect(null)}>
          Choose another
        </Button>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Find your property
      </label>
      <div className="relative mt-1.5">
        <SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Property name or location"
          autoComplete="off"
          className="block h-11 w-full rounded-xl border border-forest-900/15 bg-white pl-11 pr-3.5 text-base text-ink shadow-sm focus:outline-none focus-visible:border-forest-600 focus-visible:ring-2 focus-visible:ring-forest-600/40 sm:text-sm"
        />
      </div>
      <div aria-live="polite" className="mt-2">
        {query.length < 2 ? (
          <p className="text-sm text-muted">Search by the name travellers see, or the town it is in.</p>
        ) : results.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">Searching</span>
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : results.isError ? (
          <p className="text-sm text-red-700">
            Search failed.{" "}
            <button type="button" className="font-semibold underline" onClick={() => void results.refetch()}>
              Try again
            </button>
          </p>
        ) : results.data.items.length === 0 ? (
          <p className="text-sm text-muted">
            No listings match “{query}”. Not on Wildluxe yet? Contact our owner team to add it.
          </p>
        ) : (
          <ul className="divide-y divide-forest-900/10 rounded-xl border border-forest-900/10 bg-white">
            {results.data.items.map((listing) => (
              <li key={listing.id}>
                <button
                  type="button"
                  onClick={() => onSelect(listing)}
                  className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-forest-50 focus-visible:bg-forest-50"
                >
                  <span className="font-medium text-ink">{listing.name}</span>
                  <span className="text-xs text-muted">
                    {listing.location}
                    {listing.featured ? " · Already featured" : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
