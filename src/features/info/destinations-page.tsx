import { Link } from "wouter";
import { MapPinIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/state-message";
import { trpc } from "@/lib/trpc";
import { InfoLayout } from "./info-layout";
import { useSeo } from "@/lib/seo/use-seo";
import { DESTINATIONS_PAGE } from "@shared/content/site-blocks";
import { useContent } from "@/features/site-content/use-content";
import { PROSE } from "./info-page";
import type { PageData } from "@/lib/route-data";

/** The regions of the collection, each opening the listings there. */
export function DestinationsPage() {
  useSeo({
    title: "Destinations",
    description:
      "Luxury outdoor stays by region, from the Pacific Northwest and the Alps to Patagonia, East Africa and New Zealand.",
  });
  const regions = trpc.catalog.regions.useQuery();
  const content = useContent(DESTINATIONS_PAGE);

  return (
    <InfoLayout wide eyebrow="Discover" title={content.title ?? "Destinations"} intro={content.intro ?? ""}>
      {/* The server turned the editors' Markdown into HTML through the rich-text allow-list. */}
      {content.html ? <div className={`${PROSE} mb-8`} dangerouslySetInnerHTML={{ __html: content.html }} /> : null}
      {regions.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading destinations</span>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </div>
      ) : regions.isError ? (
        <LoadError title="Failed to load destinations." onRetry={() => void regions.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {regions.data.map((region) => (
            <li key={region.id}>
              <Link
                href={`/listings?region=${encodeURIComponent(region.slug)}`}
                className="group flex h-full flex-col rounded-2xl border border-forest-900/10 bg-white p-6 shadow-card transition-shadow hover:shadow-card-hover"
              >
                <span className="flex items-center gap-2 text-sand-700">
                  <MapPinIcon className="size-5" />
                  <span className="text-xs font-semibold uppercase tracking-[0.14em]">Region</span>
                </span>
                <span className="mt-3 font-serif text-2xl text-forest-950">{region.name}</span>
                <span className="mt-2 text-sm leading-relaxed text-muted">{region.description}</span>
                <span className="mt-auto pt-4 text-sm font-semibold text-forest-700 group-hover:text-forest-900">
                  Explore stays →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </InfoLayout>
  );
}

export const destinationsPageData: PageData = ({ q }) => [
  q.catalog.regions.prefetch(),
  q.content.get.prefetch("page.destinations"),
];
