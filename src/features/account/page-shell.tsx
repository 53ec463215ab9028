import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type PageShellProps = {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
  width?: "narrow" | "wide";
  children: ReactNode;
};

/** The frame of a member screen: a titled header and the page's sections below it. */
export function PageShell({ eyebrow, title, subtitle, actions, before, width = "wide", children }: PageShellProps) {
  return (
    <div className={cn("mx-auto px-4 py-10 sm:px-6 sm:py-14 lg:px-8", width === "wide" ? "max-w-7xl" : "max-w-3xl")}>
      {before}
      <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0 max-w-2xl">
          {eyebrow ? (
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">{title}</h1>
          {subtitle ? <div className="mt-3 text-muted">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
      </header>
      <div className="mt-10">{children}</div>
    </div>
  );
}

/** A white card section with a heading, used across the member screens. */
export function Panel({
  title,
  id,
  action,
  className,
  children,
}: {
  title?: string;
  id?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title && id ? id : undefined}
      className={cn("rounded-3xl border border-forest-900/10 bg-white p-5 shadow-card sm:p-7", className)}
    >
      {title ? (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="text-2xl text-forest-950">
            {title}
          </h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
