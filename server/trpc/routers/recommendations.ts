import {
  enhancedRecommendations,
  personalizedListings,
  recommendationsInput,
  recordView,
  recordViewInput,
  trendingListings,
} from "../../services/listings/recommendations";
import { appCache } from "../../lib/cache";
import { memberProcedure, publicProcedure, router, sharedProcedure } from "../init";

export const recommendationsRouter = router({
  trending: sharedProcedure
    .input(recommendationsInput)
    .query(({ ctx, input }) => trendingListings(ctx.db, ctx.user, input.limit)),
  personalized: publicProcedure
    .input(recommendationsInput)
    .query(({ ctx, input }) => personalizedListings(ctx.db, appCache(ctx.metrics), ctx.user, input.limit)),
  enhanced: memberProcedure
    .input(recommendationsInput)
    .query(({ ctx, input }) => enhancedRecommendations(ctx.db, appCache(ctx.metrics), ctx.user, input.limit)),
  recordView: memberProcedure
    .meta({ invalidates: "own" })
    .input(recordViewInput)
    .mutation(({ ctx, input }) => recordView(ctx.db, ctx.user.id, input.listingId)),
});
