import { z } from "zod";
import { dbId } from "../../../lib/inputs";
import {
  disableUser,
  enableUser,
  grantAdmin,
  listUsersForAdmin,
  revokeAdmin,
  userQuery,
} from "../../../services/admin/users";
import { adminProcedure, router } from "../../init";

const userIdInput = z.object({ userId: dbId });

/** Accounts: admin rights and disabling. */
export const adminUsersRouter = router({
  list: adminProcedure.input(userQuery.optional()).query(({ ctx, input }) => listUsersForAdmin(ctx.db, input ?? {})),
  grantAdmin: adminProcedure
    .meta({ invalidates: "public" })
    .input(userIdInput)
    .mutation(({ ctx, input }) => grantAdmin(ctx.db, ctx.user.id, input.userId)),
  revokeAdmin: adminProcedure
    .meta({ invalidates: "public" })
    .input(userIdInput)
    .mutation(({ ctx, input }) => revokeAdmin(ctx.db, ctx.user.id, input.userId)),
  disable: adminProcedure
    .meta({ invalidates: "public" })
    .input(userIdInput)
    .mutation(({ ctx, input }) => disableUser(ctx.db, ctx.user.id, input.userId)),
  enable: adminProcedure
    .meta({ invalidates: "public" })
    .input(userIdInput)
    .mutation(({ ctx, input }) => enableUser(ctx.db, ctx.user.id, input.userId)),
});
