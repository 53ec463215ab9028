import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { Stars } from "./stars";
import { ReviewForm } from "./review-form";

/** The signed-in Luxe Insider's own review: the form to write one, or theirs with Edit and Delete. */
export function MyReviewPanel({ listingId }: { listingId: number }) {
  const utils = useApiUtils();
  const mine = trpc.memberContent.reviews.mine.useQuery({ listingId });
  const [editing, setEditing] = useState(false);
  const remove = trpc.memberContent.reviews.delete.useMutation({
    onSuccess: async () => {
      notify.success("Review deleted.");
      await Promise.all([utils.memberContent.reviews.invalidate(), utils.listings.bySlug.invalidate()]);
    },
    onError: (error) => notify.error("Failed to delete the review.", errorMessage(error, "")),
  });

  if (mine.isPending) return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (mine.isError) return null;
  const review = mine.data;
  if (!review || editing)
    return (
      <ReviewForm key={review?.id ?? "new"} listingId={listingId} existing={review} onDone={() => setEditing(false)} />
    );

  return (
    <div className="rounded-2xl border border-forest-900/10 bg-forest-50/60 p-5" data-testid="my-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">Your review</p>
        <Stars rating={review.rating} />
      </div>
      {review.hidden ? (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Hidden by our moderators: {review.hiddenReason}
        </p>
      ) : null}
      <p className="mt-2 line-clamp-3 text-sm text-ink/90">{review.body}</p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Edit review
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm("Delete your review of this stay?")) remove.mutate({ reviewId: review.id });
          }}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}
