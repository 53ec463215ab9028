import { ListingCard } from "@/features/listings/listing-card";
import { cn } from "@/lib/cn";
import { MatchScore } from "./match-score";
import type { RecommendationItem } from "./recommendation-rules";

type RecommendationCardProps = {
  item: RecommendationItem;
  highlighted: boolean;
  priority?: boolean;
};

/** A listing card with the recommendation extras: a highlight ring and, when scored, the match circle. */
export function RecommendationCard({ item, highlighted, priority = false }: RecommendationCardProps) {
  const { listing, matchScore, matchReasons } = item;
  const scored = matchScore !== null && matchScore !== undefined;
  return (
    <div
      className={cn(
        "relative h-full rounded-2xl",
        highlighted && "ring-2 ring-sand-400 ring-offset-4 ring-offset-cream",
      )}
    >
      <ListingCard listing={listing} priority={priority} />
      {highlighted ? (
        <span className="pointer-events-none absolute -top-3 left-1/2 z-20 -translate-x-1/2 whitespace-nowrap rounded-full bg-sand-300 px-3 py-1 text-xs font-semibold text-forest-950 shadow-sm">
          {scored ? "Top Match" : "Top Pick"}
        </span>
      ) : null}
      {scored ? (
        // Mirrors the card's 4:3 image so the circle sits in the image's lower corner.
        <div className="pointer-events-none absolute inset-x-0 top-0 z-20 aspect-[4/3]">
          <div className="pointer-events-auto absolute bottom-3 right-3">
            <MatchScore score={matchScore} reasons={matchReasons ?? []} listingName={listing.name} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
