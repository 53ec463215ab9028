import { z } from "zod";
import { appCache } from "../../lib/cache";
import {
  getCategory,
  listAmenities,
  listCategories,
  listPackages,
  listPlans,
  listRegions,
} from "../../services/listings/catalog";
import { listPlacements, placementQuery } from "../../services/sponsors/placements";
import { publicProcedure, router, sharedProcedure } from "../init";

export const catalogRouter = router({
  categories: sharedProcedure.input(z.void()).query(({ ctx }) => listCategories(ctx.db)),
  category: sharedProcedure
    .input(z.object({ idOrSlug: z.union([z.number().int(), z.string().min(1).max(80)]) }))
    .query(({ ctx, input }) => getCategory(ctx.db, input.idOrSlug)),
  regions: sharedProcedure.input(z.void()).query(({ ctx }) => listRegions(ctx.db)),
  amenities: sharedProcedure.input(z.void()).query(({ ctx }) => listAmenities(ctx.db)),
  plans: sharedProcedure.input(z.void()).query(({ ctx }) => listPlans(ctx.db)),
  packages: sharedProcedure.input(z.void()).query(({ ctx }) => listPackages(ctx.db)),
  /** Sponsors' placements at a location of the site (the same list as GET /api/ads). */
  placements: publicProcedure
    .input(placementQuery)
    .query(({ ctx, input }) => listPlacements(ctx.db, appCache(ctx.metrics), input.location)),
});
