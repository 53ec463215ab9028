import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { StarIcon } from "@/components/ui/icons";
import { IMAGE_ACCEPT } from "@/features/account/upload-image";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils, type RouterOutputs } from "@/lib/trpc";
import { UploadProgressBar } from "./upload-progress";
import { usePhotoUploads } from "./use-photo-uploads";

const REVIEW_MIN = 20;
const REVIEW_MAX = 2000;
const MAX_PHOTOS = 4;
const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

type MyReview = NonNullable<RouterOutputs["memberContent"]["reviews"]["mine"]>;

function StarPicker({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Your rating</legend>
      <div className="mt-1.5 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 focus-within:ring-2 focus-within:ring-forest-600/40"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <StarIcon className={cn("size-7", stars <= value ? "text-sand-500" : "text-sand-200")} />
            <span className="sr-only">
              {stars} {stars === 1 ? "star" : "stars"}
            </span>
          </label>
        ))}
        <span className="ml-2 text-sm text-muted">{STAR_WORDS[value]}</span>
      </div>
    </fieldset>
  );
}

/** Write or edit the member's one review of a stay, with optional photos (uploaded with progress). */
export function ReviewForm({
  listingId,
  existing,
  onDone,
}: {
  listingId: number;
  existing: MyReview | null;
  onDone: () => void;
}) {
  const utils = useApiUtils();
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? "");
  const [body, setBody] = useState(existing?.body ?? "");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photos = usePhotoUploads(listingId);
  const create = trpc.memberContent.reviews.create.useMutation();
  const update = trpc.memberContent.reviews.update.useMutation();
  const id = useId();
  const length = body.trim().length;

  const refresh = () =>
    Promise.all([
      utils.memberContent.reviews.invalidate(),
      utils.memberContent.media.list.invalidate({ listingId }),
      utils.listings.bySlug.invalidate(),
      utils.points.invalidate(),
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setError("Choose a rating from 1 to 5 stars.");
    if (length < REVIEW_MIN) return setError(`Reviews must be at least ${REVIEW_MIN} characters.`);
    setError(null);
    setBusy(true);
    try {
      const values = { rating, title: title.trim(), body: body.trim() };
      let reviewId = existing?.id;
      let award = "";
      if (reviewId) await update.mutateAsync({ reviewId, ...values });
      else {
        const created = await create.mutateAsync({ listingId, ...values });
        reviewId = created.review.id;
        if (created.award.awarded) award = ` You earned ${created.award.points} points.`;
      }
      const sent = files.length ? await photos.upload(files, { reviewId: String(reviewId) }) : 0;
      notify.success(
        existing ? "Review updated." : "Thanks for your review!",
        `${sent ? `${sent} photo${sent === 1 ? "" : "s"} added.` : ""}${award}`.trim() || undefined,
      );
      setFiles([]);
      await refresh();
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, "Failed to save your review."));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-2xl border border-forest-900/10 bg-white p-5 shadow-card"
      aria-label={existing ? "Edit your review" : "Write a review"}
    >
      <StarPicker value={rating} onChange={setRating} />
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-ink">
          Title <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={`${id}-title`}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          className="mt-1.5 block w-full rounded-xl border border-forest-900/15 bg-white px-3.5 py-2.5 text-sm"
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-ink">
          Your review
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={5}
          maxLength={REVIEW_MAX}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id}-count`}
          placeholder="What was it like to stay here? What should the next guest know?"
          className="mt-1.5 block w-full rounded-xl border border-forest-900/15 bg-white px-3.5 py-3 text-sm leading-relaxed"
        />
        <p
          id={`${id}-count`}
          className={cn("mt-1 text-xs", length > 0 && length < REVIEW_MIN ? "text-red-700" : "text-muted")}
        >
          {length} / {REVIEW_MAX.toLocaleString("en-US")} characters (at least {REVIEW_MIN})
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium text-ink">
          Photos <span className="font-normal text-muted">(optional, up to {MAX_PHOTOS})</span>
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, MAX_PHOTOS))}
          className="mt-1.5 block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-forest-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-forest-900"
        />
        {existing?.photos.length ? (
          <p className="mt-1 text-xs text-muted">{existing.photos.length} photo(s) already with this review.</p>
        ) : null}
        {photos.progress ? <UploadProgressBar progress={photos.progress} /> : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {existing ? "Save changes" : "Post review"}
        </Button>
        {existing ? (
          <Button variant="ghost" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
