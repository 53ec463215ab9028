import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "../../../db/client";
import { processedWebhookEvents, users } from "../../../db/schema";
import { badRequest } from "../../lib/errors";
import { listPlans } from "../listings/catalog";
import {
  applySubscription,
  expireLapsedMemberships,
  findSubscriber,
  fulfilCheckoutSession,
  grantMonthlyPoints,
  idOf,
  invoicePeriodStart,
  invoicePlan,
  isSubscriptionKind,
  periodOf,
  planForSubscription,
  recordPurchase,
  purchaseKind,
  type AfterCommit,
  type InvoiceLike,
  type Outcome,
} from "./fulfilment";
import type { SubscriptionLike } from "../../../db/schema/stripe-json";
import { refreshHeldSubscription } from "./held-purchases";
import { cancelledMail, paymentFailedMail, receiptMail, trialEndingMail } from "./billing-mail";
import { queueMail } from "../mail/outbox";
import { paymentsNotConfigured, type PaymentDeps, type PaymentGateway } from "./stripe-client";

export type WebhookResult = { received: true; outcome: Outcome | "duplicate" };

/**
 * The one way anything sold is fulfilled, for Stripe and the demo checkout alike: verify the
 * signature on the raw body, fetch the subscription's current state (events arrive out of
 * order), then record the event id and do the work in one transaction, so a redelivered
 * event changes nothing.
 */
export async function processWebhook(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookResult> {
  if (!gateway.webhookSecret) throw paymentsNotConfigured();
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, gateway.webhookSecret);
  } catch {
    throw badRequest("Invalid webhook signature.");
  }

  // Network calls stay outside the transaction.
  const subscription = await currentSubscription(gateway, event);
  const now = new Date();
  const effects: AfterCommit = { mails: [], cancelSubscriptions: [] };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome | "duplicate"> => {
    const fresh = await tx
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedWebhookEvents.id });
    if (!fresh.length) return "duplicate";
    return dispatch(tx, deps, event, subscription, now, effects);
  });

  await afterCommit(deps, gateway, effects);
  await expireLapsedMemberships(deps.db, now);
  return { received: true, outcome };
}

/**
 * A subscription changed through the API (a plan change, a cancellation): its new state applied
 * now, by the same code its customer.subscription.updated event runs, so the page shows it at
 * once; the event arriving later finds nothing left to change.
 */
export async function applySubscriptionNow(deps: PaymentDeps, gateway: PaymentGateway, sub: SubscriptionLike) {
  const effects: AfterCommit = { mails: [], cancelSubscriptions: [] };
  await deps.db.transaction((tx) => syncSubscription(tx, deps, sub, new Date(), effects));
  await afterCommit(deps, gateway, effects);
}

async function afterCommit(deps: PaymentDeps, gateway: PaymentGateway, effects: AfterCommit) {
  for (const mail of effects.mails) await queueMail(deps.db, mail);
  for (const id of effects.cancelSubscriptions) {
    try {
      await gateway.cancelSubscription(id);
    } catch (error) {
      deps.logger.error({ err: error, subscription: id }, "could not cancel a replaced subscription");
    }
  }
}

async function dispatch(
  tx: Db,
  deps: PaymentDeps,
  event: Stripe.Event,
  subscription: SubscriptionLike | null,
  now: Date,
  effects: AfterCommit,
): Promise<Outcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilCheckoutSession(tx, deps.env, event.data.object, subscription, now, effects);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscription ? syncSubscription(tx, deps, subscription, now, effects) : "ignored";
    case "customer.subscription.trial_will_end":
      return subscription ? trialWillEnd(tx, deps, subscription, effects) : "ignored";
    case "invoice.paid":
      return subscription ? invoicePaid(tx, deps, event.data.object, subscription, now, effects) : "ignored";
    case "invoice.payment_failed":
      return subscription ? invoicePaymentFailed(tx, deps, event.data.object, subscription, effects) : "ignored";
    default:
      return "ignored";
  }
}

/** The subscription an event concerns, as Stripe holds it now; null when the event is not about one of ours. */
async function currentSubscription(gateway: PaymentGateway, event: Stripe.Event): Promise<SubscriptionLike | null> {
  let id: string | null = null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.mode === "subscription" && isSubscriptionKind(purchaseKind(session.metadata)))
        id = idOf(session.subscription);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end":
      if (isSubscriptionKind(purchaseKind(event.data.object.metadata))) id = event.data.object.id;
      break;
    case "invoice.paid":
    case "invoice.payment_failed": {
      const details = event.data.object.parent?.subscription_details;
      // Older API versions put the subscription on the invoice itself.
      const legacy = (event.data.object as { subscription?: string | { id: string } | null }).subscription;
      if (details?.metadata?.kind && !isSubscriptionKind(purchaseKind(details.metadata))) break;
      id = idOf(details?.subscription) ?? idOf(legacy);
      break;
    }
    default:
      return null;
  }
  if (!id) return null;
  const subscription = await gateway.retrieveSubscription(id);
  return subscription && isSubscriptionKind(purchaseKind(subscription.metadata)) ? subscription : null;
}

async function syncSubscription(
  tx: Db,
  deps: PaymentDeps,
  sub: SubscriptionLike,
  now: Date,
  effects: AfterCommit,
): Promise<Outcome> {
  // A guest's account is made when their checkout completes; that applies the subscription then.
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  const state = await applySubscription(tx, user, sub, now, effects);
  if (!state) return "ignored";
  // Mailed once, when the member's membership turns cancelled (at period end, or at once).
  const wasCancelled = Boolean(user.membershipCancelAt) || user.membershipStatus === "canceled";
  if (!wasCancelled && (state.cancelAt || state.status === "canceled")) {
    effects.mails.push(
      cancelledMail(deps.env, user.email, { planName: state.plan.name, endsAt: state.cancelAt ?? state.periodEnd }),
    );
  }
  return "fulfilled";
}

async function trialWillEnd(tx: Db, deps: PaymentDeps, sub: SubscriptionLike, effects: AfterCommit): Promise<Outcome> {
  const user = await findSubscriber(tx, sub);
  const plan = planForSubscription(sub, await listPlans(tx));
  if (!user || !plan || user.stripeSubscriptionId !== sub.id || sub.status !== "trialing" || sub.cancel_at_period_end)
    return "ignored";
  const end = sub.trial_end ?? periodOf(sub).end;
  if (!end) return "ignored";
  effects.mails.push(
    trialEndingMail(deps.env, user.email, { planName: plan.name, price: plan.price, trialEnd: new Date(end * 1000) }),
  );
  return "fulfilled";
}

async function invoicePaid(
  tx: Db,
  deps: PaymentDeps,
  invoice: InvoiceLike,
  sub: SubscriptionLike,
  now: Date,
  effects: AfterCommit,
): Promise<Outcome> {
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  await applySubscription(tx, user, sub, now, effects);
  const plan = invoicePlan(invoice, sub, await listPlans(tx));
  // A trial's $0 invoice earns nothing; points start with the first paid period.
  if (!plan || invoice.amount_paid <= 0) return "fulfilled";
  // The first invoice is the checkout's, with its own receipt; renewals and prorated upgrades get theirs here.
  if (invoice.id && invoice.billing_reason && invoice.billing_reason !== "subscription_create") {
    const upgrade = invoice.billing_reason === "subscription_update";
    const itemName = upgrade ? `Upgrade to ${plan.name} (prorated)` : `${plan.name} monthly membership`;
    const purchase = {
      sessionId: invoice.id,
      kind: "membership" as const,
      itemId: plan.id,
      itemName,
      amount: invoice.amount_paid,
      currency: "usd",
    };
    if (await recordPurchase(tx, { ...purchase, userId: user.id })) {
      effects.mails.push(
        receiptMail(deps.env, user.email, {
          itemName,
          amount: invoice.amount_paid,
          reference: invoice.id,
          paidAt: now,
        }),
      );
    }
  }
  // A prorated upgrade pays part of a period whose points were already given.
  if (invoice.billing_reason !== "subscription_update")
    await grantMonthlyPoints(tx, user.id, sub.id, invoicePeriodStart(invoice), plan);
  return "fulfilled";
}

async function invoicePaymentFailed(
  tx: Db,
  deps: PaymentDeps,
  invoice: InvoiceLike,
  sub: SubscriptionLike,
  effects: AfterCommit,
): Promise<Outcome> {
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  if (user.stripeSubscriptionId !== sub.id) return "ignored";
  // A late failure event for an invoice that a later one has already settled changes nothing.
  const latest = idOf(sub.latest_invoice);
  if ((sub.status === "active" || sub.status === "trialing") && latest && latest !== invoice.id) return "ignored";
  await tx.update(users).set({ membershipStatus: "past_due" }).where(eq(users.id, user.id));
  const plan = planForSubscription(sub, await listPlans(tx));
  if (user.membershipStatus !== "past_due" && plan) {
    effects.mails.push(
      paymentFailedMail(deps.env, user.email, { planName: plan.name, amount: invoice.amount_due ?? plan.price }),
    );
  }
  return "fulfilled";
}

/** A subscription that reaches no account may be a held purchase: its state is kept for the claim. */
async function heldSubscriptionChanged(tx: Db, sub: SubscriptionLike): Promise<Outcome> {
  return (await refreshHeldSubscription(tx, sub)) ? "fulfilled" : "ignored";
}
