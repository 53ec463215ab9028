import { z } from "zod";
import { markdownHtml } from "../../../lib/text";
import { appCache } from "../../../lib/cache";
import { dbId } from "../../../lib/inputs";
import {
  adminJournalQuery,
  articleInput,
  createArticle,
  deleteArticle,
  getArticleForAdmin,
  listArticlesForAdmin,
  listPendingStories,
  moderateStory,
  moderationQuery,
  updateArticle,
} from "../../../services/journal/journal";
import type { Context } from "../../context";
import { adminProcedure, router } from "../../init";

const idParam = z.object({ id: dbId });

/** What publishing needs: who acts, the public origin for links, and the cache to drop pages from. */
const editorDeps = (ctx: Context & { user: { id: number } }) => ({
  actorId: ctx.user.id,
  appUrl: ctx.env.APP_URL,
  cache: appCache(ctx.metrics),
});

/** Articles and the member-story moderation queue. */
export const adminJournalRouter = router({
  list: adminProcedure
    .input(adminJournalQuery.optional())
    .query(({ ctx, input }) => listArticlesForAdmin(ctx.db, input ?? {})),
  get: adminProcedure.input(idParam).query(({ ctx, input }) => getArticleForAdmin(ctx.db, input.id)),
  create: adminProcedure
    .meta({ invalidates: "public" })
    .input(articleInput)
    .mutation(({ ctx, input }) => createArticle(ctx.db, editorDeps(ctx), input)),
  update: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, data: articleInput }))
    .mutation(({ ctx, input }) => updateArticle(ctx.db, editorDeps(ctx), input.id, input.data)),
  delete: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => deleteArticle(ctx.db, editorDeps(ctx), input.id)),
  /** The HTML an article's Markdown becomes, for the editor's Preview tab. */
  preview: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ content: z.string().max(200_000, "Content is too long.") }))
    .mutation(({ input }) => ({ html: markdownHtml(input.content) })),
  pending: adminProcedure
    .input(moderationQuery.optional())
    .query(({ ctx, input }) => listPendingStories(ctx.db, input ?? {})),
  approve: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => moderateStory(ctx.db, editorDeps(ctx), input.id, "approve")),
  reject: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, reason: z.string().trim().max(500).optional() }))
    .mutation(({ ctx, input }) => moderateStory(ctx.db, editorDeps(ctx), input.id, "reject", input.reason)),
});
