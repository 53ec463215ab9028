import type { ReactNode } from "react";
import { Link } from "wouter";
import { displayNameOf } from "@/components/ui/avatar-rules";
import { ButtonLink } from "@/components/ui/button";
import { CompassIcon, LeafIcon, MapPinIcon, StarIcon } from "@/components/ui/icons";
import { SearchIcon } from "@/components/ui/hero-icons";
import { HeartIcon } from "@/components/ui/shell-icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { Panel } from "@/features/account/page-shell";
import type { CurrentUser } from "@/lib/auth/auth-storage";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { ActivityFeed } from "@/features/community/activity-feed";
import { LeaderboardList } from "@/features/community/leaderboard-list";
import { PublishedStories } from "@/features/member-journal/published-stories";
import { POINTS_PAGE } from "@/components/layout/points-badge";
import { formatPoints } from "@/lib/points/points-format";
import { PersonalizeBanner } from "@/features/recommendations/personalize-banner";
import { RecommendationList } from "@/features/recommendations/recommendation-list";
import { RECOMMENDATIONS_SHOWN } from "@/features/recommendations/recommendation-rules";
import { useRecommendations } from "@/features/recommendations/use-recommendations";
import { useSeo } from "@/lib/seo/use-seo";
import { trpc } from "@/lib/trpc";
import { memberLabel } from "@shared/tier-labels";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { recommendationsData } from "@/features/recommendations/recommendations-data";

const QUICK_LINKS = [
  { href: "/listings", label: "Find a stay", text: "Cabins, treehouses, glamping and more", Icon: SearchIcon },
  { href: "/availability", label: "Check availability", text: "See open dates before you plan", Icon: MapPinIcon },
  { href: "/trip-planning", label: "Plan a trip", text: "Routes, seasons and what to pack", Icon: CompassIcon },
  { href: "/concierge", label: "Ask Chrissy", text: "Our AI travel concierge", Icon: StarIcon },
  { href: "/favorites", label: "My favorites", text: "Saved stays and collections", Icon: HeartIcon },
  { href: "/member-journal", label: "Member stories", text: "Read and share travel stories", Icon: LeafIcon },
] as const;

function Stat({ label, value, href }: { label: string; value: ReactNode; href: string }) {
  return (
    <Link href={href} className="rounded-2xl bg-white/10 px-4 py-3 backdrop-blur transition-colors hover:bg-white/20">
      <span className="block font-serif text-2xl text-white tabular-nums">{value}</span>
      <span className="block text-xs font-medium uppercase tracking-[0.12em] text-sand-100">{label}</span>
    </Link>
  );
}

function MemberStats() {
  const summary = trpc.points.summary.useQuery();
  const ids = trpc.favorites.ids.useQuery();
  const stories = trpc.memberContent.myStories.useQuery();
  const value = (ready: boolean, n: number | undefined) =>
    ready ? formatPoints(n ?? 0) : <Skeleton className="h-7 w-10 bg-white/20" />;
  return (
    <div className="mt-8 grid max-w-lg grid-cols-3 gap-3">
      <Stat label="Points" value={value(!summary.isPending, summary.data?.points)} href={POINTS_PAGE} />
      <Stat label="Saved stays" value={value(!ids.isPending, ids.data?.length)} href="/favorites" />
      <Stat label="My stories" value={value(!stories.isPending, stories.data?.length)} href="/member-journal" />
    </div>
  );
}

function Hero({ user }: { user: CurrentUser | null }) {
  return (
    <section
      aria-labelledby="travelers-title"
      className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-forest-900 via-forest-800 to-sand-700 text-white"
    >
      <img
        src="/images/hero-landscape.svg"
        alt=""
        aria-hidden="true"
        className="absolute inset-0 -z-10 size-full object-cover opacity-35 mix-blend-luminosity"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-200">Traveler's Home</p>
        {user ? (
          <>
            <h1 id="travelers-title" className="mt-3 max-w-3xl text-4xl text-white sm:text-5xl">
              {/* The same words from the server and the browser: a greeting by the clock would change after load. */}
              Welcome back, {displayNameOf(user).split(" ")[0]}. Where to next?
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-sand-100">
              {memberLabel(user.membershipTier)}. Your picks, saved stays and the community's latest stories, gathered
              for your next escape.
            </p>
            <MemberStats />
          </>
        ) : (
          <>
            <h1 id="travelers-title" className="mt-3 max-w-3xl text-4xl text-white sm:text-5xl">
              Your next escape starts here
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-sand-100">
              Stories from travelers, the stays everyone is saving, and a home base for members to plan the next trip.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/signin?next=%2Ftravelers%2Fdashboard" variant="sand">
                Sign In
              </ButtonLink>
              <ButtonLink href="/signup?next=%2Ftravelers%2Fdashboard" variant="outline-light">
                Create Account
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function Picks() {
  const state = useRecommendations(RECOMMENDATIONS_SHOWN);
  return (
    <section aria-labelledby="travelers-picks-title">
      <SectionHeading
        id="travelers-picks-title"
        eyebrow={state.isSignedIn ? "Recommended" : "Trending now"}
        title={state.isSignedIn ? "Picked for your next escape" : "Trending Retreats"}
        subtitle={
          state.isSignedIn
            ? "Chosen from the stays you view and save, and the preferences you set."
            : "The stays travelers are saving most this month."
        }
        action={{ label: "View All", href: state.isSignedIn ? "/recommendations" : "/listings" }}
      />
      <div className="mt-8">
        <RecommendationList
          state={{ ...state, items: state.items?.slice(0, RECOMMENDATIONS_SHOWN) }}
          skeletons={RECOMMENDATIONS_SHOWN}
        />
      </div>
      {state.isSignedIn ? null : (
        <div className="mt-10">
          <PersonalizeBanner />
        </div>
      )}
    </section>
  );
}

export function TravelersPage() {
  useSeo({
    title: "Traveler's Home",
    description: "Your Wildluxe home base: picks for your next escape, member stories and community highlights.",
  });
  const { user } = useCurrentUser();
  return (
    <>
      <Hero user={user} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        <nav aria-label="Quick links">
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            {QUICK_LINKS.map(({ href, label, text, Icon }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full flex-col gap-3 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-card transition-shadow hover:shadow-card-hover"
                >
                  <span
                    className="flex size-10 items-center justify-center rounded-xl bg-sand-100 text-forest-800 transition-colors group-hover:bg-forest-800 group-hover:text-sand-100"
                    aria-hidden="true"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-forest-950">{label}</span>
                    <span className="mt-0.5 block text-xs text-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <Picks />

        <section aria-labelledby="travelers-stories-title">
          <SectionHeading
            id="travelers-stories-title"
            eyebrow="From the journal"
            title="Stories from members"
            action={{ label: "All member stories", href: "/member-journal" }}
          />
          <div className="mt-8">
            <PublishedStories limit={3} />
          </div>
        </section>

        <section aria-labelledby="travelers-community-title">
          <SectionHeading
            id="travelers-community-title"
            eyebrow="Community"
            title="Community highlights"
            subtitle="What members are sharing, and who is leading the points board this week."
          />
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <Panel
              title="Latest activity"
              id="travelers-activity-title"
              action={
                <Link
                  href="/community/activity"
                  className="text-sm font-semibold text-forest-700 hover:text-forest-900"
                >
                  See all →
                </Link>
              }
            >
              <ActivityFeed limit={5} compact />
            </Panel>
            <Panel
              title="Top this week"
              id="travelers-leaders-title"
              action={
                <Link
                  href="/community/leaderboard"
                  className="text-sm font-semibold text-forest-700 hover:text-forest-900"
                >
                  Full leaderboard →
                </Link>
              }
            >
              <LeaderboardList period="week" limit={5} me={user?.username} compact />
            </Panel>
          </div>
        </section>
      </div>
    </>
  );
}

export const travelersPageData: PageData = (ctx) => {
  const { user, q } = ctx;
  return [
    recommendationsData(ctx, RECOMMENDATIONS_SHOWN),
    q.memberContent.stories.prefetch({ limit: 3 }),
    q.community.activity.prefetch({ limit: 5 }),
    q.community.leaderboard.prefetch({ period: "week", limit: 5 }),
    user && q.memberContent.myStories.prefetch(),
    ...listingCardsData(ctx),
  ];
};
