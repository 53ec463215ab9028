import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { CheckoutParams, SubscriptionLike } from "./stripe-json";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * A purchase made signed out with the email of an existing account. An unverified email never
 * changes an account, so the purchase waits here until the owner claims it: by signing in, or
 * by the link mailed to that address while signed in. Only the link token's SHA-256 is stored.
 */
export const pendingEntitlements = pgTable(
  "pending_entitlements",
  {
    id: serial("id").primaryKey(),
    /** The account the checkout's email belonged to; only it can claim. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    kind: text("kind").$type<"membership" | "trial" | "owner_package" | "sponsor_package" | "store_order">().notNull(),
    itemId: integer("item_id"),
    itemName: text("item_name").notNull(),
    stripeSessionId: text("stripe_session_id").notNull().unique(),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** The subscription as last reported, kept current by its events until it is claimed. */
    subscription: jsonb("subscription").$type<SubscriptionLike>(),
    tokenHash: text("token_hash").notNull().unique(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("pending_entitlements_user_idx").on(t.userId),
    index("pending_entitlements_subscription_idx").on(t.stripeSubscriptionId),
  ],
);

/** Demo checkout sessions (no Stripe key): in the database, so any app process can complete them. */
export const demoCheckoutSessions = pgTable("demo_checkout_sessions", {
  id: text("id").primaryKey(),
  params: jsonb("params").$type<CheckoutParams>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The subscriptions demo checkouts start, as Stripe would hold them. */
export const demoSubscriptions = pgTable("demo_subscriptions", {
  id: text("id").primaryKey(),
  subscription: jsonb("subscription").$type<SubscriptionLike>().notNull(),
  ...timestamps,
});
