import { and, eq, gt, lt } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { demoCheckoutSessions, demoSubscriptions, purchases } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { PaymentDeps, PaymentGateway } from "./stripe-client";
import type { CheckoutParams, SubscriptionLike } from "../../../db/schema/stripe-json";
import { processWebhook } from "./webhook";
import { DEMO_PORTAL_PATH, updateDemoSubscription } from "./demo-billing";
import { countryName } from "@shared/countries";

/*
 * The built-in demo checkout (docs/decisions/005-demo-checkout.md): with no Stripe key outside
 * production, checkout sessions are kept in the database and completed on /demo-checkout/:id,
 * which signs the same events Stripe would send and hands them to the same webhook handler.
 * Sessions and subscriptions live where every app process sees them, so any process completes
 * a checkout that another one opened.
 */

const DAY = 24 * 60 * 60;
const SESSION_TTL_MS = DAY * 1000;

// Per process: a process signs the demo events it delivers to itself, and the public webhook never accepts them.
const DEMO_SECRET = `whsec_demo_${randomId(24)}`;

export function demoGateway(db: Db): PaymentGateway {
  return {
    mode: "demo",
    webhookSecret: DEMO_SECRET,
    async createCheckoutSession(params) {
      await db
        .delete(demoCheckoutSessions)
        .where(lt(demoCheckoutSessions.createdAt, new Date(Date.now() - SESSION_TTL_MS)));
      const id = `demo_cs_${randomId(24)}`;
      await db.insert(demoCheckoutSessions).values({ id, params });
      return { id, url: `/demo-checkout/${id}` };
    },
    async retrieveSubscription(id) {
      const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id));
      return row?.subscription ?? null;
    },
    async cancelSubscription(id) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).for("update");
        if (row)
          await tx
            .update(demoSubscriptions)
            .set({ subscription: { ...row.subscription, status: "canceled" } })
            .where(eq(demoSubscriptions.id, id));
      });
    },
    updateSubscription: (id, update) => updateDemoSubscription(db, id, update),
    async createPortalSession() {
      return { url: DEMO_PORTAL_PATH };
    },
  };
}

/** A session's parameters while it is open (a day, like Stripe's); null when unknown or expired. */
async function openSession(db: Db, id: string): Promise<CheckoutParams | null> {
  const [row] = await db
    .select({ params: demoCheckoutSessions.params })
    .from(demoCheckoutSessions)
    .where(
      and(eq(demoCheckoutSessions.id, id), gt(demoCheckoutSessions.createdAt, new Date(Date.now() - SESSION_TTL_MS))),
    );
  return row?.params ?? null;
}

export type DemoCheckoutView = {
  id: string;
  itemName: string;
  /** What is charged now: every line and the shipping rate (a subscription's first price). */
  amount: number;
  /** A store order's lines, when it has more than its name says. */
  lines: Array<{ name: string; quantity: number; amount: number }>;
  shipping: number;
  /** Countries a shipping address may be in, when the checkout collects one. */
  shippingCountries: string[] | null;
  recurring: boolean;
  trialDays: number | null;
  email: string | null;
  needsEmail: boolean;
  cancelUrl: string;
  complete: boolean;
};

/** A payment's lines, its shipping rate and their total, as Stripe would charge them. */
function chargeOf(params: CheckoutParams) {
  const lines = (params.line_items ?? []).map((l) => ({
    name: l.price_data?.product_data?.name ?? "Item",
    quantity: l.quantity ?? 1,
    amount: (l.price_data?.unit_amount ?? 0) * (l.quantity ?? 1),
  }));
  const shipping = params.shipping_options?.[0]?.shipping_rate_data?.fixed_amount?.amount ?? 0;
  return { lines, shipping, total: lines.reduce((n, l) => n + l.amount, 0) + shipping };
}

const demoAddressInput = z.object({
  name: z.string().trim().min(1, "Enter the name to ship to.").max(120),
  line1: z.string().trim().min(1, "Enter the street address.").max(200),
  city: z.string().trim().min(1, "Enter the city.").max(120),
  state: z.string().trim().max(60).optional(),
  postalCode: z.string().trim().min(3, "Enter the postal code.").max(20),
  country: z.string().trim().toUpperCase().length(2, "Choose a country."),
});

/** What the demo page shows; null for an unknown or expired session. */
export async function demoCheckoutView(deps: PaymentDeps, id: string): Promise<DemoCheckoutView | null> {
  const params = await openSession(deps.db, id);
  if (!params) return null;
  const price = params.line_items?.[0]?.price_data;
  const [row] = await deps.db
    .select({ itemName: purchases.itemName, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.stripeSessionId, id));
  const { lines, shipping, total } = chargeOf(params);
  return {
    id,
    itemName: row?.itemName ?? price?.product_data?.name ?? "Wildluxe purchase",
    amount: params.mode === "payment" ? total : (price?.unit_amount ?? 0),
    lines: lines.length > 1 || shipping > 0 || (lines[0]?.quantity ?? 1) > 1 ? lines : [],
    shipping,
    shippingCountries: params.shipping_address_collection
      ? [...params.shipping_address_collection.allowed_countries]
      : null,
    recurring: Boolean(price?.recurring),
    trialDays: params.subscription_data?.trial_period_days ?? null,
    email: params.customer_email ?? null,
    needsEmail: !params.customer_email && !params.client_reference_id,
    cancelUrl: params.cancel_url ?? "/",
    complete: row?.status === "paid",
  };
}

/**
 * Completes a demo session as a paying customer would: builds checkout.session.completed (and,
 * for subscriptions, invoice.paid), signs them like Stripe and runs them through the webhook
 * handler. Event ids derive from the session id, so a second click is a redelivery and changes nothing.
 */
export async function completeDemoCheckout(
  deps: PaymentDeps,
  id: string,
  typedEmail: string | undefined,
  typedAddress?: Record<string, unknown>,
) {
  const params = await openSession(deps.db, id);
  if (!params) throw notFound("This demo checkout has expired. Please start again.");
  let shippingDetails: Record<string, unknown> | null = null;
  const countries = params.shipping_address_collection?.allowed_countries;
  if (countries) {
    const parsed = demoAddressInput.safeParse(typedAddress ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
    const a = parsed.data;
    if (!countries.includes(a.country)) throw badRequest(`We ship to ${countries.map(countryName).join(", ")}.`);
    shippingDetails = {
      name: a.name,
      address: {
        line1: a.line1,
        line2: null,
        city: a.city,
        state: a.state ?? null,
        postal_code: a.postalCode,
        country: a.country,
      },
    };
  }
  let email = params.customer_email ?? null;
  if (!email && !params.client_reference_id) {
    const parsed = z.email().safeParse(typedEmail?.trim().toLowerCase());
    if (!parsed.success) throw badRequest("Enter a valid email address.");
    email = parsed.data;
  }

  const suffix = id.slice("demo_cs_".length);
  const now = Math.floor(Date.now() / 1000);
  const price = params.line_items?.[0]?.price_data;
  const amount = price?.unit_amount ?? 0;
  const trialDays = params.subscription_data?.trial_period_days;
  const customer = typeof params.customer === "string" ? params.customer : `demo_cus_${suffix}`;
  const subscriptionMetadata = strings(params.subscription_data?.metadata);

  let subscription: SubscriptionLike | null = null;
  if (params.mode === "subscription") {
    const started: SubscriptionLike = {
      id: `demo_sub_${suffix}`,
      status: trialDays ? "trialing" : "active",
      customer,
      metadata: subscriptionMetadata,
      items: {
        data: [
          {
            id: `demo_si_${suffix}`,
            current_period_start: now,
            current_period_end: now + (trialDays ?? 30) * DAY,
            price: { unit_amount: amount },
          },
        ],
      },
      latest_invoice: `demo_in_${suffix}`,
    };
    // A second click (in any process) finds the subscription the first one started.
    await deps.db.insert(demoSubscriptions).values({ id: started.id, subscription: started }).onConflictDoNothing();
    subscription = await demoGateway(deps.db).retrieveSubscription(started.id);
  }

  const paid = trialDays ? 0 : params.mode === "payment" ? chargeOf(params).total : amount;
  await deliverDemoEvent(deps, `evt_demo_${suffix}_checkout`, "checkout.session.completed", {
    id,
    object: "checkout.session",
    mode: params.mode,
    status: "complete",
    payment_status: paid > 0 ? "paid" : "no_payment_required",
    amount_total: paid,
    currency: "usd",
    metadata: strings(params.metadata),
    client_reference_id: params.client_reference_id ?? null,
    customer,
    customer_email: params.customer_email ?? null,
    customer_details: { email, name: null },
    subscription: subscription?.id ?? null,
    collected_information: shippingDetails ? { shipping_details: shippingDetails } : null,
    success_url: params.success_url,
    cancel_url: params.cancel_url,
    livemode: false,
  });

  if (subscription) {
    const period = subscription.items.data[0]!;
    await deliverDemoEvent(deps, `evt_demo_${suffix}_invoice`, "invoice.paid", {
      id: `demo_in_${suffix}`,
      object: "invoice",
      customer,
      status: "paid",
      billing_reason: "subscription_create",
      amount_paid: paid,
      currency: "usd",
      period_start: period.current_period_start,
      period_end: period.current_period_start,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: subscriptionMetadata },
      },
      lines: {
        object: "list",
        data: [{ period: { start: period.current_period_start, end: period.current_period_end } }],
      },
      livemode: false,
    });
  }
  return { redirectTo: (params.success_url ?? "/").replace("{CHECKOUT_SESSION_ID}", id) };
}

/** Signs an event as Stripe would and runs it through the webhook handler. */
export async function deliverDemoEvent(
  deps: PaymentDeps,
  eventId: string,
  type: string,
  object: Record<string, unknown>,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: DEMO_SECRET });
  await processWebhook(deps, demoGateway(deps.db), payload, signature);
}

function strings(metadata: Record<string, string | number | null> | "" | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata || {})) if (v !== null) out[k] = String(v);
  return out;
}

export function randomId(bytes: number): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
}
