import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, EmptyState, InlineAlert } from "@/features/admin/shared/admin-ui";
import { controlClass } from "@/features/admin/shared/admin-fields";
import { formatMediumDate } from "@/features/journal/journal-dates";
import { stripMarkup } from "@shared/markup";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { authorLabel, type AdminArticle } from "./article-form";

function PendingStory({ story }: { story: AdminArticle }) {
  const utils = useApiUtils();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const done = (title: string) => {
    notify.success(title, `“${story.title}” by ${authorLabel(story)}.`);
    void utils.admin.journal.invalidate();
    void utils.admin.stats.invalidate();
    void utils.journal.invalidate();
  };
  const onError = (e: unknown) => notify.error("Error", errorMessage(e, "The story could not be updated."));
  const approve = trpc.admin.journal.approve.useMutation({ onSuccess: () => done("Story approved"), onError });
  const reject = trpc.admin.journal.reject.useMutation({ onSuccess: () => done("Story rejected"), onError });
  const text = stripMarkup(story.content ?? "");
  return (
    <li className="rounded-xl border border-forest-900/10 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          {/* Approving the story publishes its image with it, so the editor sees it here. */}
          <img
            src={story.imageUrl}
            alt={`Cover image of “${story.title}”`}
            className="size-16 shrink-0 rounded-lg bg-sand-100 object-cover"
          />
          <div className="min-w-0">
            <p className="font-medium text-forest-950">{story.title}</p>
            <p className="mt-0.5 text-xs text-muted">
              {authorLabel(story)} · submitted {formatMediumDate(story.createdAt)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            loading={approve.isPending}
            disabled={reject.isPending}
            onClick={() => approve.mutate({ id: story.id })}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={approve.isPending || reject.isPending}
            onClick={() => setRejecting((v) => !v)}
            aria-expanded={rejecting}
          >
            Reject
          </Button>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-forest-700">Read the story</summary>
        <p className="mt-2 whitespace-pre-line text-muted">{text || "No text."}</p>
      </details>
      {rejecting ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <label className="sr-only" htmlFor={`reject-${story.id}`}>
            Reason for rejecting (optional)
          </label>
          <input
            id={`reject-${story.id}`}
            value={reason}
            maxLength={500}
            placeholder="Reason (optional), kept in the activity log"
            onChange={(e) => setReason(e.target.value)}
            className={cn(controlClass, "h-9 border-forest-900/15 focus-visible:border-forest-600")}
          />
          <Button
            size="sm"
            className="bg-red-700 hover:bg-red-800"
            loading={reject.isPending}
            onClick={() => reject.mutate({ id: story.id, reason: reason.trim() || undefined })}
          >
            Confirm Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Member stories waiting for a decision, oldest first. */
export function ModerationQueue() {
  const pending = trpc.admin.journal.pending.useQuery(undefined, { staleTime: 0 });
  return (
    <section aria-labelledby="moderation-title" className="mt-8">
      <div className="flex items-center gap-2">
        <h3 id="moderation-title" className="text-lg text-forest-950">
          Moderation queue
        </h3>
        {pending.data?.total ? <Badge tone="amber">{pending.data.total} pending</Badge> : null}
      </div>
      <p className="text-sm text-muted">
        Stories members submit wait here until an admin approves (publishes) or rejects them.
      </p>
      <div className="mt-3">
        {pending.isPending ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : pending.isError ? (
          <InlineAlert tone="error">{errorMessage(pending.error, "The queue could not be loaded.")}</InlineAlert>
        ) : pending.data.items.length === 0 ? (
          <EmptyState>No stories are waiting for review.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {pending.data.items.map((story) => (
              <PendingStory key={story.id} story={story} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
