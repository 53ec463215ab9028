import { SponsoredPlacement } from "@/features/ads/sponsored-placement";
import { useSeo } from "@/features/seo/use-seo";
import { PromoDialogs } from "@/features/promo/promo-dialogs";
import { RecommendationsSection } from "@/features/recommendations/recommendations-section";
import { CategoriesSection } from "./categories-section";
import { ConciergePromo } from "./concierge-promo";
import { CtaSection } from "./cta-section";
import { FeaturedSection } from "./featured-section";
import { FreshListingsSection } from "./fresh-listings-section";
import { HeroSection } from "./hero-section";
import { MemberAreaBanner } from "./member-area-banner";
import { MembershipSection } from "./membership-section";

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
