import { z } from "zod";
import { appCache } from "../../lib/cache";
import { publishedContent } from "../../services/site/content";
import { publicProcedure, router } from "../init";

export const contentKey = z.string().trim().min(1).max(60);

/** The site's editable words and pictures, as published. */
export const contentRouter = router({
  get: publicProcedure
    .input(contentKey)
    .query(({ ctx, input }) => publishedContent(ctx.db, appCache(ctx.metrics), input)),
});
