import { deferredSection } from "@/components/deferred-section";
import { useSeo } from "@/lib/seo/use-seo";
import { PromoDialogs } from "@/features/promo/promo-dialogs";
import { CategoriesSection } from "./categories-section";
import { ConciergePromo } from "./concierge-promo";
import { CtaSection } from "./cta-section";
import { FeaturedSection } from "./featured-section";
import { FreshListingsSection } from "./fresh-listings-section";
import { HeroSection } from "./hero-section";
import { MemberAreaBanner } from "./member-area-banner";

// Far below the first screen: their code loads as they come near.
const SponsoredPlacement = deferredSection(() => import("@/features/ads/sponsored-placement"), "SponsoredPlacement");
const MembershipSection = deferredSection(() => import("./membership-section"), "MembershipSection");
const RecommendationsSection = deferredSection(() => import("@/features/recommendations/recommendations-section"), "RecommendationsSection");

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
