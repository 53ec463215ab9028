import { ButtonLink } from "@/components/ui/button";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { RecommendationCard } from "./recommendation-card";
import { isHighlighted } from "./recommendation-rules";
import type { RecommendationsState } from "./use-recommendations";

type RecommendationListProps = {
  state: RecommendationsState;
  skeletons: number;
  /** How many of the first photos load at high priority: only where the list opens the page. */
  priorityCount?: number;
};

/** Loading, error, empty and the cards, for the home section and the recommendations page alike. */
export function RecommendationList({ state, skeletons, priorityCount = 3 }: RecommendationListProps) {
  const { items } = state;
  if (state.isPending) return <ListingGridSkeleton count={skeletons} label="Loading recommendations" />;
  if (state.isError || !items) {
    return <LoadError title="Failed to load recommendations." onRetry={state.refetch} />;
  }
  if (items.length === 0) {
    return (
      <StateMessage title="No recommendations available at this time.">
        <ButtonLink href="/listings" variant="secondary">
          Browse all properties
        </ButtonLink>
      </StateMessage>
    );
  }
  return (
    <ListingGrid
      listings={items.map((item) => item.listing)}
      renderCard={(_listing, index) => {
        const item = items[index]!;
        return (
          <RecommendationCard
            item={item}
            highlighted={isHighlighted(index, item.matchScore)}
            priority={index < priorityCount}
          />
        );
      }}
    />
  );
}
