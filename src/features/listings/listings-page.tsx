import { SponsoredPlacement } from "@/features/ads/sponsored-placement";
import type { RouteComponentProps } from "wouter";
import { useSeo } from "@/lib/seo/use-seo";
import { ListingsBrowser } from "./listings-browser";
import { listingCardsData, type PageData } from "@/lib/route-data";
import { listingsResultsData } from "./listings-query";
import { catalogData } from "./use-catalog";

export type ListingsPageVariant = "listings" | "search" | "advanced-search";

type PageCopy = {
  eyebrow: string;
  heading: string;
  intro: string;
  title: string;
  description: string;
};

const COPY: Record<ListingsPageVariant, PageCopy> = {
  listings: {
    eyebrow: "The collection",
    heading: "Luxury outdoor stays",
    intro: "Cabins, treehouses, glamping, tiny homes and more, each chosen for its setting and its story.",
    title: "Luxury Outdoor Stays",
    description:
      "Browse curated luxury outdoor stays: cabins, treehouses, glamping, tiny homes, lakeside retreats and more. Filter by region, amenities, rating and membership tier.",
  },
  search: {
    eyebrow: "Search",
    heading: "Search stays",
    intro: "Search every stay by place, setting or feature, then narrow it down with filters.",
    title: "Search Stays",
    description:
      "Search Wildluxe's curated luxury outdoor stays by destination or keyword, and filter by category, region, amenities and rating.",
  },
  "advanced-search": {
    eyebrow: "Search",
    heading: "Advanced search",
    intro:
      "Combine keywords with category, region, membership tier, minimum rating and the amenities you can't do without.",
    title: "Advanced Search",
    description:
      "Find the exact luxury outdoor stay you want: combine keywords, category, region, membership tier, rating and amenities.",
  },
};

/** /listings and /explorer, and the search screens, which are the same browser under another heading. */
export function ListingsPage({
  variant = "listings",
}: Partial<RouteComponentProps> & { variant?: ListingsPageVariant }) {
  const copy = COPY[variant];
  useSeo({ title: copy.title, description: copy.description });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-8 max-w-2xl">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sand-700">{copy.eyebrow}</p>
        <h1 className="mt-2 text-4xl text-forest-950 sm:text-5xl">{copy.heading}</h1>
        <p className="mt-3 text-muted">{copy.intro}</p>
      </header>
      <ListingsBrowser />
      <SponsoredPlacement location="listings" className="mt-12 !px-0" />
    </div>
  );
}

export const listingsPageData: PageData = (ctx) => [
  ...listingsResultsData(ctx),
  ...catalogData(ctx),
  ctx.q.catalog.placements.prefetch({ location: "listings" }),
  ...listingCardsData(ctx),
];
