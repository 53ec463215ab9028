import { z } from "zod";
import { getBalance, historyInput, listActivePointActions, pointsHistory, pointsSummary } from "../../services/community/points";
import { memberProcedure, publicProcedure, router } from "../init";

export const pointsRouter = router({
  balance: memberProcedure.input(z.void()).query(async ({ ctx }) => ({ points: await getBalance(ctx.db, ctx.user.id) })),
  summary: memberProcedure.input(z.void()).query(({ ctx }) => pointsSummary(ctx.db, ctx.user.id)),
  history: memberProcedure.input(historyInput).query(({ ctx, input }) => pointsHistory(ctx.db, ctx.user.id, input)),
  actions: publicProcedure.input(z.void()).query(({ ctx }) => listActivePointActions(ctx.db)),
});
