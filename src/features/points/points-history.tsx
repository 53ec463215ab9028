import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { SkeletonList } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { formatMediumDate, isoDate } from "@/features/journal/journal-dates";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { formatDelta, pageCount } from "@/lib/points/points-format";

type PointsHistoryProps = {
  limit: number;
  /** With paging controls (the points page) or just the latest entries (dashboards). */
  paged?: boolean;
};

/** The member's points ledger, newest first. */
export function PointsHistory({ limit, paged = false }: PointsHistoryProps) {
  const [page, setPage] = useState(1);
  const history = trpc.points.history.useQuery({ page, limit }, { placeholderData: (previous) => previous });

  if (history.isPending) {
    return (
      <SkeletonList
        label="Loading points history"
        count={Math.min(limit, 5)}
        className="space-y-3"
        itemClassName="h-14 w-full rounded-2xl"
      />
    );
  }
  if (history.isError) {
    return (
      <LoadError
        title="Failed to load your points history."
        className="py-8"
        size="sm"
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { items, total } = history.data;
  if (total === 0) {
    return (
      <StateMessage
        title="No points activity yet. Share a photo, review a stay or publish a story to start earning."
        className="py-8"
      >
        <Link
          href="/submit-journal"
          className="text-sm font-semibold text-forest-700 underline-offset-4 hover:underline"
        >
          Write a story
        </Link>
        <Link href="/listings" className="text-sm font-semibold text-forest-700 underline-offset-4 hover:underline">
          Review a stay
        </Link>
      </StateMessage>
    );
  }
  const pages = pageCount(total, limit);
  return (
    <div>
      <ul
        className={cn("divide-y divide-forest-900/10", history.isPlaceholderData && "opacity-60")}
        aria-busy={history.isFetching || undefined}
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{item.reason}</p>
              <p className="text-sm text-muted">
                <time dateTime={isoDate(item.createdAt)}>{formatMediumDate(item.createdAt)}</time>
              </p>
            </div>
            <span
              className={cn(
                "shrink-0 rounded-full px-3 py-1 text-sm font-semibold tabular-nums",
                item.delta >= 0 ? "bg-forest-50 text-forest-800" : "bg-red-50 text-red-800",
              )}
            >
              {formatDelta(item.delta)}
              <span className="sr-only"> points</span>
            </span>
          </li>
        ))}
      </ul>
      {paged && pages > 1 ? (
        <nav aria-label="Points history pages" className="mt-5 flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1 || history.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            <ChevronLeftIcon className="size-4" />
            Newer
          </Button>
          <span className="text-sm text-muted" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages || history.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
            <ChevronRightIcon className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
