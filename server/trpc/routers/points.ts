import { z } from "zod";
import {
  historyInput,
  listActivePointActions,
  memberBalance,
  pointsHistory,
  pointsSummary,
} from "../../services/community/points";
import { memberProcedure, publicProcedure, router } from "../init";

export const pointsRouter = router({
  balance: memberProcedure.input(z.void()).query(async ({ ctx }) => ({ points: await memberBalance(ctx, ctx.user) })),
  summary: memberProcedure.input(z.void()).query(({ ctx }) => pointsSummary(ctx, ctx.user)),
  history: memberProcedure.input(historyInput).query(({ ctx, input }) => pointsHistory(ctx.db, ctx.user.id, input)),
  actions: publicProcedure.input(z.void()).query(({ ctx }) => listActivePointActions(ctx.db)),
});
