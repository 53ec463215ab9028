import Stripe from "stripe";
import type { Env } from "../../env";
import { AppError } from "../../lib/errors";
import type { AppDeps } from "../../deps";
import type { CheckoutParams, SubscriptionLike } from "../../../db/schema/stripe-json";
import type { InvoiceLike } from "./fulfilment";

export type PaymentDeps = Pick<AppDeps, "db" | "env" | "logger">;

/** A change to a live subscription: cancel or resume at period end, or bill another plan. */
export type SubscriptionUpdate = {
  cancelAtPeriodEnd?: boolean;
  /** The plan billed on item `itemId` from now on: prorated and invoiced now, or from the next period. */
  price?: { itemId: string; plan: { id: number; name: string; price: number }; prorate: boolean };
  /** Keys set to "" are removed, as Stripe does. */
  metadata?: Record<string, string>;
};
export type UpdatedSubscription = { subscription: SubscriptionLike; invoice: InvoiceLike | null };

/**
 * The few Stripe calls the payment code makes. The built-in demo checkout implements
 * the same surface, so checkout creation and fulfilment never ask which one they have.
 */
export type PaymentGateway = {
  mode: "stripe" | "demo";
  /** The secret webhook signatures are checked against. */
  webhookSecret: string | undefined;
  createCheckoutSession(params: CheckoutParams): Promise<{ id: string; url: string }>;
  /** The subscription as it is now, or null when Stripe has no such subscription. */
  retrieveSubscription(id: string): Promise<SubscriptionLike | null>;
  cancelSubscription(id: string): Promise<void>;
  updateSubscription(id: string, update: SubscriptionUpdate): Promise<UpdatedSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
};

export const paymentsNotConfigured = () => new AppError("UNAVAILABLE", "Payments are not configured.");

type StripeConfig = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

/** SDK options; STRIPE_API_URL points the real SDK at another host (the tests' local fake). */
export function stripeConfig(apiUrl: string | undefined): StripeConfig {
  const config: StripeConfig = { telemetry: false, timeout: 20_000, maxNetworkRetries: 2 };
  if (!apiUrl) return config;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...config, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const clients = new Map<string, Stripe>();

function stripeClient(env: Env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw paymentsNotConfigured();
  const cacheKey = `${key}\n${env.STRIPE_API_URL ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(key, stripeConfig(env.STRIPE_API_URL));
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe itself; throws "Payments are not configured." without a key. */
export function stripeGateway(env: Env): PaymentGateway {
  const stripe = stripeClient(env);
  return {
    mode: "stripe",
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    async createCheckoutSession(params) {
      const session = await stripe.checkout.sessions.create(params);
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async retrieveSubscription(id) {
      try {
        return await stripe.subscriptions.retrieve(id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id, { prorate: true });
    },
    async updateSubscription(id, update) {
      const params: Stripe.SubscriptionUpdateParams = { expand: ["latest_invoice"] };
      if (update.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = update.cancelAtPeriodEnd;
      if (update.metadata) params.metadata = update.metadata;
      if (update.price) {
        const { itemId, plan, prorate } = update.price;
        const product = await planProduct(stripe, plan);
        params.items = [
          {
            id: itemId,
            price_data: { currency: "usd", product, unit_amount: plan.price, recurring: { interval: "month" } },
          },
        ];
        params.proration_behavior = prorate ? "always_invoice" : "none";
      }
      const subscription = await stripe.subscriptions.update(id, params);
      const latest = subscription.latest_invoice;
      return { subscription, invoice: update.price?.prorate && latest && typeof latest === "object" ? latest : null };
    },
    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
  };
}

/** The Stripe product a plan's subscription items bill under, made on first use with a fixed id. */
async function planProduct(stripe: Stripe, plan: { id: number; name: string }): Promise<string> {
  const id = `wildluxe_plan_${plan.id}`;
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError && error.statusCode === 404)) throw error;
    return (await stripe.products.create({ id, name: plan.name, metadata: { planId: String(plan.id) } })).id;
  }
}
