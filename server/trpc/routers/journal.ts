import { z } from "zod";
import { appCache } from "../../lib/cache";
import { getPublishedArticle, listPublishedArticles, publicJournalQuery } from "../../services/journal/journal";
import { publicProcedure, router } from "../init";

export const journalRouter = router({
  /** Published, approved articles, newest first; member-only ones carry no content for visitors. */
  list: publicProcedure
    .input(publicJournalQuery.optional())
    .query(({ ctx, input }) => listPublishedArticles(ctx.db, appCache(ctx.metrics), ctx.user, input ?? {})),
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1).max(160) }))
    .query(({ ctx, input }) => getPublishedArticle(ctx.db, appCache(ctx.metrics), ctx.user, input.slug)),
});
