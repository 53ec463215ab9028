import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { responsiveImage } from "@/lib/responsive-image";
import { useApiQuery } from "@/lib/api-client";
import { pickPlacement, recordAdEvent } from "./ad-placements";

type Location = "homepage" | "listings" | "journal" | "categories";

/**
 * A sponsor's placement for one part of the site. Impressions are counted once the card
 * is actually seen, clicks when it is followed; both feed the admin's sponsor analytics.
 */
export function SponsoredPlacement({ location, className = "" }: { location: Location; className?: string }) {
  const { tier } = useCurrentUser();
  const { data } = useApiQuery(["catalog", "placements"], { location });
  const ad = data ? pickPlacement(data, tier) : null;
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const node = ref.current;
    if (!ad || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          recordAdEvent(ad.id, "impression");
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ad]);

  if (!ad) return null;
  if (ad.artwork) {
    const image = responsiveImage(ad.artwork.imageUrl, 1600);
    return (
      <aside aria-label="Sponsored" className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>
        <a
          ref={ref}
          href={ad.artwork.linkUrl}
          target="_blank"
          rel="sponsored noopener"
          onClick={() => recordAdEvent(ad.id, "click")}
          className="block overflow-hidden rounded-2xl border border-forest-900/10 bg-sand-50 shadow-card transition-shadow hover:shadow-card-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
        >
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 1280px) 1216px, 100vw"
            alt={ad.artwork.altText}
            width={ad.width}
            height={ad.height}
            loading="lazy"
            className="block h-auto w-full"
          />
        </a>
        <p className="mt-1.5 text-right text-xs text-muted">
          <span className="font-semibold uppercase tracking-[0.14em] text-sand-800">Sponsored</span> · {ad.sponsor.name}
        </p>
      </aside>
    );
  }
  return (
    <aside aria-label="Sponsored" className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>
      <Link
        ref={ref}
        href="/sponsors"
        onClick={() => recordAdEvent(ad.id, "click")}
        className="flex items-center gap-4 rounded-2xl border border-forest-900/10 bg-white/70 p-4 shadow-card transition-shadow hover:shadow-card-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-forest-600"
      >
        <span
          aria-hidden
          className="grid size-12 shrink-0 place-items-center rounded-full bg-forest-900 font-serif text-sm font-semibold tracking-wide text-sand-50"
        >
          {ad.sponsor.logo}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-sand-800">Sponsored</span>
          <span className="block truncate font-serif text-lg text-forest-950">{ad.sponsor.name}</span>
        </span>
        <span className="hidden shrink-0 text-sm font-medium text-forest-800 sm:inline">Our sponsors →</span>
      </Link>
    </aside>
  );
}
