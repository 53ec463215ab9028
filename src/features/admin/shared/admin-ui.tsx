import type { ReactNode } from "react";
import { AlertIcon } from "@/components/ui/shell-icons";
import { cn } from "@/lib/cn";

type CardProps = {
  title?: string;
  /** Id for the heading, so the section is named by it. */
  id?: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
};

/** The admin console's panel: a white card with an optional heading row. */
export function AdminCard({ title, id, description, actions, className, bodyClassName, children }: CardProps) {
  return (
    <section
      aria-labelledby={title && id ? id : undefined}
      className={cn("rounded-2xl border border-forest-900/10 bg-white shadow-card", className)}
    >
      {title ? (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-forest-900/10 px-5 py-4">
          <div className="min-w-0">
            <h2 id={id} className="text-lg font-semibold text-forest-950">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </header>
      ) : null}
      <div className={cn("p-5", bodyClassName)}>{children}</div>
    </section>
  );
}

export type BadgeTone = "green" | "amber" | "red" | "neutral" | "blue" | "purple" | "forest" | "gray" | "orange";

const TONES: Record<BadgeTone, string> = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/25",
  red: "bg-red-50 text-red-800 ring-red-600/20",
  neutral: "bg-sand-100 text-sand-800 ring-sand-600/20",
  blue: "bg-sky-50 text-sky-800 ring-sky-600/20",
  purple: "bg-violet-50 text-violet-800 ring-violet-600/20",
  forest: "bg-forest-800 text-white ring-forest-900/10",
  gray: "bg-stone-100 text-stone-700 ring-stone-500/20",
  orange: "bg-orange-50 text-orange-800 ring-orange-600/20",
};

export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

type AlertProps = {
  tone: "success" | "error" | "info" | "warning";
  title?: string;
  className?: string;
  children?: ReactNode;
};

const ALERT_TONES = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

/** A message inside a panel; errors are announced. */
export function InlineAlert({ tone, title, className, children }: AlertProps) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-xl border px-4 py-3 text-sm", ALERT_TONES[tone], className)}
    >
      {tone === "error" || tone === "warning" ? <AlertIcon className="mt-0.5 size-4 shrink-0" /> : null}
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title ? "mt-1" : null, "space-y-2")}>{children}</div> : null}
      </div>
    </div>
  );
}

/** A quiet line for an empty list or a table with no rows. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        "rounded-xl border border-dashed border-forest-900/15 bg-sand-50/60 px-4 py-8 text-center text-sm text-muted",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** A small figure with a label, for summary rows inside tabs. */
export function Metric({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-xl border border-forest-900/10 bg-sand-50/50 px-4 py-3", className)}>
      <p className="text-xs font-medium uppercase tracking-wide text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-forest-950">{value}</p>
      {hint ? <p className="mt-0.5 truncate text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
