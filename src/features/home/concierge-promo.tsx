import { Link } from "wouter";
import { ArrowRightIcon } from "@/components/ui/hero-icons";
import { HOME_CONCIERGE } from "@shared/content/blocks";
import { useContent } from "@/features/site-content/use-content";

/** The strip under the hero: Chrissy, the AI travel concierge that comes with Luxe Elite. */
export function ConciergePromo({ content }: { content?: Record<string, string> } = {}) {
  const published = useContent(HOME_CONCIERGE);
  const promo = content ?? published;
  return (
    <section aria-labelledby="concierge-promo-title" className="border-b border-forest-900/10 bg-sand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-4">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-forest-900 font-serif text-xl text-sand-200"
            aria-hidden="true"
          >
            C
          </span>
          <div>
            <h2 id="concierge-promo-title" className="font-serif text-lg text-forest-950 sm:text-xl">
              {promo.heading}
            </h2>
            <p className="text-sm text-muted">{promo.body}</p>
          </div>
        </div>
        <Link
          href="/concierge"
          className="group inline-flex shrink-0 items-center gap-1.5 self-start rounded-full bg-forest-800 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-forest-700 sm:self-auto"
        >
          {promo.button}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </section>
  );
}
