import Stripe from "stripe";
import type { Env } from "../../env";
import { AppError } from "../../lib/errors";
import type { AppDeps } from "../../trpc/context";
import type { SubscriptionLike } from "./fulfilment";

export type PaymentDeps = Pick<AppDeps, "db" | "env" | "logger">;
export type CheckoutParams = Stripe.Checkout.SessionCreateParams;

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

export function stripeClient(env: Env): Stripe {
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
    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
  };
}
