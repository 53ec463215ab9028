import { Link } from "wouter";
import { UserAvatar } from "@/components/ui/avatar";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ButtonLink } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/hero-icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { BillingButton } from "@/features/account/billing-button";
import { RequireMember } from "@/features/account/member-gate";
import { Panel } from "@/features/account/page-shell";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { FavoritesPreview } from "@/features/favorites/favorites-preview";
import { POINTS_PAGE } from "@/components/layout/points-badge";
import { EarningActions } from "@/features/points/earning-actions";
import { PointsHistory } from "@/features/points/points-history";
import { PointsSummaryCard } from "@/features/points/points-summary-card";
import { RecommendationList } from "@/features/recommendations/recommendation-list";
import { RECOMMENDATIONS_SHOWN } from "@/features/recommendations/recommendation-rules";
import { useRecommendations } from "@/features/recommendations/use-recommendations";
import { useSeo } from "@/lib/seo/use-seo";
import { tierBadgeSrc } from "@shared/tier-labels";
import { membershipLevelName } from "@shared/tiers";
import { TierUnlocksSection } from "./tier-unlocks-section";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { recommendationsData } from "@/features/recommendations/recommendations-data";

function PanelLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="group inline-flex items-center gap-1.5 text-sm font-semibold text-forest-700 hover:text-forest-900"
    >
      {children}
      <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}

function DashboardHero({ user }: { user: CurrentUser }) {
  const name = displayNameOf(user);
  const badge = tierBadgeSrc(user.membershipTier);
  const level = membershipLevelName(user.membershipTier);
  return (
    <section
      aria-labelledby="dashboard-title"
      className="on-dark relative isolate overflow-hidden bg-forest-900 text-white"
    >
      <img
        src="/images/hero-landscape.svg"
        alt=""
        aria-hidden="true"
        className="absolute inset-0 -z-10 size-full object-cover opacity-25"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex items-center gap-5">
          <UserAvatar name={name} imageUrl={user.profileImageUrl} className="size-16 sm:size-20" />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-200">My Dashboard</p>
            <h1 id="dashboard-title" className="mt-1 text-3xl text-white sm:text-4xl">
              Welcome back, {name}
            </h1>
            <p className="mt-2 flex items-center gap-2 text-forest-100">
              {badge ? <img src={badge} alt={`${level} badge`} className="size-7" /> : null}
              <span>{level} membership</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {user.membershipTier >= 3 ? null : (
            <ButtonLink href="/membership" variant="sand">
              {user.membershipTier > 0 ? "Upgrade membership" : "Become a Member"}
            </ButtonLink>
          )}
          <BillingButton variant="outline-light" />
        </div>
      </div>
    </section>
  );
}

function DashboardRecommendations() {
  const state = useRecommendations(RECOMMENDATIONS_SHOWN);
  return (
    <RecommendationList
      state={{ ...state, items: state.items?.slice(0, RECOMMENDATIONS_SHOWN) }}
      skeletons={RECOMMENDATIONS_SHOWN}
    />
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  return (
    <>
      <DashboardHero user={user} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 lg:grid-cols-[1.15fr_1fr]">
          <Panel
            title="Points"
            id="dashboard-points-title"
            action={<PanelLink href={POINTS_PAGE}>Points & rewards</PanelLink>}
          >
            <PointsSummaryCard compact />
            <h3 className="mt-6 font-sans text-sm font-semibold text-ink">Ways to earn</h3>
            <div className="mt-3">
              <EarningActions />
            </div>
            <p className="mt-5 text-sm text-muted">
              Share photos, reviews, tips and stories on the stays you love.{" "}
              <Link
                href="/community/leaderboard"
                className="font-medium text-forest-700 underline-offset-4 hover:underline"
              >
                See the leaderboard
              </Link>
              .
            </p>
          </Panel>
          <Panel
            title="Recent activity"
            id="dashboard-activity-title"
            action={<PanelLink href={POINTS_PAGE}>Full history</PanelLink>}
          >
            <PointsHistory limit={5} />
          </Panel>
        </div>

        <section aria-labelledby="dashboard-favorites-title">
          <SectionHeading
            id="dashboard-favorites-title"
            title="Your favorites"
            subtitle="The stays you saved most recently."
            action={{ label: "View all", href: "/favorites" }}
          />
          <div className="mt-8">
            <FavoritesPreview />
          </div>
        </section>

        <section aria-labelledby="dashboard-recs-title">
          <SectionHeading
            id="dashboard-recs-title"
            title="Picked for you"
            subtitle="Matched to your preferences, favorites and the stays you view."
            action={{ label: "View all", href: "/recommendations" }}
          />
          <div className="mt-8">
            <DashboardRecommendations />
          </div>
          <p className="mt-6 text-sm text-muted">
            Not quite right?{" "}
            <Link href="/preferences" className="font-medium text-forest-700 underline-offset-4 hover:underline">
              Tune your travel preferences
            </Link>
            .
          </p>
        </section>

        <section aria-labelledby="dashboard-unlocks-title">
          <SectionHeading
            id="dashboard-unlocks-title"
            title="What your plan unlocks"
            subtitle={`Your plan: ${membershipLevelName(user.membershipTier)}. Each plan includes everything before it.`}
            action={{ label: "Compare plans", href: "/membership" }}
          />
          <div className="mt-8">
            <TierUnlocksSection user={user} />
          </div>
        </section>
      </div>
    </>
  );
}

export function MemberDashboardPage() {
  useSeo({
    title: "My Dashboard",
    description: "Your Wildluxe membership at a glance: tier, points, favorites and recommendations.",
  });
  return <RequireMember purpose="to see your dashboard">{(user) => <Dashboard user={user} />}</RequireMember>;
}

export const memberDashboardPageData: PageData = (ctx) => {
  const { user, q } = ctx;
  if (!user) return [];
  return [
    q.points.actions.prefetch(),
    q.points.history.prefetch({ page: 1, limit: 5 }),
    q.favorites.list.prefetch(),
    recommendationsData(ctx, RECOMMENDATIONS_SHOWN),
    ...listingCardsData(ctx),
  ];
};
