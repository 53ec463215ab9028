import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type ChoiceChipProps = {
  type: "checkbox" | "radio";
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
};

/** A native checkbox or radio dressed as a pill; keyboard and screen readers get the real control. */
export function ChoiceChip({ type, name, checked, onChange, children, className }: ChoiceChipProps) {
  return (
    <label
      className={cn(
        "inline-flex cursor-pointer select-none items-center gap-2 rounded-full border px-3.5 py-2 text-sm transition-colors",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600 has-[:focus-visible]:ring-offset-2",
        checked
          ? "border-forest-800 bg-forest-800 text-white"
          : "border-forest-900/15 bg-white text-ink hover:border-forest-800/40 hover:bg-forest-50",
        className,
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="sr-only" />
      {type === "checkbox" ? (
        <span
          aria-hidden="true"
          className={cn(
            "flex size-4 items-center justify-center rounded-full border text-[10px]",
            checked ? "border-white bg-white text-forest-800" : "border-forest-900/30",
          )}
        >
          {checked ? "✓" : ""}
        </span>
      ) : null}
      {children}
    </label>
  );
}
