import { Skeleton } from "@/components/ui/skeleton";
import { trpc } from "@/lib/trpc";
import { formatPoints } from "@/lib/points/points-format";

/** The membership page's ways to earn: the active point actions the admin edits, never fixed numbers. */
export function PointEarnings() {
  const actions = trpc.points.actions.useQuery();
  if (actions.isPending) {
    return (
      <div role="status" className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <span className="sr-only">Loading ways to earn</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-2xl bg-white/10" />
        ))}
      </div>
    );
  }
  if (actions.isError || actions.data.length === 0) return null;
  return (
    <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {actions.data.map((action) => (
        <li key={action.id} className="rounded-2xl bg-white/5 px-4 py-6 ring-1 ring-white/10">
          <p className="font-serif text-4xl text-sand-200">{formatPoints(action.pointsAwarded)}</p>
          <p className="mt-1 text-xs font-semibold uppercase tracking-[0.14em] text-forest-100">points</p>
          <p className="mt-3 text-sm text-white">{action.name}</p>
        </li>
      ))}
    </ul>
  );
}
