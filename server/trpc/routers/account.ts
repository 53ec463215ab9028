import { z } from "zod";
import { endSession } from "../../auth/sign-in";
import { invalidateUserSessions } from "../../auth/session";
import { confirmPasswordReset, forgotPasswordInput, requestPasswordReset, resetPasswordInput } from "../../services/accounts/password-reset";
import { getPreferences, preferenceOptions, preferencesInput, savePreferences } from "../../services/accounts/preferences";
import { changeEmailInput, confirmEmailChange, confirmEmailChangeInput, requestEmailChange } from "../../services/accounts/email-change";
import { changePassword, changePasswordInput, profileInput, updateProfile } from "../../services/accounts/profile";
import { memberProcedure, publicProcedure, router } from "../init";

export const accountRouter = router({
  preferences: memberProcedure.input(z.void()).query(({ ctx }) => getPreferences(ctx.db, ctx.user.id)),
  savePreferences: memberProcedure.input(preferencesInput).mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),
  preferenceOptions: publicProcedure.input(z.void()).query(() => preferenceOptions()),
  updateProfile: memberProcedure.input(profileInput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changeEmail: memberProcedure.input(changeEmailInput).mutation(({ ctx, input }) => requestEmailChange(ctx.db, ctx.env, ctx.user, input)),
  confirmEmailChange: publicProcedure.input(confirmEmailChangeInput).mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input)),
  changePassword: memberProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, ctx.session.id, input)),
  signOutEverywhere: memberProcedure.input(z.void()).mutation(async ({ ctx }) => {
    await invalidateUserSessions(ctx.db, ctx.user.id);
    await endSession(ctx.db, ctx.env, ctx.setCookie, undefined);
    return { success: true };
  }),
  requestPasswordReset: publicProcedure
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, ctx.env, input, ctx.ip)),
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => confirmPasswordReset(ctx.db, input)),
});
