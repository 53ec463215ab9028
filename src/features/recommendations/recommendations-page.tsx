import { ButtonLink } from "@/components/ui/button";
import { useSeo } from "@/lib/seo/use-seo";
import { PersonalizeBanner } from "./personalize-banner";
import { RecommendationList } from "./recommendation-list";
import { useRecommendations } from "./use-recommendations";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { recommendationsData } from "./recommendations-data";

const PAGE_SIZE = 12;

export function RecommendationsPage() {
  const state = useRecommendations(PAGE_SIZE);
  useSeo({
    title: "Recommendations",
    description:
      "Luxury outdoor stays matched to your preferences and travel style, with the reasons each one fits, or the retreats travelers are saving most right now.",
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">Recommendations</p>
          {state.isSignedIn ? (
            <>
              <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Perfect For You</h1>
              <p className="mt-3 text-muted">
                Luxury accommodations tailored to your preferences and travel style. Tap a match score to see why a stay
                made the list.
              </p>
            </>
          ) : (
            <>
              <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">Trending Retreats</h1>
              <p className="mt-3 text-muted">
                The stays travelers are saving most this month. Sign in for picks matched to you.
              </p>
            </>
          )}
        </div>
        {state.isSignedIn ? (
          <ButtonLink href="/preferences" variant="secondary" className="self-start md:self-auto">
            Tune your preferences
          </ButtonLink>
        ) : null}
      </header>

      <RecommendationList state={state} skeletons={6} />

      {state.isSignedIn ? null : (
        <div className="mt-14">
          <PersonalizeBanner />
        </div>
      )}
    </div>
  );
}

export const recommendationsPageData: PageData = (ctx) => [
  recommendationsData(ctx, PAGE_SIZE),
  ...listingCardsData(ctx),
];
