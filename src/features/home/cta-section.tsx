import { ButtonLink } from "@/components/ui/button";
import { HOME_CTA } from "@shared/content/blocks";
import { useContent } from "@/features/site-content/use-content";

export function CtaSection({ content }: { content?: Record<string, string> } = {}) {
  const published = useContent(HOME_CTA);
  const cta = content ?? published;
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
      <div className="on-dark relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-forest-900 px-6 py-16 text-center sm:px-12">
        <img
          src="/images/hero-landscape.svg"
          alt=""
          className="absolute inset-0 size-full object-cover opacity-35"
          aria-hidden="true"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl text-white sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-sand-100">{cta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/membership" variant="sand" size="lg">
              {cta.primaryButton}
            </ButtonLink>
            <ButtonLink href="/listings" variant="outline-light" size="lg">
              {cta.secondaryButton}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
