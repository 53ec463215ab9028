import { SiteFooter } from "@/components/layout/site-footer";
import { ConciergePromo } from "@/features/home/concierge-promo";
import { CtaSection } from "@/features/home/cta-section";
import { HeroSection } from "@/features/home/hero-section";
import { MembershipSection } from "@/features/home/membership-section";
import { InfoLayout } from "@/features/info/info-layout";
import { PROSE } from "@/features/info/info-page";
import { PromoOffer } from "@/features/promo/promo-offer";

/** A block drawn by the site's own components with the editor's values. */
export function BlockPreview({
  blockKey,
  values,
  html,
}: {
  blockKey: string;
  values: Record<string, string>;
  html: string | null;
}) {
  if (blockKey === "home.hero") return <HeroSection content={values} />;
  if (blockKey === "home.concierge") return <ConciergePromo content={values} />;
  if (blockKey === "home.cta") return <CtaSection content={values} />;
  if (blockKey === "home.membership") return <MembershipSection content={values} />;
  if (blockKey === "promo.offer")
    return (
      <div className="mx-auto my-8 max-w-lg overflow-hidden rounded-3xl bg-white shadow-card">
        <PromoOffer variant="main" content={values} />
      </div>
    );
  if (blockKey === "site.footer") return <SiteFooter content={{ ...values, about: values.about ?? "" }} />;
  return (
    <InfoLayout eyebrow="Preview" title={values.title ?? ""} intro={values.intro ?? ""}>
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: html ?? "" }} />
    </InfoLayout>
  );
}
