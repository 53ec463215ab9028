import { ButtonLink } from "@/components/ui/button";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { trpc } from "@/lib/trpc";

/** The latest saved stays, for dashboards; the full list lives on /favorites. */
export function FavoritesPreview({ count = 3 }: { count?: number }) {
  const favorites = trpc.favorites.list.useQuery();
  if (favorites.isPending) return <ListingGridSkeleton count={count} label="Loading your favorites" />;
  if (favorites.isError) {
    return <LoadError title="Failed to load your favorites." onRetry={() => void favorites.refetch()} />;
  }
  if (favorites.data.length === 0) {
    return (
      <StateMessage title="No saved stays yet. Tap the heart on a stay you love and it will wait for you here.">
        <ButtonLink href="/listings" variant="secondary">
          Browse all properties
        </ButtonLink>
      </StateMessage>
    );
  }
  return <ListingGrid listings={favorites.data.slice(0, count).map((f) => f.listing)} />;
}
