import { z } from "zod";
import { appCache } from "../../../lib/cache";
import { CONTENT_BLOCKS } from "@shared/content/content-blocks";
import {
  contentVersions,
  discardDraft,
  editorContent,
  publishDraft,
  restoreVersion,
  saveDraft,
} from "../../../services/site/content";
import { adminProcedure, router } from "../../init";
import { contentKey } from "../content";

/** /website-editor: drafts, publishing, versions and restoring. */
export const adminContentRouter = router({
  blocks: adminProcedure
    .input(z.void())
    .query(() => CONTENT_BLOCKS.map(({ key, label, group }) => ({ key, label, group }))),
  get: adminProcedure.input(contentKey).query(({ ctx, input }) => editorContent(ctx.db, input)),
  saveDraft: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ key: contentKey, value: z.record(z.string(), z.unknown()) }))
    .mutation(({ ctx, input }) => saveDraft(ctx.db, input.key, input.value)),
  discard: adminProcedure
    .meta({ invalidates: "public" })
    .input(contentKey)
    .mutation(({ ctx, input }) => discardDraft(ctx.db, input)),
  publish: adminProcedure
    .meta({ invalidates: "public" })
    .input(contentKey)
    .mutation(({ ctx, input }) => publishDraft(ctx.db, appCache(ctx.metrics), ctx.user.id, input)),
  versions: adminProcedure.input(contentKey).query(({ ctx, input }) => contentVersions(ctx.db, input)),
  restore: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ key: contentKey, versionId: z.number().int().positive() }))
    .mutation(({ ctx, input }) =>
      restoreVersion(ctx.db, appCache(ctx.metrics), ctx.user.id, input.key, input.versionId),
    ),
});
