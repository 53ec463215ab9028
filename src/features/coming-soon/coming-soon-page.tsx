import { usePageTitle } from "@/components/layout/page-title";
import { ButtonLink } from "@/components/ui/button";
import { CompassIcon } from "@/components/ui/icons";
import { AREAS, type AreaKey } from "./coming-soon-areas";

type ComingSoonPageProps = { area: AreaKey; screen: string };

/** The one placeholder for screens that are not built yet; it names the screen and its area. */
export function ComingSoonPage({ area, screen }: ComingSoonPageProps) {
  usePageTitle(screen);
  const { label, blurb } = AREAS[area];
  return (
    <section className="mx-auto flex min-h-[65vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-forest-50 text-forest-700">
        <CompassIcon className="size-8" />
      </div>
      <p className="mt-6 text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{label}</p>
      <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">{screen}</h1>
      <p className="mt-4 text-lg text-muted">{blurb}</p>
      <p className="mt-2 text-muted">This page is coming soon. In the meantime, there is plenty to explore.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/listings">Explore Properties</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
