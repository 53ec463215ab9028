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
  purchaseKind,
  type AfterCommit,
  type InvoiceLike,
  type Outcome,
  type SubscriptionLike,
} from "./fulfilment";
import { refreshHeldSubscription } from "./held-purchases";
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

  for (const mail of effects.mails) await queueMail(deps.db, mail);
  for (const id of effects.cancelSubscriptions) {
    try {
      await gateway.cancelSubscription(id);
    } catch (error) {
      deps.logger.error({ err: error, subscription: id }, "could not cancel a replaced subscription");
    }
  }
  await expireLapsedMemberships(deps.db, now);
  return { received: true, outcome };
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
      return subscription ? syncSubscription(tx, subscription, now, effects) : "ignored";
    case "invoice.paid":
      return subscription ? invoicePaid(tx, event.data.object, subscription, now, effects) : "ignored";
    case "invoice.payment_failed":
      return subscription ? invoicePaymentFailed(tx, event.data.object, subscription) : "ignored";
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
      if (session.mode === "subscription" && isSubscriptionKind(purchaseKind(session.metadata))) id = idOf(session.subscription);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
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

async function syncSubscription(tx: Db, sub: SubscriptionLike, now: Date, effects: AfterCommit): Promise<Outcome> {
  // A guest's account is made when their checkout completes; that applies the subscription then.
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  return (await applySubscription(tx, user, sub, now, effects)) ? "fulfilled" : "ignored";
}

async function invoicePaid(tx: Db, invoice: InvoiceLike, sub: SubscriptionLike, now: Date, effects: AfterCommit): Promise<Outcome> {
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  await applySubscription(tx, user, sub, now, effects);
  const plan = invoicePlan(invoice, sub, await listPlans(tx));
  // A trial's $0 invoice earns nothing; points start with the first paid period.
  if (!plan || invoice.amount_paid <= 0) return "fulfilled";
  await grantMonthlyPoints(tx, user.id, sub.id, invoicePeriodStart(invoice), plan);
  return "fulfilled";
}

async function invoicePaymentFailed(tx: Db, invoice: InvoiceLike, sub: SubscriptionLike): Promise<Outcome> {
  const user = await findSubscriber(tx, sub);
  if (!user) return heldSubscriptionChanged(tx, sub);
  if (user.stripeSubscriptionId !== sub.id) return "ignored";
  // A late failure event for an invoice that a later one has already settled changes nothing.
  const latest = idOf(sub.latest_invoice);
  if ((sub.status === "active" || sub.status === "trialing") && latest && latest !== invoice.id) return "ignored";
  await tx.update(users).set({ membershipStatus: "past_due" }).where(eq(users.id, user.id));
  return "fulfilled";
}

/** A subscription that reaches no account may be a held purchase: its state is kept for the claim. */
async function heldSubscriptionChanged(tx: Db, sub: SubscriptionLike): Promise<Outcome> {
  return (await refreshHeldSubscription(tx, sub)) ? "fulfilled" : "ignored";
}
