import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StarIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/ui/avatar";
import { formatRating } from "@/features/listings/listing-text";
import { trpc } from "@/lib/trpc";
import { formatMediumDate } from "@/features/journal/journal-dates";

const FIRST_PAGE = 5;
const MORE = 10;
const MAX = 50;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5 text-sand-500" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className={i < rating ? "size-4" : "size-4 text-sand-200"} />
      ))}
    </span>
  );
}

/** Members' reviews of a stay, newest first (reading is public). */
export function ListingReviews({ listingId }: { listingId: number }) {
  const [limit, setLimit] = useState(FIRST_PAGE);
  const reviews = trpc.memberContent.reviews.list.useQuery({ listingId, limit }, { placeholderData: (previous) => previous });

  return (
    <section aria-labelledby="reviews-title">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="reviews-title" className="text-3xl text-forest-950">
          Reviews
        </h2>
        {reviews.data?.total ? (
          <p className="flex items-center gap-1.5 text-muted">
            <StarIcon className="size-4 text-sand-500" />
            <span className="font-semibold text-ink">{formatRating(reviews.data.average)}</span>
            <span>
              from {reviews.data.total} {reviews.data.total === 1 ? "review" : "reviews"}
            </span>
          </p>
        ) : null}
      </div>

      <div className="mt-6">
        {reviews.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading reviews</span>
            <Skeleton className="h-24 w-full rounded-2xl" />
            <Skeleton className="h-24 w-full rounded-2xl" />
          </div>
        ) : reviews.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 p-5 text-red-800">
            <p>Failed to load reviews.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void reviews.refetch()}>
              Try again
            </Button>
          </div>
        ) : reviews.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-forest-900/15 bg-white/60 p-6 text-muted">
            No reviews yet. Luxe Insider members who stay here can share theirs.
          </p>
        ) : (
          <>
            <ul className="space-y-4">
              {reviews.data.items.map((review) => (
                <li key={review.id} className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card">
                  <div className="flex items-center gap-3">
                    <UserAvatar name={review.author.displayName} imageUrl={review.author.profileImageUrl} className="size-10" />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-ink">{review.author.displayName}</p>
                      <p className="text-sm text-muted">
                        <time dateTime={new Date(review.createdAt).toISOString()}>{formatMediumDate(review.createdAt)}</time>
                      </p>
                    </div>
                    <div className="ml-auto">
                      <Stars rating={review.rating} />
                    </div>
                  </div>
                  {review.title ? <h3 className="mt-4 font-sans text-base font-semibold text-ink">{review.title}</h3> : null}
                  <p className="mt-2 whitespace-pre-line leading-relaxed text-ink/90">{review.body}</p>
                </li>
              ))}
            </ul>
            {reviews.data.total > reviews.data.items.length && limit < MAX ? (
              <Button variant="secondary" className="mt-5" loading={reviews.isFetching} onClick={() => setLimit((n) => Math.min(n + MORE, MAX))}>
                Show more reviews
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
