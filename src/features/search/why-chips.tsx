import { cn } from "@/lib/cn";

/** Why a stay is in the results: what it matched of the request, and what it does not have. */
export function WhyChips({ matched, missing }: { matched: string[]; missing: string[] }) {
  if (!matched.length && !missing.length) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label="Why this stay">
      {matched.map((label) => (
        <Chip key={`m-${label}`} tone="matched" label={label} />
      ))}
      {missing.map((label) => (
        <Chip key={`x-${label}`} tone="missing" label={label} />
      ))}
    </div>
  );
}

function Chip({ tone, label }: { tone: "matched" | "missing"; label: string }) {
  return (
    <span
      data-chip={tone}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium",
        tone === "matched"
          ? "bg-forest-100 text-forest-900"
          : "bg-sand-100 text-sand-800 line-through decoration-sand-700/60",
      )}
    >
      <span aria-hidden="true">{tone === "matched" ? "✓" : "✕"}</span>
      <span className="sr-only">{tone === "matched" ? "Matches: " : "Does not have: "}</span>
      {label}
    </span>
  );
}
