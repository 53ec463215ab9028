import { aiSearchQuery, aiSearchText } from "../../services/search/ai-search";
import { suggest, suggestQuery } from "../../services/search/suggest/suggest";
import { publicProcedure, router, sharedProcedure } from "../init";

/** AI search for the /ai-search page; the same service as GET /api/search/ai. */
export const searchRouter = router({
  ai: publicProcedure
    .input(aiSearchQuery)
    .query(({ ctx, input }) => aiSearchText(ctx, ctx.user, input.q, input.without, input)),
  /** Typeahead for every search box; the same service as GET /api/search/suggest. */
  suggest: sharedProcedure.input(suggestQuery).query(({ ctx, input }) => suggest(ctx, ctx.user, input.q)),
});
