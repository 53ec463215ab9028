import { z } from "zod";
import { openBillingPortal } from "../../services/payments/billing-portal";
import {
  checkoutStatus,
  createMembershipCheckout,
  createPackageCheckout,
  membershipCheckoutInput,
  packageCheckoutInput,
  startTrial,
  trialInput,
} from "../../services/payments/checkout";
import {
  billingSummary,
  cancelInput,
  changePlan,
  planChangeInput,
  setCancelAtPeriodEnd,
} from "../../services/payments/plan-change";
import { memberProcedure, publicProcedure, router } from "../init";

export const paymentsRouter = router({
  createMembershipCheckout: publicProcedure
    .meta({ invalidates: "public" })
    .input(membershipCheckoutInput)
    .mutation(({ ctx, input }) => createMembershipCheckout(ctx, { user: ctx.user, ip: ctx.ip }, input)),
  startTrial: publicProcedure
    .meta({ invalidates: "public" })
    .input(trialInput)
    .mutation(({ ctx, input }) => startTrial(ctx, { user: ctx.user, ip: ctx.ip }, input)),
  packageCheckout: memberProcedure
    .meta({ invalidates: "public" })
    .input(packageCheckoutInput)
    .mutation(({ ctx, input }) => createPackageCheckout(ctx, { user: ctx.user, ip: ctx.ip }, input)),
  checkoutStatus: publicProcedure
    .input(z.object({ sessionId: z.string().trim().min(1).max(255) }))
    .query(({ ctx, input }) => checkoutStatus(ctx, input.sessionId)),
  billingPortal: memberProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => openBillingPortal(ctx, ctx.user)),
  billing: memberProcedure.input(z.void()).query(({ ctx }) => billingSummary(ctx, ctx.user)),
  changePlan: memberProcedure
    .meta({ invalidates: "public" })
    .input(planChangeInput)
    .mutation(({ ctx, input }) => changePlan(ctx, ctx.user, input)),
  setCancelAtPeriodEnd: memberProcedure
    .meta({ invalidates: "public" })
    .input(cancelInput)
    .mutation(({ ctx, input }) => setCancelAtPeriodEnd(ctx, ctx.user, input)),
});
