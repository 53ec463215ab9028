import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { AuthorLine } from "./author-line";
import { ContributionPrompt, useContributor } from "./contributor";
import { HideWithReason } from "./hide-with-reason";

const TIP_MIN = 10;
const TIP_MAX = 280;

function TipForm({ listingId }: { listingId: number }) {
  const utils = useApiUtils();
  const mine = trpc.memberContent.tips.mine.useQuery({ listingId });
  const [body, setBody] = useState("");
  const id = useId();
  const create = trpc.memberContent.tips.create.useMutation({
    onSuccess: async ({ award }) => {
      notify.success("Thanks for your tip!", award.awarded ? `You earned ${award.points} points.` : undefined);
      setBody("");
      await Promise.all([utils.memberContent.tips.invalidate(), utils.points.invalidate()]);
    },
  });
  if (mine.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  if (mine.data) {
    return (
      <p className="rounded-2xl bg-forest-50/60 p-4 text-sm text-ink" data-testid="my-tip">
        {mine.data.hiddenReason
          ? `Your tip was hidden by our moderators: ${mine.data.hiddenReason}`
          : "Thanks, you have shared your tip for this stay."}
      </p>
    );
  }
  const length = body.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ listingId, body: body.trim() });
  };
  return (
    <form onSubmit={submit} className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Your tip for this stay
      </label>
      <textarea
        id={id}
        value={body}
        rows={2}
        maxLength={TIP_MAX}
        required
        minLength={TIP_MIN}
        onChange={(e) => setBody(e.target.value)}
        aria-describedby={`${id}-count`}
        placeholder="e.g. Ask for the lakeside cabin: it gets the sunrise."
        className="mt-1.5 block w-full rounded-xl border border-forest-900/15 bg-white px-3.5 py-2.5 text-sm"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className={cn("text-xs", length > 0 && length < TIP_MIN ? "text-red-700" : "text-muted")}>
          {length} / {TIP_MAX} characters (at least {TIP_MIN})
        </p>
        <Button type="submit" size="sm" loading={create.isPending} disabled={length < TIP_MIN}>
          Share tip
        </Button>
      </div>
      {create.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(create.error, "Failed to share your tip.")}
        </p>
      ) : null}
    </form>
  );
}

function HideTip({ tipId }: { tipId: number }) {
  const utils = useApiUtils();
  const hide = trpc.memberContent.tips.hide.useMutation({ onSuccess: () => utils.memberContent.tips.invalidate() });
  return (
    <HideWithReason
      what="tip"
      pending={hide.isPending}
      error={hide.error ? errorMessage(hide.error, "Failed to hide the tip.") : null}
      onHide={(reason) => hide.mutate({ id: tipId, reason })}
    />
  );
}

/** Short tips from members who stayed here, and the Luxe Insider's own tip form. */
export function ListingTips({ listingId, slug }: { listingId: number; slug: string }) {
  const tips = trpc.memberContent.tips.list.useQuery({ listingId });
  const viewer = useContributor();
  return (
    <section aria-labelledby="tips-title">
      <h2 id="tips-title" className="text-3xl text-forest-950">
        Tips for this stay
      </h2>
      <div className="mt-6 space-y-4">
        {viewer.isSignedIn && viewer.canContribute ? (
          <TipForm listingId={listingId} />
        ) : viewer.isLoading ? null : (
          <ContributionPrompt slug={slug} action="share a tip for this stay" />
        )}
        {tips.isPending ? (
          <Skeleton className="h-16 w-full rounded-2xl" />
        ) : tips.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Failed to load tips.
          </p>
        ) : tips.data.length === 0 ? (
          <p className="text-muted">No tips yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Tips">
            {tips.data.map((tip) => (
              <li key={tip.id} className="rounded-2xl border border-forest-900/10 bg-white p-4">
                <AuthorLine author={tip.author} date={tip.createdAt} />
                <p className="mt-3 break-words text-ink/90">{tip.body}</p>
                {viewer.isAdmin ? <HideTip tipId={tip.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
