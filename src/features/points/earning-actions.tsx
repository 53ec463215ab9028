import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { trpc } from "@/lib/trpc";
import { actionLimits, formatPoints } from "@/lib/points/points-format";

/** Ways to earn (spec §9: photos 50, reviews 100, stories 150, tips 25), read from the active point actions. */
export function EarningActions() {
  const actions = trpc.points.actions.useQuery();
  if (actions.isPending) {
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2">
        <span className="sr-only">Loading ways to earn</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (actions.isError) {
    return (
      <LoadError
        title="Failed to load ways to earn points."
        className="py-8"
        size="sm"
        onRetry={() => void actions.refetch()}
      />
    );
  }
  if (actions.data.length === 0)
    return <StateMessage title="There are no point actions right now. Check back soon." className="py-8" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {actions.data.map((action) => (
        <li key={action.id} className="flex gap-4 rounded-2xl border border-forest-900/10 bg-sand-50 p-4">
          <span className="flex size-14 shrink-0 flex-col items-center justify-center rounded-2xl bg-white text-forest-900 shadow-sm">
            <span className="font-serif text-lg font-semibold leading-none">{formatPoints(action.pointsAwarded)}</span>
            <span className="text-[10px] font-semibold uppercase tracking-wide text-muted">pts</span>
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{action.name}</p>
            {action.description ? <p className="mt-0.5 text-sm text-muted">{action.description}</p> : null}
            <p className="mt-2 flex flex-wrap gap-1.5">
              {actionLimits(action).map((limit) => (
                <span
                  key={limit}
                  className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-forest-800 ring-1 ring-forest-900/10"
                >
                  {limit}
                </span>
              ))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
