import { usePageTitle } from "@/components/layout/page-title";
import { CategoriesSection } from "./categories-section";
import { CtaSection } from "./cta-section";
import { FeaturedSection } from "./featured-section";
import { FreshListingsSection } from "./fresh-listings-section";
import { HeroSection } from "./hero-section";

/**
 * Spec §2 section order: hero, concierge promo, other sections, member area banner,
 * recommendations, then the footer. The concierge promo, membership plans and
 * recommendations sections slot in here as their areas are built.
 */
export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection />
      <CategoriesSection />
      <FeaturedSection />
      <FreshListingsSection />
      <CtaSection />
    </>
  );
}
