import { cn } from "@/lib/cn";
import { usePopover } from "@/lib/use-popover";
import { moreReasonsLabel, visibleReasons, type MatchReason } from "./recommendation-rules";

const RADIUS = 19;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type MatchScoreProps = {
  score: number;
  reasons: readonly MatchReason[];
  listingName: string;
  className?: string;
};

/** The match-score circle; it toggles a panel with up to 3 match reasons and a "+ N more reasons" line. */
export function MatchScore({ score, reasons, listingName, className }: MatchScoreProps) {
  const { open, setOpen, rootRef, buttonRef, panelId } = usePopover();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const { shown, more } = visibleReasons(reasons);

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${value}% match for ${listingName}. ${open ? "Hide" : "Show"} why it matches`}
        onClick={() => setOpen((v) => !v)}
        className="relative flex size-14 items-center justify-center rounded-full bg-white shadow-card-hover transition-transform hover:scale-105 active:scale-95"
      >
        <svg viewBox="0 0 44 44" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
          <circle cx="22" cy="22" r={RADIUS} fill="none" strokeWidth="3.5" className="stroke-sand-100" />
          <circle
            cx="22"
            cy="22"
            r={RADIUS}
            fill="none"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
            className={value >= 90 ? "stroke-forest-600" : value >= 70 ? "stroke-sand-500" : "stroke-sand-400"}
          />
        </svg>
        <span className="relative flex flex-col items-center leading-none" aria-hidden="true">
          <span className="text-sm font-bold text-forest-900">{value}%</span>
          <span className="mt-0.5 text-[9px] font-semibold uppercase tracking-wide text-muted">match</span>
        </span>
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={`Why ${listingName} matches`}
          className="absolute right-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-3rem)] animate-fade-in rounded-2xl border border-forest-900/10 bg-white p-4 text-left shadow-card-hover"
        >
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-sand-700">Why it's a match</p>
          {shown.length ? (
            <ul className="mt-3 space-y-2.5">
              {shown.map((reason) => (
                <li key={reason.label} className="text-sm">
                  <p className="font-semibold text-forest-900">{reason.label}</p>
                  <p className="text-muted">{reason.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">Chosen from the stays members like you love most.</p>
          )}
          {more > 0 ? <p className="mt-3 text-sm font-medium text-forest-700">{moreReasonsLabel(more)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
