import { z } from "zod";
import {
  archiveListing,
  createListing,
  featuredListings,
  getListingBySlug,
  listingInput,
  listingPatch,
  listingQuery,
  searchListings,
  updateListing,
} from "../../services/listings";
import { dbId } from "../../services/inputs";
import { adminProcedure, publicProcedure, router } from "../init";

export const listingsRouter = router({
  list: publicProcedure.input(listingQuery).query(({ ctx, input }) => searchListings(ctx.db, input)),
  featured: publicProcedure.input(z.void()).query(({ ctx }) => featuredListings(ctx.db)),
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(160) }))
    .query(({ ctx, input }) => getListingBySlug(ctx.db, input.slug)),
  create: adminProcedure.input(listingInput).mutation(({ ctx, input }) => createListing(ctx.db, input)),
  update: adminProcedure
    .input(z.object({ id: dbId, data: listingPatch }))
    .mutation(({ ctx, input }) => updateListing(ctx.db, input.id, input.data)),
  archive: adminProcedure
    .input(z.object({ id: dbId }))
    .mutation(({ ctx, input }) => archiveListing(ctx.db, input.id)),
});
