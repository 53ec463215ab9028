import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StateMessage } from "@/components/ui/state-message";
import { cn } from "@/lib/cn";
import { trpc, type RouterOutputs } from "@/lib/trpc";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { formatPoints, levelPlanNote, nextTierText, pointsLevelLabel } from "@/lib/points/points-format";
import { PointsIcon } from "@/components/ui/points-icon";

type PointsSummary = RouterOutputs["points"]["summary"];

/** Balance, points tier and the bar to the next tier target (spec §4), from points.summary. */
export function PointsSummaryCard({ compact = false, className }: { compact?: boolean; className?: string }) {
  const summary = trpc.points.summary.useQuery();
  if (summary.isPending) {
    return (
      <div role="status" className={cn("space-y-4", className)}>
        <span className="sr-only">Loading your points</span>
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-3 w-full rounded-full" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <StateMessage tone="error" title="Failed to load your points." className={cn("py-8", className)}>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </StateMessage>
    );
  }
  return <PointsProgress summary={summary.data} compact={compact} className={className} />;
}

function PointsProgress({
  summary,
  compact,
  className,
}: {
  summary: PointsSummary;
  compact?: boolean | undefined;
  className?: string | undefined;
}) {
  const { points, tier, nextTier, nextTarget, progress } = summary;
  const { user } = useCurrentUser();
  return (
    <div className={className}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-3">
          <PointsIcon className={compact ? "size-10" : "size-12"} />
          <div>
            <p
              className={cn("font-serif leading-none text-forest-950 tabular-nums", compact ? "text-3xl" : "text-5xl")}
            >
              {formatPoints(points)}
            </p>
            <p className="mt-1 text-sm text-muted">points balance</p>
          </div>
        </div>
        <span className="rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800">
          {pointsLevelLabel(tier)}
        </span>
      </div>
      <div className="mt-5">
        <div
          role="progressbar"
          aria-label={nextTier ? `Progress to the ${nextTier} points level` : "Points level progress"}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={nextTierText(points, nextTier, nextTarget)}
          className="h-3 overflow-hidden rounded-full bg-sand-100"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-forest-500 to-sand-400 transition-[width] duration-700"
            style={{ width: `${Math.min(100, progress)}%` }}
          />
        </div>
        <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
          <span className="font-medium text-forest-800">{nextTierText(points, nextTier, nextTarget)}</span>
          {nextTarget !== null ? (
            <span className="text-muted tabular-nums">
              {formatPoints(points)} / {formatPoints(nextTarget)}
            </span>
          ) : null}
        </div>
        <p className="mt-2 text-xs text-muted">{levelPlanNote(user?.membershipTier)}</p>
      </div>
    </div>
  );
}
