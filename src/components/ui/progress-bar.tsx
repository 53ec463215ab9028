import { cn } from "@/lib/cn";

/** Upload progress, announced as a progress bar. */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-sand-100"
      >
        <div
          className="h-full rounded-full bg-forest-600 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-muted">{percent}%</span>
    </div>
  );
}
