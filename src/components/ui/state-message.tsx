import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

type StateMessageProps = {
  tone?: "neutral" | "error";
  title: string;
  children?: ReactNode;
  className?: string;
};

/** The empty and error states of a section: a calm panel with a message and actions. */
export function StateMessage({ tone = "neutral", title, children, className }: StateMessageProps) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={cn(
        "flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-12 text-center",
        tone === "error" ? "border-red-200 bg-red-50/60" : "border-forest-900/15 bg-white/60",
        className,
      )}
    >
      <p className={cn("max-w-md text-base", tone === "error" ? "text-red-800" : "text-muted")}>{title}</p>
      {children ? <div className="flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

type LoadErrorProps = {
  title: string;
  onRetry: () => void;
  size?: "sm" | "md" | undefined;
  className?: string | undefined;
};

/** A section that failed to load: its message and a Try again that asks once more. */
export function LoadError({ title, onRetry, size, className }: LoadErrorProps) {
  return (
    <StateMessage tone="error" title={title} {...(className ? { className } : {})}>
      <Button variant="secondary" {...(size ? { size } : {})} onClick={onRetry}>
        Try again
      </Button>
    </StateMessage>
  );
}
