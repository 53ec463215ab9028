import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { InlineAlert } from "@/features/admin/shared/admin-ui";
import { formatCount } from "@/features/admin/shared/format";
import type { RouterOutputs } from "@/lib/trpc";

type Stats = RouterOutputs["admin"]["stats"];

/** Spec §2 five cards, live counts (docs/decisions/004-admin-stat-cards.md). */
const CARDS: { key: keyof Stats; label: string; caption: string; icon: ReactNode }[] = [
  {
    key: "properties",
    label: "Properties",
    caption: "Active listings",
    icon: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5" />,
  },
  {
    key: "users",
    label: "Users",
    caption: "Registered accounts",
    icon: (
      <path d="M16 19c0-2.5-1.8-4.5-4-4.5S8 16.5 8 19M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM20 18c0-1.9-1.2-3.4-2.8-3.9M17 6.2a2.8 2.8 0 0 1 0 5.4M4 18c0-1.9 1.2-3.4 2.8-3.9M7 6.2a2.8 2.8 0 0 0 0 5.4" />
    ),
  },
  {
    key: "categories",
    label: "Categories",
    caption: "Stay categories",
    icon: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  },
  {
    key: "articles",
    label: "Articles",
    caption: "Journal entries",
    icon: <path d="M6 3.5h9l3.5 3.5V20.5H6zM15 3.5V7h3.5M9 11h6.5M9 14.5h6.5M9 18h4" />,
  },
  {
    key: "regions",
    label: "Regions",
    caption: "Destination regions",
    icon: (
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.5 12h17M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    ),
  },
];

type StatCardsProps = { stats: Stats | undefined; isError: boolean; onRetry: () => void };

export function StatCards({ stats, isError, onRetry }: StatCardsProps) {
  if (isError) {
    return (
      <InlineAlert tone="error" title="Error">
        <p>Failed to load dashboard data</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </InlineAlert>
    );
  }
  return (
    <ul aria-label="Site statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
      {CARDS.map((card) => (
        <li key={card.key} className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-muted">{card.label}</p>
            <span
              className="flex size-8 items-center justify-center rounded-lg bg-forest-50 text-forest-700"
              aria-hidden="true"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4.5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {card.icon}
              </svg>
            </span>
          </div>
          <p className="mt-2 font-serif text-3xl font-semibold tabular-nums text-forest-950">
            {stats ? (
              formatCount(stats[card.key])
            ) : (
              <span
                className="inline-block h-8 w-14 animate-pulse rounded bg-sand-200/70 align-middle"
                aria-label="Loading"
              />
            )}
          </p>
          <p className="mt-0.5 text-xs text-muted">
            {card.caption}
            {card.key === "articles" && stats && stats.pendingStories > 0 ? (
              <span className="font-medium text-amber-700"> · {stats.pendingStories} pending</span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
