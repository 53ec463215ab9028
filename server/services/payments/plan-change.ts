import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { purchases } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { appCache } from "../../lib/cache";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { memberRead } from "../../lib/public-reads";
import { listPlans, sharedPlans } from "../listings/catalog";
import { resolvePlan, paymentGateway } from "./checkout";
import { announceDemoUpdate } from "./demo-billing";
import { hasLiveMembership, periodOf, planForSubscription } from "./fulfilment";
import type { SubscriptionLike } from "../../../db/schema/stripe-json";
import type { PaymentDeps, PaymentGateway, SubscriptionUpdate } from "./stripe-client";
import { applySubscriptionNow } from "./webhook";

/*
 * Plan changes on the member's one subscription: an upgrade bills the new plan at once with
 * proration, a downgrade keeps the paid plan until the period ends and bills the new one from then
 * (the subscription's metadata says which plan each period gets). Never a second subscription.
 */

export const planChangeInput = z.object({ tierName: z.string().trim().min(1, "Choose a membership tier.").max(60) });
export const cancelInput = z.object({
  cancel: z.boolean({ error: "Say whether to cancel (true) or resume (false)." }),
});

const NO_MEMBERSHIP = "You have no membership to change. Choose a plan to start one.";

/**
 * The member's last 50 paid purchases, kept for them (memberRead): `/` and the membership pages show
 * them on every view. A purchase becomes theirs and paid only through a payment's fulfilment (a write
 * that drops every public read) or the claim of a held purchase (which drops the member's reads).
 */
function memberPayments(deps: PaymentDeps & Pick<AppDeps, "metrics">, user: SessionUser) {
  return memberRead(appCache(deps.metrics), user, "payments.paid", null, () =>
    deps.db
      .select({
        id: purchases.id,
        itemName: purchases.itemName,
        amount: purchases.amount,
        currency: purchases.currency,
        paidAt: purchases.createdAt,
      })
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.status, "paid")))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(50),
  );
}

/** The member's plan, what is scheduled for it, and their past payments. */
export async function billingSummary(deps: PaymentDeps & Pick<AppDeps, "metrics">, user: SessionUser) {
  const plans = await sharedPlans(appCache(deps.metrics), deps.db);
  const name = (id: number | null) => plans.find((p) => p.id === id)?.name ?? null;
  const live = hasLiveMembership(user);
  const payments = await memberPayments(deps, user);
  return {
    mode: paymentGateway(deps.env, deps.db).mode,
    live,
    tier: user.membershipTier,
    planName: name(user.membershipTier),
    status: user.membershipStatus,
    periodEnd: user.membershipPeriodEnd,
    cancelAt: user.membershipCancelAt,
    nextTier: user.membershipNextTier,
    nextPlanName: name(user.membershipNextTier),
    nextTierAt: user.membershipNextTierAt,
    payments,
  };
}

/** Chooses another plan (or keeps the current one, undoing a scheduled downgrade) on the live subscription. */
export async function changePlan(deps: PaymentDeps, user: SessionUser, input: z.infer<typeof planChangeInput>) {
  const target = await resolvePlan(deps, input.tierName);
  const { gateway, sub } = await liveSubscription(deps, user);
  const current = planForSubscription(sub, await listPlans(deps.db));
  const item = sub.items.data[0];
  if (!current || !item)
    throw new AppError("UNAVAILABLE", "This membership cannot be changed here. Please contact support.");
  const scheduled = Boolean(sub.metadata?.nextPlanId);
  if (target.id === current.id && !scheduled && !sub.cancel_at_period_end)
    throw conflict(`You already have the ${target.name} membership.`);

  const periodEnd = periodOf(sub).end ?? Math.floor(Date.now() / 1000);
  const upgrade = target.price > current.price;
  const stays = target.id === current.id;
  // Choosing a plan also takes back a cancellation: the member wants to stay.
  const update: SubscriptionUpdate = {
    cancelAtPeriodEnd: false,
    price: { itemId: item.id ?? "", plan: target, prorate: upgrade },
    metadata:
      upgrade || stays
        ? { planId: String(target.id), tier: target.name, nextPlanId: "", nextPlanFrom: "" }
        : {
            planId: String(current.id),
            tier: current.name,
            nextPlanId: String(target.id),
            nextPlanFrom: String(periodEnd),
          },
  };
  await applyUpdate(deps, gateway, sub.id, update);
  return {
    change: upgrade ? ("upgraded" as const) : stays ? ("kept" as const) : ("scheduled" as const),
    plan: target.name,
  };
}

/** Cancels at the end of the paid period, or resumes a cancelled membership before then. */
export async function setCancelAtPeriodEnd(deps: PaymentDeps, user: SessionUser, input: z.infer<typeof cancelInput>) {
  const { gateway, sub } = await liveSubscription(deps, user);
  if (Boolean(sub.cancel_at_period_end) === input.cancel) {
    throw conflict(input.cancel ? "Your membership is already cancelled." : "Your membership is not cancelled.");
  }
  await applyUpdate(deps, gateway, sub.id, { cancelAtPeriodEnd: input.cancel });
  return { cancelled: input.cancel };
}

async function liveSubscription(
  deps: PaymentDeps,
  user: SessionUser,
): Promise<{ gateway: PaymentGateway; sub: SubscriptionLike }> {
  if (!hasLiveMembership(user) || !user.stripeSubscriptionId) throw badRequest(NO_MEMBERSHIP);
  const gateway = paymentGateway(deps.env, deps.db);
  const sub = await call(deps, () => gateway.retrieveSubscription(user.stripeSubscriptionId!));
  if (!sub || sub.status === "canceled") throw badRequest(NO_MEMBERSHIP);
  return { gateway, sub };
}

/** Stripe's webhook will report the change too; the demo sends its events through the same handler. */
async function applyUpdate(deps: PaymentDeps, gateway: PaymentGateway, id: string, update: SubscriptionUpdate) {
  const updated = await call(deps, () => gateway.updateSubscription(id, update));
  if (gateway.mode === "demo") await announceDemoUpdate(deps, updated);
  else await applySubscriptionNow(deps, gateway, updated.subscription);
}

async function call<T>(deps: PaymentDeps, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, "a subscription call to the payment provider failed");
    throw new AppError("UNAVAILABLE", "Billing is not available right now. Please try again.");
  }
}
