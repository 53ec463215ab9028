import { SectionHeading } from "@/components/ui/section-heading";
import { ListingGrid, ListingGridSkeleton } from "@/features/listings/listing-grid";
import { trpc } from "@/lib/trpc";
import { SIMILAR_COUNT } from "./section-sizes";

/** Three more stays from the same category, best rated first, never the one on screen. */
export function SimilarListings({
  listingId,
  categorySlug,
  categoryName,
}: {
  listingId: number;
  categorySlug: string;
  categoryName: string;
}) {
  // One extra, in case the current stay is among the top rated.
  const similar = trpc.listings.list.useQuery({ category: categorySlug, sort: "rating", limit: SIMILAR_COUNT + 1 });
  const items = (similar.data?.items ?? []).filter((l) => l.id !== listingId).slice(0, SIMILAR_COUNT);
  if (similar.isError || (similar.isSuccess && items.length === 0)) return null;

  return (
    <section aria-labelledby="similar-title" className="border-t border-forest-900/10 pt-14">
      <SectionHeading
        id="similar-title"
        eyebrow="You might also like"
        title="Similar stays"
        subtitle={`More ${categoryName.toLowerCase()} our members love.`}
        action={{ label: `All ${categoryName}`, href: `/listings/category/${categorySlug}` }}
      />
      <div className="mt-8">
        {similar.isPending ? (
          <ListingGridSkeleton count={SIMILAR_COUNT} label="Loading similar stays" />
        ) : (
          <ListingGrid listings={items} priorityCount={0} />
        )}
      </div>
    </section>
  );
}
