import { z } from "zod";
import { endSession } from "../../auth/sign-in";
import { invalidateUserSessions } from "../../auth/session";
import {
  confirmPasswordReset,
  forgotPasswordInput,
  requestPasswordReset,
  resetPasswordInput,
} from "../../services/accounts/password-reset";
import {
  getPreferences,
  preferenceOptions,
  preferencesInput,
  savePreferences,
} from "../../services/accounts/preferences";
import {
  changeEmailInput,
  confirmEmailChange,
  confirmEmailChangeInput,
  requestEmailChange,
} from "../../services/accounts/email-change";
import { changePassword, changePasswordInput, profileInput, updateProfile } from "../../services/accounts/profile";
import { revokeAllApiKeys } from "../../services/partners/keys";
import { memberProcedure, publicProcedure, router } from "../init";

export const accountRouter = router({
  preferences: memberProcedure.input(z.void()).query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),
  savePreferences: memberProcedure
    .meta({ invalidates: "public" })
    .input(preferencesInput)
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),
  preferenceOptions: publicProcedure.input(z.void()).query(() => preferenceOptions()),
  updateProfile: memberProcedure
    .meta({ invalidates: "public" })
    .input(profileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changeEmail: memberProcedure
    .meta({ invalidates: "public" })
    .input(changeEmailInput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.db, ctx.env, ctx.user, input)),
  confirmEmailChange: publicProcedure
    .meta({ invalidates: "public" })
    .input(confirmEmailChangeInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input)),
  changePassword: memberProcedure
    .meta({ invalidates: "public" })
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, ctx.session.id, input)),
  // Every session and every API key of the member ends together.
  signOutEverywhere: memberProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(async ({ ctx }) => {
      await ctx.db.transaction(async (tx) => {
        await invalidateUserSessions(tx, ctx.user.id);
        await revokeAllApiKeys(tx, ctx.user.id);
      });
      await endSession(ctx.db, ctx.env, ctx.setCookie, undefined);
      return { success: true };
    }),
  requestPasswordReset: publicProcedure
    .meta({ invalidates: "public" })
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, ctx.env, input, ctx.ip)),
  resetPassword: publicProcedure
    .meta({ invalidates: "public" })
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx.db, input)),
});
