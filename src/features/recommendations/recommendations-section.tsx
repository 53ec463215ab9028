import { SectionHeading } from "@/components/ui/section-heading";
import { PersonalizeBanner } from "./personalize-banner";
import { RecommendationList } from "./recommendation-list";
import { FEATURED_MAX, FRESH_SHOWN, useHomeShownIds } from "@/features/home/home-listings";
import { RECOMMENDATIONS_SHOWN, skipShown } from "./recommendation-rules";
import { useRecommendations } from "./use-recommendations";

/**
 * The home page's recommendations: "Perfect For You" for members, "Trending Retreats" for
 * visitors, leaving out stays the featured and new sections above already show.
 */
export function RecommendationsSection() {
  const shownIds = useHomeShownIds();
  // Enough to still have three after every stay shown above is skipped.
  const state = useRecommendations(RECOMMENDATIONS_SHOWN + FEATURED_MAX + FRESH_SHOWN);
  const limited = { ...state, items: skipShown(state.items, shownIds, RECOMMENDATIONS_SHOWN) };

  return (
    <section aria-labelledby="recommendations-title" className="bg-sand-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {state.isSignedIn ? (
          <SectionHeading
            id="recommendations-title"
            eyebrow="Recommended"
            title="Perfect For You"
            subtitle="Luxury accommodations tailored to your preferences and travel style"
            action={{ label: "View All", href: "/recommendations" }}
          />
        ) : (
          <SectionHeading
            id="recommendations-title"
            eyebrow="Trending now"
            title="Trending Retreats"
            subtitle="The stays travelers are saving most this month."
            action={{ label: "View All", href: "/listings" }}
          />
        )}
        <div className="mt-10">
          <RecommendationList state={limited} skeletons={RECOMMENDATIONS_SHOWN} priorityCount={0} />
        </div>
        {state.isSignedIn ? null : (
          <div className="mt-12">
            <PersonalizeBanner />
          </div>
        )}
      </div>
    </section>
  );
}
