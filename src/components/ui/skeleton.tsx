import { cn } from "@/lib/cn";

/** A placeholder; `still` when nothing is loading yet (it waits for the visitor), so it does not pulse. */
export function Skeleton({ className, still = false }: { className?: string; still?: boolean }) {
  return <div aria-hidden="true" className={cn(!still && "animate-pulse", "rounded-md bg-sand-200/70", className)} />;
}

type SkeletonListProps = {
  /** What is loading, for screen readers ("Loading the leaderboard"). */
  label: string;
  count: number;
  /** The spacing between rows ("space-y-3"). */
  className: string;
  itemClassName: string;
};

/** The loading state of a list: a status with a spoken label and `count` placeholder rows. */
export function SkeletonList({ label, count, className, itemClassName }: SkeletonListProps) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
