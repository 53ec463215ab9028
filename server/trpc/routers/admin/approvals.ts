import { z } from "zod";
import { decideChangeRequest, decisionInput, pendingChangeRequests } from "../../../services/owners/requests";
import { adminProcedure, router } from "../../init";

/** Owners' claims, new stays and edits waiting for an admin. */
export const adminApprovalsRouter = router({
  list: adminProcedure.input(z.void()).query(({ ctx }) => pendingChangeRequests(ctx.db)),
  decide: adminProcedure
    .meta({ invalidates: "public" })
    .input(decisionInput)
    .mutation(({ ctx, input }) => decideChangeRequest(ctx.db, ctx.user.id, input)),
});
