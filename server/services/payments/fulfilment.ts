import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { membershipPlans, packages, purchases, sponsors, users, type ShippingAddress } from "../../../db/schema";
import type { Env } from "../../env";
import { listPlans } from "../listings/catalog";
import { resolveBuyer, userById } from "./checkout-buyer";
import { holdPurchase } from "./held-purchases";
import type { Mail } from "../mail/outbox";
import { dollars, longDate, receiptMail } from "./billing-mail";
import { grantPeriodPoints } from "../community/points";
import { activateOwnerPackage } from "../owners/packages";
import { fulfilStoreOrder } from "../store/fulfil";
import type { StripeMetadata, StripeRef, SubscriptionLike } from "../../../db/schema/stripe-json";

// What fulfilment reads of Stripe objects. The SDK's own types satisfy these; the fields that
// moved in API version 2025-03-31 are read in both places, since webhook payloads follow the
// endpoint's API version rather than the SDK's.
type Metadata = StripeMetadata;
type Ref = StripeRef;

export type CheckoutSessionLike = {
  id: string;
  mode: string;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Metadata | null;
  client_reference_id: string | null;
  customer: Ref;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  subscription: Ref;
  /** Where a store order ships (API 2025-03-31 and later); older versions send shipping_details. */
  collected_information?: { shipping_details?: ShippingDetails | null } | null;
  shipping_details?: ShippingDetails | null;
};

type ShippingDetails = {
  name: string | null;
  address: {
    line1: string | null;
    line2?: string | null;
    city: string | null;
    state?: string | null;
    postal_code: string | null;
    country: string | null;
  } | null;
};

/** A checkout's shipping address in the store's shape, or null when none was collected. */
function shippingAddressOf(session: CheckoutSessionLike): ShippingAddress | null {
  const details = session.collected_information?.shipping_details ?? session.shipping_details;
  const a = details?.address;
  if (!details || !a?.line1 || !a.city || !a.postal_code || !a.country) return null;
  return {
    name: details.name ?? "",
    line1: a.line1,
    line2: a.line2 ?? null,
    city: a.city,
    state: a.state ?? null,
    postalCode: a.postal_code,
    country: a.country,
  };
}

export type InvoiceLike = {
  id?: string;
  amount_paid: number;
  amount_due?: number;
  customer: Ref;
  period_start: number;
  /** subscription_create, subscription_cycle (a renewal), subscription_update (a prorated plan change), ... */
  billing_reason?: string | null;
  parent?: { subscription_details: { metadata: Metadata | null; subscription: Ref } | null } | null;
  lines: { data: Array<{ period: { start: number } }> };
};

/** Work that must wait until the transaction has committed. */
export type AfterCommit = { mails: Mail[]; cancelSubscriptions: string[] };

export type Outcome = "fulfilled" | "ignored";

const PURCHASE_KINDS = ["membership", "trial", "owner_package", "sponsor_package", "store_order"] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
type MembershipStatus = "active" | "trialing" | "past_due" | "canceled";

type Plan = typeof membershipPlans.$inferSelect;
type User = typeof users.$inferSelect;

export const idOf = (ref: Ref): string | null => (typeof ref === "string" ? ref : (ref?.id ?? null));

export function purchaseKind(metadata: Metadata | null | undefined): PurchaseKind | null {
  const kind = metadata?.kind;
  return PURCHASE_KINDS.find((k) => k === kind) ?? null;
}

export const isSubscriptionKind = (kind: PurchaseKind | null) => kind === "membership" || kind === "trial";

/** The name a purchase is listed under, the same at checkout and at fulfilment. */
export function purchaseItemName(kind: PurchaseKind, name: string): string {
  if (kind === "trial") return `${name} free trial`;
  if (kind === "owner_package") return `${name} listing package`;
  if (kind === "sponsor_package") return `${name} sponsor package`;
  return name;
}

// ---------------------------------------------------------------- membership state

const STATUS: Record<string, MembershipStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  paused: "canceled",
};
const LIVE = new Set<string>(["active", "trialing", "past_due"]);

/** A member's tier as of `now`: a canceled membership keeps its tier until the paid period ends. */
export function effectiveTier(
  m: { membershipTier: number; membershipStatus: string; membershipPeriodEnd: Date | null },
  now: Date,
): number {
  if (m.membershipStatus !== "canceled") return m.membershipTier;
  return m.membershipPeriodEnd && m.membershipPeriodEnd > now ? m.membershipTier : 0;
}

export const hasLiveMembership = (user: { membershipStatus: string; stripeSubscriptionId: string | null }) =>
  Boolean(user.stripeSubscriptionId) && LIVE.has(user.membershipStatus);

/**
 * The plan the metadata names for the period starting at `periodStart`. A downgrade is chosen for
 * the end of the paid period: `nextPlanId` takes over once a period starting at `nextPlanFrom` begins.
 */
function planFromMetadata(
  metadata: Metadata | null | undefined,
  plans: Plan[],
  periodStart: number | null,
): Plan | null {
  const scheduled = scheduledPlan(metadata, plans);
  const id =
    scheduled && periodStart !== null && periodStart >= scheduled.from ? scheduled.plan.id : Number(metadata?.planId);
  return plans.find((p) => p.id === id) ?? null;
}

function scheduledPlan(metadata: Metadata | null | undefined, plans: Plan[]): { plan: Plan; from: number } | null {
  const next = plans.find((p) => p.id === Number(metadata?.nextPlanId));
  const from = Number(metadata?.nextPlanFrom);
  return next && from > 0 ? { plan: next, from } : null;
}

/** The plan from the subscription's metadata, else from its price. */
export function planForSubscription(sub: SubscriptionLike, plans: Plan[]): Plan | null {
  return (
    planFromMetadata(sub.metadata, plans, periodOf(sub).start) ??
    plans.find((p) => sub.items.data.some((item) => item.price?.unit_amount === p.price)) ??
    null
  );
}

type Legacy = { current_period_start?: number; current_period_end?: number };

export function periodOf(sub: SubscriptionLike): { start: number | null; end: number | null } {
  const items = sub.items.data;
  const starts = items.map((i) => i.current_period_start).filter((n): n is number => typeof n === "number");
  const ends = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
  const legacy = sub as Legacy;
  return {
    start: starts.length ? Math.max(...starts) : (legacy.current_period_start ?? null),
    end: ends.length ? Math.max(...ends) : (legacy.current_period_end ?? null),
  };
}

/** Tier, status and period end a subscription gives; null when it is not a membership or not yet paid. */
export function membershipState(sub: SubscriptionLike, plans: Plan[], now: Date) {
  const plan = planForSubscription(sub, plans);
  const status = STATUS[sub.status];
  if (!plan || !status) return null;
  const end = periodOf(sub).end;
  // A paused subscription (trial over without a card) stops the benefits at once.
  const periodEnd = sub.status === "paused" ? now : end ? new Date(end * 1000) : null;
  const tier = effectiveTier(
    { membershipTier: plan.id, membershipStatus: status, membershipPeriodEnd: periodEnd },
    now,
  );
  const cancelAt = status !== "canceled" && sub.cancel_at_period_end ? periodEnd : null;
  const scheduled = scheduledPlan(sub.metadata, plans);
  const next = scheduled && scheduled.plan.id !== plan.id && !cancelAt ? scheduled : null;
  return {
    plan,
    status,
    periodEnd,
    tier,
    cancelAt,
    nextPlan: next?.plan ?? null,
    nextPlanAt: next ? new Date(next.from * 1000) : null,
  };
}

/**
 * When a subscription other than the member's current one may take its place:
 * - "none": never (an event about another subscription changes nothing);
 * - "lapsed": only when the current one is no longer live, so nothing is cancelled (a claimed purchase);
 * - "own": always; a live current one is cancelled after commit so nobody pays twice (the member's own checkout).
 */
export type Replace = "none" | "lapsed" | "own";

/** Writes a subscription's state onto its member, within what `replace` allows. */
export async function applySubscription(
  tx: Db,
  user: User,
  sub: SubscriptionLike,
  now: Date,
  effects: AfterCommit,
  replace: Replace = "none",
) {
  const state = membershipState(sub, await listPlans(tx), now);
  if (!state) return null;
  const current = user.stripeSubscriptionId;
  if (current && current !== sub.id) {
    if (replace === "none" || !LIVE.has(state.status)) return null;
    if (LIVE.has(user.membershipStatus)) {
      if (replace !== "own") return null;
      effects.cancelSubscriptions.push(current);
    }
  }
  await tx
    .update(users)
    .set({
      membershipTier: state.tier,
      membershipStatus: state.status,
      membershipPeriodEnd: state.periodEnd,
      membershipCancelAt: state.cancelAt,
      membershipNextTier: state.nextPlan?.id ?? null,
      membershipNextTierAt: state.nextPlanAt,
      stripeSubscriptionId: sub.id,
      stripeCustomerId: idOf(sub.customer) ?? user.stripeCustomerId,
    })
    .where(eq(users.id, user.id));
  return state;
}

/** A membership bought or claimed: the subscription's state, and the month's points once it is paid. */
export async function grantMembership(
  tx: Db,
  user: User,
  sub: SubscriptionLike,
  now: Date,
  effects: AfterCommit,
  replace: Replace,
) {
  const state = await applySubscription(tx, user, sub, now, effects, replace);
  const start = periodOf(sub).start;
  // Points come with paid periods; a trial earns them from its first paid invoice.
  if (state && sub.status === "active" && start) await grantMonthlyPoints(tx, user.id, sub.id, start, state.plan);
  return state;
}

/** The tier's monthly points, once per subscription and billing period. */
export function grantMonthlyPoints(tx: Db, userId: number, subscriptionId: string, periodStart: number, plan: Plan) {
  return grantPeriodPoints(tx, {
    userId,
    periodKey: `tier:${subscriptionId}:${periodStart}`,
    points: plan.monthlyPoints,
    reason: `${plan.name} monthly points`,
  });
}

/** The member a subscription belongs to: by subscription, by the id we put in its metadata, by customer. */
export async function findSubscriber(tx: Db, sub: SubscriptionLike): Promise<User | null> {
  const [bySubscription] = await tx.select().from(users).where(eq(users.stripeSubscriptionId, sub.id)).limit(1);
  if (bySubscription) return bySubscription;
  const byId = await userById(tx, sub.metadata?.userId);
  if (byId) return byId;
  const customer = idOf(sub.customer);
  if (!customer) return null;
  const [byCustomer] = await tx.select().from(users).where(eq(users.stripeCustomerId, customer)).limit(1);
  return byCustomer ?? null;
}

/** The billing period an invoice pays for: the latest period among its lines. */
export function invoicePeriodStart(invoice: InvoiceLike): number {
  const starts = invoice.lines.data.map((l) => l.period.start);
  return starts.length ? Math.max(...starts) : invoice.period_start;
}

export function invoicePlan(invoice: InvoiceLike, sub: SubscriptionLike, plans: Plan[]): Plan | null {
  return (
    planFromMetadata(invoice.parent?.subscription_details?.metadata, plans, invoicePeriodStart(invoice)) ??
    planForSubscription(sub, plans)
  );
}

/** Drops the tier of canceled memberships whose paid period has ended; returns how many. */
export async function expireLapsedMemberships(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(users)
    .set({ membershipTier: 0 })
    .where(and(eq(users.membershipStatus, "canceled"), lt(users.membershipPeriodEnd, now), gt(users.membershipTier, 0)))
    .returning({ id: users.id });
  return rows.length;
}

// ---------------------------------------------------------------- checkout fulfilment

/** Fulfils a paid checkout session: the purchase row, then what was bought. */
export async function fulfilCheckoutSession(
  tx: Db,
  env: Env,
  session: CheckoutSessionLike,
  subscription: SubscriptionLike | null,
  now: Date,
  effects: AfterCommit,
): Promise<Outcome> {
  const kind = purchaseKind(session.metadata);
  // Delayed payment methods complete unpaid; checkout.session.async_payment_succeeded fulfils them.
  if (!kind || session.payment_status === "unpaid") return "ignored";
  const meta = session.metadata ?? {};
  const purchase = {
    sessionId: session.id,
    kind,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
  };

  if (isSubscriptionKind(kind)) {
    const plans = await listPlans(tx);
    const plan = planFromMetadata(meta, plans, null) ?? (subscription && planForSubscription(subscription, plans));
    if (!plan) return "ignored";
    const item = { itemId: plan.id, itemName: purchaseItemName(kind, plan.name) };
    const buyer = await settlePurchase(tx, env, session, { ...purchase, ...item }, subscription, effects);
    if (buyer && subscription) await grantMembership(tx, buyer, subscription, now, effects, "own");
    return "fulfilled";
  }

  if (kind === "store_order") {
    const itemName = meta.itemName || "Store order";
    const orderId = Number(meta.orderId);
    const valid = Number.isInteger(orderId) && orderId > 0;
    await settlePurchase(tx, env, session, { ...purchase, itemId: valid ? orderId : null, itemName }, null, effects);
    if (valid)
      await fulfilStoreOrder(tx, { orderId, sessionId: session.id, address: shippingAddressOf(session) }, now, effects);
    return "fulfilled";
  }

  const packageKind = kind === "owner_package" ? "owner" : "sponsor";
  const [pkg] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, Number(meta.packageId) || 0), eq(packages.kind, packageKind)));
  const name = pkg?.name ?? meta.packageName ?? "Package";
  // Packages are sold to signed-in members; a held one is only linked to its owner when claimed.
  const buyer = await settlePurchase(
    tx,
    env,
    session,
    { ...purchase, itemId: pkg?.id ?? null, itemName: purchaseItemName(kind, name) },
    null,
    effects,
  );

  if (kind === "owner_package") {
    const listingId = Number(meta.listingId);
    if (buyer && Number.isInteger(listingId) && listingId > 0) {
      await activateOwnerPackage(tx, { listingId, userId: buyer.id, packageName: name }, new Date());
    }
  } else {
    const company =
      meta.company || buyer?.fullName || buyer?.username || session.customer_details?.name || "New sponsor";
    await tx.insert(sponsors).values({
      name: company,
      logo: logoInitials(company),
      tier: sponsorTier(name),
      status: "pending",
      contactName: meta.contactName || buyer?.fullName || session.customer_details?.name || "",
      contactEmail: buyer?.email ?? session.customer_details?.email ?? session.customer_email ?? "",
      notes: `Bought the ${name} sponsor package (checkout ${session.id}); awaiting review.`,
      userId: buyer?.id ?? null,
    });
  }
  return "fulfilled";
}

export type PurchaseRecord = {
  sessionId: string;
  kind: PurchaseKind;
  itemId: number | null;
  itemName: string;
  amount: number;
  currency: string;
};

/** Records the paid purchase for its buyer, or holds it for the account its email belongs to; returns the buyer. */
async function settlePurchase(
  tx: Db,
  env: Env,
  session: CheckoutSessionLike,
  purchase: PurchaseRecord,
  subscription: SubscriptionLike | null,
  effects: AfterCommit,
) {
  const { buyer, heldFor } = await resolveBuyer(tx, env, session, purchase.itemName, effects);
  const fresh = await recordPurchase(tx, { ...purchase, userId: buyer?.id ?? null });
  if (heldFor) await holdPurchase(tx, env, session, heldFor, { ...purchase, subscription }, effects);
  const email = buyer?.email ?? heldFor?.email ?? session.customer_details?.email ?? session.customer_email;
  // A store order's confirmation is its receipt (with its lines and shipping address).
  if (fresh && email && purchase.kind !== "store_order") {
    const trialEnd = subscription?.status === "trialing" ? periodOf(subscription).end : null;
    const note = trialEnd
      ? `Your free trial runs until ${longDate(new Date(trialEnd * 1000))}; then it is ${dollars(subscription!.items.data[0]?.price?.unit_amount ?? 0)} per month, and your monthly points start with that first paid month.`
      : undefined;
    effects.mails.push(
      receiptMail(env, email, {
        itemName: purchase.itemName,
        amount: purchase.amount,
        reference: session.id,
        paidAt: new Date(),
        note,
      }),
    );
  }
  return buyer;
}

/** Marks the purchase paid; true the first time (a repeated completion sends no second receipt). */
export async function recordPurchase(tx: Db, p: PurchaseRecord & { userId: number | null }): Promise<boolean> {
  const [before] = await tx
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.stripeSessionId, p.sessionId));
  await tx
    .insert(purchases)
    .values({
      userId: p.userId,
      kind: p.kind,
      itemId: p.itemId,
      itemName: p.itemName,
      amount: p.amount,
      currency: p.currency,
      stripeSessionId: p.sessionId,
      status: "paid",
    })
    .onConflictDoUpdate({
      target: purchases.stripeSessionId,
      // A redelivered checkout of a held purchase (no buyer) keeps the owner a claim has given it.
      set: {
        status: "paid",
        userId: sql`coalesce(excluded.user_id, ${purchases.userId})`,
        amount: p.amount,
        currency: p.currency,
      },
    });
  return before?.status !== "paid";
}

/** Up to three letters: the initials of a multi-word name, else its first two letters. */
export function logoInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((w) => w[0]).join("") : (words[0] ?? "SP").slice(0, 2);
  return letters.slice(0, 3).toUpperCase();
}

function sponsorTier(packageName: string): "gold" | "silver" | "bronze" {
  const tier = packageName.toLowerCase();
  return tier === "gold" || tier === "silver" ? tier : "bronze";
}
