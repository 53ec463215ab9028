import { useState } from "react";
import { Button } from "@/components/ui/button";
import { StarIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { formatRating } from "@shared/listing-text";
import { errorMessage } from "@/lib/errors";
import { trpc, useApiUtils } from "@/lib/trpc";
import { AuthorLine } from "./author-line";
import { ContributionPrompt, useContributor } from "./contributor";
import { HideWithReason } from "./hide-with-reason";
import { MyReviewPanel } from "./my-review";
import { REVIEWS_FIRST_PAGE } from "./section-sizes";
import { Stars } from "./stars";

const MORE = 10;
const MAX = 50;

function HideReview({ reviewId }: { reviewId: number }) {
  const utils = useApiUtils();
  const hide = trpc.memberContent.reviews.hide.useMutation({
    onSuccess: () => Promise.all([utils.memberContent.reviews.invalidate(), utils.listings.bySlug.invalidate()]),
  });
  return (
    <HideWithReason
      what="review"
      pending={hide.isPending}
      error={hide.error ? errorMessage(hide.error, "Failed to hide the review.") : null}
      onHide={(reason) => hide.mutate({ id: reviewId, reason })}
    />
  );
}

/** Members' reviews of a stay, newest first (reading is public), and the member's own review form. */
export function ListingReviews({ listingId, slug }: { listingId: number; slug: string }) {
  const [limit, setLimit] = useState(REVIEWS_FIRST_PAGE);
  const reviews = trpc.memberContent.reviews.list.useQuery(
    { listingId, limit },
    { placeholderData: (previous) => previous },
  );
  const viewer = useContributor();

  return (
    <section aria-labelledby="reviews-title">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="reviews-title" className="text-3xl text-forest-950">
          Reviews
        </h2>
        {reviews.data?.total ? (
          <p className="flex items-center gap-1.5 text-muted" data-testid="reviews-summary">
            <StarIcon className="size-4 text-sand-500" />
            <span className="font-semibold text-ink">{formatRating(reviews.data.average)}</span>
            <span>
              from {reviews.data.total} {reviews.data.total === 1 ? "review" : "reviews"}
            </span>
          </p>
        ) : null}
      </div>

      <div className="mt-6 space-y-6">
        {viewer.isSignedIn && viewer.canContribute ? (
          <MyReviewPanel listingId={listingId} />
        ) : viewer.isLoading ? null : (
          <ContributionPrompt slug={slug} action="review this stay" />
        )}

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
            No reviews yet.
          </p>
        ) : (
          <>
            <ul className="space-y-4" aria-label="Reviews">
              {reviews.data.items.map((review) => (
                <li key={review.id} className="rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <AuthorLine author={review.author} date={review.createdAt} />
                    <Stars rating={review.rating} />
                  </div>
                  {review.title ? (
                    <h3 className="mt-4 font-sans text-base font-semibold text-ink">{review.title}</h3>
                  ) : null}
                  <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-ink/90">{review.body}</p>
                  {review.photos.length ? (
                    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Photos with this review">
                      {review.photos.map((photo) => (
                        <li key={photo.id}>
                          <img
                            src={photo.url}
                            alt={photo.caption || `Photo by ${review.author.displayName}`}
                            loading="lazy"
                            className="size-24 rounded-xl object-cover"
                          />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {viewer.isAdmin ? <HideReview reviewId={review.id} /> : null}
                </li>
              ))}
            </ul>
            {reviews.data.total > reviews.data.items.length && limit < MAX ? (
              <Button
                variant="secondary"
                loading={reviews.isFetching}
                onClick={() => setLimit((n) => Math.min(n + MORE, MAX))}
              >
                Show more reviews
              </Button>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
