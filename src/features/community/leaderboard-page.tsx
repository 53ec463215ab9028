import { useRef, type KeyboardEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { PageShell } from "@/features/account/page-shell";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { CommunityNav } from "./community-nav";
import { LEADERBOARD_PERIODS, periodFrom, type LeaderboardPeriod } from "./community-format";
import { LeaderboardList } from "./leaderboard-list";
import type { PageData } from "@/lib/route-data";

const BOARD_SIZE = 25;

export function LeaderboardPage() {
  useSeo({
    title: "Leaderboard",
    description: "The Wildluxe members earning the most points this week, this month and of all time.",
  });
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const period = periodFrom(search);
  const tabsRef = useRef<HTMLDivElement>(null);

  const choose = (value: LeaderboardPeriod, focus = false) => {
    navigate(value === "week" ? "/community/leaderboard" : `/community/leaderboard?period=${value}`, { replace: true });
    if (focus) tabsRef.current?.querySelector<HTMLElement>(`[data-period="${value}"]`)?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs with automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LEADERBOARD_PERIODS.findIndex((p) => p.value === period);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      choose(LEADERBOARD_PERIODS[event.key === "Home" ? 0 : LEADERBOARD_PERIODS.length - 1]!.value, true);
    } else if (step) {
      event.preventDefault();
      choose(
        LEADERBOARD_PERIODS[(index + step + LEADERBOARD_PERIODS.length) % LEADERBOARD_PERIODS.length]!.value,
        true,
      );
    }
  };

  return (
    <PageShell
      width="narrow"
      eyebrow="Community"
      title="Leaderboard"
      subtitle="Members earn points for the photos, reviews, stories and tips they share. Here is who is leading."
      actions={<CommunityNav />}
    >
      <div
        ref={tabsRef}
        role="tablist"
        aria-label="Period"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 gap-1 rounded-2xl bg-sand-100 p-1"
      >
        {LEADERBOARD_PERIODS.map((p) => {
          const active = p.value === period;
          return (
            <button
              key={p.value}
              type="button"
              role="tab"
              id={`tab-${p.value}`}
              data-period={p.value}
              aria-selected={active}
              aria-controls="leaderboard-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => choose(p.value)}
              className={cn(
                "rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors",
                active ? "bg-white text-forest-900 shadow-sm" : "text-muted hover:text-forest-900",
              )}
            >
              {p.label}
            </button>
          );
        })}
      </div>
      <div id="leaderboard-panel" role="tabpanel" aria-labelledby={`tab-${period}`} className="mt-6">
        <LeaderboardList period={period} limit={BOARD_SIZE} me={user?.username} />
      </div>
    </PageShell>
  );
}

export const leaderboardPageData: PageData = ({ search, q }) => [
  q.community.leaderboard.prefetch({ period: periodFrom(search.toString()), limit: BOARD_SIZE }),
];
