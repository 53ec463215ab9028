import { StarIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { formatRating } from "@shared/listing-text";

/** A stay's rating as members gave it: the average of its reviews with their count, or "No reviews yet". */
export function ListingRating({
  rating,
  reviewCount,
  className,
  starClassName = "size-4",
}: {
  rating: number;
  reviewCount: number;
  className?: string;
  starClassName?: string;
}) {
  if (!reviewCount)
    return (
      <span className={cn("font-normal text-muted", className)} data-testid="listing-rating">
        No reviews yet
      </span>
    );
  return (
    <span className={cn("flex items-center gap-1 font-semibold text-ink", className)} data-testid="listing-rating">
      <StarIcon className={cn(starClassName, "text-sand-500")} />
      {formatRating(rating)}
      <span className="sr-only"> out of 5,</span>
      <span className="font-normal text-muted">
        ({reviewCount}
        <span className="sr-only"> {reviewCount === 1 ? "review" : "reviews"}</span>)
      </span>
    </span>
  );
}
