import { hasTier } from "@shared/access";
import { CONTRIBUTOR_TIER } from "@shared/tiers";
import { listingCardsData, type DataContext } from "@/lib/route-data";
import { REVIEWS_FIRST_PAGE, SIMILAR_COUNT } from "./section-sizes";

/** A listing page's data: the stay, then what its sections show (the open parts only when it is not locked). */
export async function listingDetailData(ctx: DataContext): Promise<void> {
  const { params, user, q } = ctx;
  const cards = listingCardsData(ctx);
  const listing = await q.listings.bySlug.fetch({ slug: params["slug"] ?? "" }).catch(() => null);
  if (!listing) return void (await Promise.allSettled(cards));
  const listingId = listing.id;
  const contributor = hasTier(user, CONTRIBUTOR_TIER);
  await Promise.allSettled([
    ...cards,
    listing.category &&
      q.listings.list.prefetch({ category: listing.category.slug, sort: "rating", limit: SIMILAR_COUNT + 1 }),
    ...(listing.locked
      ? []
      : [
          q.memberContent.reviews.list.prefetch({ listingId, limit: REVIEWS_FIRST_PAGE }),
          q.memberContent.tips.list.prefetch({ listingId }),
          q.memberContent.media.list.prefetch({ listingId }),
          user && contributor && q.memberContent.reviews.mine.prefetch({ listingId }),
          user && contributor && q.memberContent.tips.mine.prefetch({ listingId }),
        ]),
  ]);
}
