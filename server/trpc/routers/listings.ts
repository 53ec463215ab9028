import { z } from "zod";
import { appCache } from "../../lib/cache";
import { featuredListings, mapListingPoints, searchListings } from "../../services/listings/listings";
import { listingQuery } from "../../services/listings/listing-query";
import { getListingBySlug } from "../../services/listings/stay-by-slug";
import { publicProcedure, router, sharedProcedure } from "../init";

/** Public reads; writes are admin.properties.* (they audit and check references). */
export const listingsRouter = router({
  list: sharedProcedure
    .input(listingQuery)
    .query(({ ctx, input }) => searchListings(ctx.db, appCache(ctx.metrics), ctx.user, input)),
  /** Every stay of a search with a map location, for the map (the list pages through the same search). */
  mapPoints: sharedProcedure.input(listingQuery).query(({ ctx, input }) => mapListingPoints(ctx.db, ctx.user, input)),
  featured: sharedProcedure.input(z.void()).query(({ ctx }) => featuredListings(ctx.db, ctx.user)),
  /**
   * Shared by tier like the lists when the stay is approved; one waiting for approval is its owner's alone
   * (getListingBySlug).
   */
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(160) }))
    .query(({ ctx, input }) => getListingBySlug(ctx.db, ctx.user, input.slug, appCache(ctx.metrics))),
});
