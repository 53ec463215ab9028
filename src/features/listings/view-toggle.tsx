import { cn } from "@/lib/cn";
import type { ListingsView } from "./listings-query";

const OPTIONS: Array<{ value: ListingsView; label: string; icon: string }> = [
  { value: "list", label: "List", icon: "M4 6h16M4 12h16M4 18h16" },
  { value: "map", label: "Map", icon: "M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" },
];

/** List / Map switch: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: ListingsView; onChange: (view: ListingsView) => void }) {
  return (
    <div
      role="group"
      aria-label="Show results as"
      className="inline-flex rounded-full border border-forest-900/15 bg-white p-1 shadow-sm"
    >
      {OPTIONS.map((option) => {
        const active = option.value === view;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium transition-colors",
              active ? "bg-forest-800 text-white" : "text-forest-900 hover:bg-forest-50",
            )}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={option.icon} />
            </svg>
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
