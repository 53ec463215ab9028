import { SectionHeading } from "@/components/ui/section-heading";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { FRESH_SHOWN, useFreshListings } from "./home-listings";

/** Newest stays, leaving out any already featured above. */
export function FreshListingsSection() {
  const { query: fresh, items } = useFreshListings();

  return (
    <section aria-labelledby="fresh-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="fresh-title"
        eyebrow="Just added"
        title="New on Wildluxe"
        subtitle="The latest hideaways to join the collection."
        action={{ label: "See every stay", href: "/listings?sort=newest" }}
      />
      <div className="mt-10">
        {fresh.isPending ? (
          <ListingGridSkeleton count={FRESH_SHOWN} label="Loading new properties" />
        ) : fresh.isError ? (
          <LoadError title="Failed to load new listings." onRetry={() => void fresh.refetch()} />
        ) : items.length === 0 ? (
          <StateMessage title="New stays are on their way. Check back soon." />
        ) : (
          <ListingGrid listings={items} priorityCount={0} />
        )}
      </div>
    </section>
  );
}
