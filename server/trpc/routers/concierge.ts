import { z } from "zod";
import { idInput } from "../../lib/inputs";
import { deleteConversation, getConversation, listConversations } from "../../services/concierge/conversations";
import { router, tierProcedure } from "../init";
import { CONCIERGE_MIN_TIER } from "@shared/tiers";

const elite = tierProcedure(CONCIERGE_MIN_TIER);

/** The concierge page's sidebar and history (messages go through POST /api/concierge/messages, which streams). */
export const conciergeRouter = router({
  conversations: elite.input(z.void()).query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),
  conversation: elite
    .input(z.object({ id: idInput }))
    .query(({ ctx, input }) => getConversation(ctx.db, ctx.user.id, input.id)),
  deleteConversation: elite
    .meta({ invalidates: "public" })
    .input(z.object({ id: idInput }))
    .mutation(({ ctx, input }) => deleteConversation(ctx.db, ctx.user.id, input.id)),
});
