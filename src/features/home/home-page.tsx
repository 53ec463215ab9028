import { deferredSection } from "@/components/deferred-section";
import { useSeo } from "@/lib/seo/use-seo";
import { PromoDialogs } from "@/features/promo/promo-dialogs";
import { ConciergePromo } from "./concierge-promo";
import { HeroSection } from "./hero-section";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { recommendationsData } from "@/features/recommendations/recommendations-data";
import { FEATURED_MAX, FRESH_SHOWN } from "./home-listings";
import { RECOMMENDATIONS_SHOWN } from "@/features/recommendations/recommendation-rules";

// Below the first screen (the hero, and the concierge line just under it): their code loads as they
// come into view. Their server markup (links, photos) works without it until then.
const CategoriesSection = deferredSection(() => import("./categories-section"), "CategoriesSection");
const FeaturedSection = deferredSection(() => import("./featured-section"), "FeaturedSection");
const FreshListingsSection = deferredSection(() => import("./fresh-listings-section"), "FreshListingsSection");
const SponsoredPlacement = deferredSection(() => import("@/features/ads/sponsored-placement"), "SponsoredPlacement");
const MembershipSection = deferredSection(() => import("./membership-section"), "MembershipSection");
const RecommendationsSection = deferredSection(
  () => import("@/features/recommendations/recommendations-section"),
  "RecommendationsSection",
);
const CtaSection = deferredSection(() => import("./cta-section"), "CtaSection");
const MemberAreaBanner = deferredSection(() => import("./member-area-banner"), "MemberAreaBanner");

/**
 * Spec §2 section order: metadata, hero, concierge promo, the other sections, member area
 * banner, recommendations, then (after the footer) the two promo dialogs.
 */
export function HomePage() {
  useSeo({ title: null });
  return (
    <>
      <HeroSection />
      <ConciergePromo />
      <CategoriesSection />
      <FeaturedSection />
      <FreshListingsSection />
      <SponsoredPlacement location="homepage" className="pt-12" />
      <MembershipSection />
      <div className="pt-20">
        <CtaSection />
      </div>
      <MemberAreaBanner />
      <RecommendationsSection />
      <PromoDialogs />
    </>
  );
}

export const homePageData: PageData = (ctx) => {
  const { user, q } = ctx;
  return [
    ...["home.hero", "home.concierge", "home.membership", "home.cta"].map((key) => q.content.get.prefetch(key)),
    q.catalog.categories.prefetch(),
    q.listings.featured.prefetch(),
    q.listings.list.prefetch({ sort: "newest", limit: FRESH_SHOWN + FEATURED_MAX }),
    q.catalog.placements.prefetch({ location: "homepage" }),
    q.catalog.plans.prefetch(),
    user && q.payments.billing.prefetch(),
    recommendationsData(ctx, RECOMMENDATIONS_SHOWN + FEATURED_MAX + FRESH_SHOWN),
    ...listingCardsData(ctx),
  ];
};
