import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { demoSubscriptions } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { deliverDemoEvent, randomId } from "./demo-checkout";
import { periodOf, type InvoiceLike } from "./fulfilment";
import type { SubscriptionLike } from "../../../db/schema/stripe-json";
import type { PaymentDeps, SubscriptionUpdate, UpdatedSubscription } from "./stripe-client";

/*
 * The demo checkout's stand-in for Stripe's subscription updates and customer portal
 * (docs/decisions/005-demo-checkout.md): the stored subscription changes as Stripe would change
 * it, and the events Stripe would send go through the same webhook handler.
 */

/** Where "Manage billing" leads while payments run on the demo checkout. */
export const DEMO_PORTAL_PATH = "/account/billing";

/** Applies `update` to a stored demo subscription; a prorated price change is invoiced (and paid) at once. */
export async function updateDemoSubscription(
  db: Db,
  id: string,
  update: SubscriptionUpdate,
): Promise<UpdatedSubscription> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).for("update");
    if (!row) throw notFound("Subscription not found.");
    const sub: SubscriptionLike = structuredClone(row.subscription);
    if (update.cancelAtPeriodEnd !== undefined) sub.cancel_at_period_end = update.cancelAtPeriodEnd;
    if (update.metadata) {
      const merged = { ...sub.metadata, ...update.metadata };
      sub.metadata = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== ""));
    }
    let invoice: InvoiceLike | null = null;
    if (update.price) {
      const item = sub.items.data.find((i) => i.id === update.price!.itemId) ?? sub.items.data[0]!;
      const before = item.price?.unit_amount ?? 0;
      item.price = { unit_amount: update.price.plan.price };
      if (update.price.prorate) invoice = prorationInvoice(sub, before, update.price.plan.price);
    }
    await tx.update(demoSubscriptions).set({ subscription: sub }).where(eq(demoSubscriptions.id, id));
    return { subscription: sub, invoice };
  });
}

/** Stripe's proration: the price difference for what is left of the period, charged now (nothing during a trial). */
function prorationInvoice(sub: SubscriptionLike, before: number, after: number): InvoiceLike {
  const now = Math.floor(Date.now() / 1000);
  const { start, end } = periodOf(sub);
  const left =
    start !== null && end !== null && end > start ? Math.max(0, Math.min(1, (end - now) / (end - start))) : 1;
  const amount = sub.status === "trialing" ? 0 : Math.max(0, Math.round((after - before) * left));
  const id = `demo_in_${randomId(18)}`;
  sub.latest_invoice = id;
  return {
    id,
    amount_paid: amount,
    amount_due: amount,
    customer: sub.customer,
    billing_reason: "subscription_update",
    period_start: now,
    parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    lines: { data: [{ period: { start: now } }] },
  };
}

/** Sends the events Stripe sends after a subscription update through the webhook handler. */
export async function announceDemoUpdate(deps: PaymentDeps, { subscription, invoice }: UpdatedSubscription) {
  const suffix = randomId(18);
  await deliverDemoEvent(deps, `evt_demo_${suffix}_updated`, "customer.subscription.updated", {
    object: "subscription",
    ...subscription,
  });
  if (invoice && invoice.amount_paid > 0) {
    await deliverDemoEvent(deps, `evt_demo_${suffix}_invoice`, "invoice.paid", {
      object: "invoice",
      status: "paid",
      currency: "usd",
      ...invoice,
    });
  }
}
