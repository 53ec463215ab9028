import type Stripe from "stripe";

// What the payment code keeps of Stripe objects in jsonb columns. The SDK's own types satisfy these; the fields that
// moved in API version 2025-03-31 are read in both places, since webhook payloads follow the endpoint's API version
// rather than the SDK's.
export type StripeMetadata = Record<string, string>;
export type StripeRef = string | { id?: string } | null | undefined;

export type SubscriptionLike = {
  id: string;
  status: string;
  customer: StripeRef;
  metadata: StripeMetadata | null;
  items: {
    data: Array<{
      id?: string;
      current_period_start?: number;
      current_period_end?: number;
      price?: { unit_amount: number | null } | null;
    }>;
  };
  latest_invoice?: StripeRef;
  /** The member cancelled: the subscription ends with the current period. */
  cancel_at_period_end?: boolean | null;
  trial_end?: number | null;
};

/** A Checkout Session's parameters, kept for a purchase held until its buyer confirms. */
export type CheckoutParams = Stripe.Checkout.SessionCreateParams;
