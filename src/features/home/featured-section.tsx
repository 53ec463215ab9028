import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { FEATURED_MAX, useFeaturedListings } from "./home-listings";

export function FeaturedSection() {
  const featured = useFeaturedListings();

  return (
    <section aria-labelledby="featured-title" className="bg-sand-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-title"
          eyebrow="Featured"
          title="Featured Properties"
          subtitle="Our most-loved stays this season, chosen by members and our editors."
          action={{ label: "View all", href: "/listings" }}
        />
        <div className="mt-10">
          {featured.isPending ? (
            <ListingGridSkeleton count={FEATURED_MAX} label="Loading featured properties" />
          ) : featured.isError ? (
            <LoadError title="Failed to load featured listings." onRetry={() => void featured.refetch()} />
          ) : featured.data.length === 0 ? (
            <StateMessage title="No featured properties available at this time.">
              <ButtonLink href="/listings" variant="secondary">
                Browse all properties
              </ButtonLink>
            </StateMessage>
          ) : (
            <ListingGrid listings={featured.data.slice(0, FEATURED_MAX)} priorityCount={3} />
          )}
        </div>
      </div>
    </section>
  );
}
