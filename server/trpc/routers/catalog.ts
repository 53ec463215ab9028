import { z } from "zod";
import { getCategory, listAmenities, listCategories, listPackages, listPlans, listRegions } from "../../services/catalog";
import { publicProcedure, router } from "../init";

export const catalogRouter = router({
  categories: publicProcedure.input(z.void()).query(({ ctx }) => listCategories(ctx.db)),
  category: publicProcedure
    .input(z.object({ idOrSlug: z.union([z.number().int(), z.string().min(1).max(80)]) }))
    .query(({ ctx, input }) => getCategory(ctx.db, input.idOrSlug)),
  regions: publicProcedure.input(z.void()).query(({ ctx }) => listRegions(ctx.db)),
  amenities: publicProcedure.input(z.void()).query(({ ctx }) => listAmenities(ctx.db)),
  plans: publicProcedure.input(z.void()).query(({ ctx }) => listPlans(ctx.db)),
  packages: publicProcedure.input(z.void()).query(({ ctx }) => listPackages(ctx.db)),
});
