import { idInput } from "../../lib/inputs";
import { createApiKey, listApiKeys, newKeyInput, revokeApiKey } from "../../services/partners/keys";
import { keyBookkeeping } from "../../services/partners/bookkeeping";
import { keyUsageReport } from "../../services/partners/usage";
import { createWebhook, deleteWebhook, listWebhooks, webhookInput } from "../../services/partners/webhooks";
import { memberProcedure, router } from "../init";

/** A member's partner API keys and their use (session only: a key never manages keys). */
export const partnersRouter = router({
  keys: memberProcedure.query(({ ctx }) => listApiKeys(ctx.db, ctx.user.id)),
  createKey: memberProcedure
    .meta({ invalidates: "public" })
    .input(newKeyInput)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user.id, input)),
  revokeKey: memberProcedure
    .meta({ invalidates: "public" })
    .input(idInput)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.user.id, input)),
  webhooks: memberProcedure.query(({ ctx }) => listWebhooks(ctx.db, ctx.user.id)),
  createWebhook: memberProcedure
    .meta({ invalidates: "public" })
    .input(webhookInput)
    .mutation(({ ctx, input }) => createWebhook(ctx, ctx.user.id, input)),
  deleteWebhook: memberProcedure
    .meta({ invalidates: "public" })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteWebhook(ctx.db, ctx.user.id, input)),
  usage: memberProcedure.query(async ({ ctx }) => {
    // Calls this process counted but has not written yet are shown too.
    await keyBookkeeping(ctx).flush();
    return {
      ...(await keyUsageReport(ctx.db, ctx.user.id)),
      limitPerMinute: ctx.env.PARTNER_RATE_LIMIT_PER_MINUTE,
    };
  }),
});
