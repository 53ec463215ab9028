import { aiSearchQuery, aiSearchText } from "../../services/search/ai-search";
import { publicProcedure, router } from "../init";

/** AI search for the /ai-search page; the same service as GET /api/search/ai. */
export const searchRouter = router({
  ai: publicProcedure
    .input(aiSearchQuery)
    .query(({ ctx, input }) => aiSearchText(ctx, ctx.user, input.q, input.without)),
});
