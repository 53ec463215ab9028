import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ListingCard, type ListingCardProps } from "./listing-card";
import { ListingCardSkeleton } from "./listing-card-skeleton";
import type { ListingSummary } from "./types";

const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

type ListingGridProps = {
  listings: ListingSummary[];
  /** How many leading cards load their images first. */
  priorityCount?: number;
  className?: string;
  renderCard?: (listing: ListingSummary, index: number) => ReactNode;
} & Pick<ListingCardProps, "onToggleFavorite">;

export function ListingGrid({
  listings,
  priorityCount = 3,
  className,
  renderCard,
  onToggleFavorite,
}: ListingGridProps) {
  return (
    <ul className={cn(gridClass, className)}>
      {listings.map((listing, index) => (
        <li key={listing.id} className="min-w-0">
          {renderCard ? (
            renderCard(listing, index)
          ) : (
            <ListingCard listing={listing} priority={index < priorityCount} onToggleFavorite={onToggleFavorite} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ListingGridSkeleton({
  count,
  label = "Loading properties",
  className,
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={cn(gridClass, className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
