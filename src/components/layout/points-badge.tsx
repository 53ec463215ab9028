import { Link } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { trpc } from "@/lib/trpc";
import { formatPoints, headerTierName } from "@/lib/points/points-format";
import { PointsIcon } from "@/components/ui/points-icon";

export const POINTS_PAGE = "/account/points";

/** The header's compact points badge: balance and tier label, linking to the points page. */
export function PointsBadge({ user }: { user: CurrentUser }) {
  const summary = trpc.points.summary.useQuery();
  const tierLabel = headerTierName(user.membershipTier);
  if (summary.isPending) return <Skeleton className="h-9 w-16 rounded-full sm:w-36 xl:w-16" />;
  const points = summary.data ? formatPoints(summary.data.points) : "–";
  return (
    <Link
      href={POINTS_PAGE}
      aria-label={summary.data ? `${points} points, ${tierLabel}. View your points` : `${tierLabel}. View your points`}
      title={`${tierLabel} · points`}
      className="flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-sand-300 bg-sand-50 pl-1.5 pr-2.5 text-sm sm:pr-3 text-forest-900 transition-colors hover:border-sand-400 hover:bg-sand-100"
    >
      <PointsIcon className="size-6" />
      <span className="font-semibold tabular-nums">{points}</span>
      {/* Beside the full main nav (xl and up, capped at max-w-7xl) there is no room for the label. */}
      <span className="hidden text-xs text-sand-800 sm:inline xl:hidden">
        <span aria-hidden="true">· </span>
        {tierLabel}
      </span>
    </Link>
  );
}
