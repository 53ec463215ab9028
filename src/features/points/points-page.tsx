import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { PageShell, Panel } from "@/features/account/page-shell";
import { RequireMember } from "@/features/account/member-gate";
import { useSeo } from "@/lib/seo/use-seo";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { EarningActions } from "./earning-actions";
import { formatPoints } from "@/lib/points/points-format";
import { POINTS_TIERS } from "@shared/tiers";
import { PointsHistory } from "./points-history";
import { PointsSummaryCard } from "./points-summary-card";
import type { PageData } from "@/lib/route-data";

const HISTORY_PAGE_SIZE = 10;

/** The ladder of points tiers, with the member's own marked. */
function TierLadder() {
  const summary = trpc.points.summary.useQuery();
  const current = summary.data?.tier;
  return (
    <ol className="grid gap-3 sm:grid-cols-3">
      {POINTS_TIERS.map((tier, index) => {
        const next = POINTS_TIERS[index + 1];
        const range = next
          ? `${formatPoints(tier.from)} – ${formatPoints(next.from - 1)} points`
          : `${formatPoints(tier.from)}+ points`;
        const mine = current === tier.name;
        return (
          <li
            key={tier.name}
            aria-current={mine ? "step" : undefined}
            className={cn(
              "rounded-2xl border p-4",
              mine ? "on-dark border-forest-900 bg-forest-900 text-white" : "border-forest-900/10 bg-sand-50 text-ink",
            )}
          >
            <p
              className={cn(
                "text-xs font-semibold uppercase tracking-[0.14em]",
                mine ? "text-sand-200" : "text-sand-700",
              )}
            >
              {mine ? "Your points level" : `Points level ${index + 1}`}
            </p>
            <p className="mt-1 font-serif text-2xl">{tier.name}</p>
            <p className={cn("mt-1 text-sm", mine ? "text-forest-100" : "text-muted")}>{range}</p>
          </li>
        );
      })}
    </ol>
  );
}

export function PointsPage() {
  useSeo({ title: "My Points", description: "Your Wildluxe points balance, tier, history and the ways to earn more." });
  return (
    <RequireMember purpose="to see your points">
      {() => (
        <PageShell
          eyebrow="Rewards"
          title="My Points"
          subtitle="Earn points for the photos, reviews, stories and tips you share, and climb the points levels from Explorer to Elite: they follow your balance, not your membership plan."
          before={
            <Link
              href="/member/dashboard"
              className="mb-6 inline-flex items-center gap-1 text-sm font-medium text-forest-700 hover:text-forest-900"
            >
              <ChevronLeftIcon className="size-4" />
              My Dashboard
            </Link>
          }
          actions={
            <ButtonLink href="/community/leaderboard" variant="secondary">
              See the leaderboard
            </ButtonLink>
          }
        >
          <div className="grid gap-6 lg:grid-cols-[1.1fr_1fr]">
            <Panel title="Balance" id="points-balance-title">
              <PointsSummaryCard />
            </Panel>
            <Panel title="Points levels" id="points-tiers-title">
              <TierLadder />
              <p className="mt-4 text-sm text-muted">
                Points levels follow your balance, not your plan: the Premium points level from 1,000 points, the Elite
                points level from 2,000.
              </p>
            </Panel>
          </div>
          <Panel title="Ways to earn" id="points-earn-title" className="mt-6">
            <EarningActions />
          </Panel>
          <Panel title="History" id="points-history-title" className="mt-6">
            <PointsHistory limit={HISTORY_PAGE_SIZE} paged />
          </Panel>
        </PageShell>
      )}
    </RequireMember>
  );
}

export const pointsPageData: PageData = ({ user, q }) => [
  user && q.points.actions.prefetch(),
  user && q.points.history.prefetch({ page: 1, limit: HISTORY_PAGE_SIZE }),
];
