import { beginSession, endSession } from "../../auth/sign-in";
import { authenticate, loginInput, publicUser, registerInput, registerUser } from "../../services/accounts/accounts";
import { publicProcedure, router } from "../init";

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.user ? publicUser(ctx.user) : null)),

  register: publicProcedure
    .meta({ invalidates: "own" })
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, input, ctx.ip);
      await beginSession(ctx, ctx.setCookie, user.id);
      return publicUser(user);
    }),

  login: publicProcedure
    .meta({ invalidates: "own" })
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.db, input, ctx.ip);
      await beginSession(ctx, ctx.setCookie, user.id);
      return publicUser(user);
    }),

  logout: publicProcedure.meta({ invalidates: "own" }).mutation(async ({ ctx }) => {
    await endSession(ctx.db, ctx.env, ctx.setCookie, ctx.session?.id);
    return { success: true };
  }),
});
