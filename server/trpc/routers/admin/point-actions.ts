import { z } from "zod";
import { dbId } from "../../../lib/inputs";
import {
  createPointAction,
  deletePointAction,
  listPointActions,
  pointActionInput,
  pointActionPatch,
  pointActionSummary,
  updatePointAction,
} from "../../../services/community/point-actions";
import { adminProcedure, router } from "../../init";

const idParam = z.object({ id: dbId });

/** The point actions members earn by. */
export const adminPointActionsRouter = router({
  list: adminProcedure.input(z.void()).query(({ ctx }) => listPointActions(ctx.db)),
  summary: adminProcedure.input(z.void()).query(({ ctx }) => pointActionSummary(ctx.db)),
  create: adminProcedure
    .meta({ invalidates: "public" })
    .input(pointActionInput)
    .mutation(({ ctx, input }) => createPointAction(ctx.db, ctx.user.id, input)),
  update: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, data: pointActionPatch }))
    .mutation(({ ctx, input }) => updatePointAction(ctx.db, ctx.user.id, input.id, input.data)),
  delete: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => deletePointAction(ctx.db, ctx.user.id, input.id)),
});
