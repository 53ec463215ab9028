import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { listings, packages, purchases, users } from "../../../db/schema";
import { hitRateLimit } from "../../auth/rate-limit";
import type { Db } from "../../../db/client";
import type { SessionUser } from "../../auth/session";
import type { Env } from "../../env";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { listPlans } from "../listings/catalog";
import { demoGateway } from "./demo-checkout";
import { idInput } from "../../lib/inputs";
import {
  expireLapsedMemberships,
  hasLiveMembership,
  isSubscriptionKind,
  purchaseItemName,
  type PurchaseKind,
} from "./fulfilment";
import { stripeGateway, type PaymentDeps, type PaymentGateway } from "./stripe-client";
import type { CheckoutParams } from "../../../db/schema/stripe-json";

export type Caller = { user: SessionUser | null; ip: string };

const TRIAL_DAYS = 14;
const TRIAL_PRODUCT_ID = "luxe-insider-trial";
const MISSING_INFORMATION = "Missing Information - Please fill in all required fields.";

/**
 * Stripe when a key is set; without one the built-in demo checkout (env.ts refuses to start production without a key).
 */
export function paymentGateway(env: Env, db: Db): PaymentGateway {
  return env.STRIPE_SECRET_KEY ? stripeGateway(env) : demoGateway(db);
}

// ---------------------------------------------------------------- inputs

export const membershipCheckoutInput = z.object({
  tierName: z.string().trim().min(1, "Choose a membership tier.").max(60),
  /** Sent as "guest" by the plan cards; the session, not this field, decides who is buying. */
  userId: z.union([z.string(), z.number()]).nullish(),
});

// Trial fields are checked by the service, so every missing one gets the form's one message.
const field = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v).trim()))
    .pipe(z.string().max(max));

export const trialInput = z.object({
  email: field(254),
  firstName: field(100),
  lastName: field(100),
  phone: field(40),
  addressLine1: field(200),
  addressLine2: field(200),
  city: field(100),
  state: field(100),
  postalCode: field(20),
  country: field(60),
});

const TRIAL_REQUIRED = ["email", "firstName", "lastName", "addressLine1", "city", "state", "postalCode"] as const;

export const packageCheckoutInput = z
  .object({
    kind: z.enum(["owner", "sponsor"], "Choose an owner or sponsor package."),
    packageName: z.string().trim().min(1).max(60).optional(),
    packageId: idInput.optional(),
    listingId: idInput.optional(),
    company: z.string().trim().max(100).optional(),
    contactName: z.string().trim().max(100).optional(),
  })
  .refine((v) => v.packageName || v.packageId, { message: "Choose a package.", path: ["packageName"] });

// ---------------------------------------------------------------- checkouts

// Checkout sessions (and their pending purchase rows) per address; generous for people, not for scripts.
const CHECKOUT_LIMIT = 40;
const CHECKOUT_WINDOW_MS = 10 * 60_000;

export async function createMembershipCheckout(
  deps: PaymentDeps,
  caller: Caller,
  input: z.infer<typeof membershipCheckoutInput>,
) {
  const gateway = await prepare(deps, caller);
  const plan = await resolvePlan(deps, input.tierName);
  const { user } = caller;
  if (user && hasLiveMembership(user)) {
    // One subscription per member: another plan is a change to it, never a second purchase.
    throw conflict(
      user.membershipTier === plan.id
        ? `You already have the ${plan.name} membership.`
        : `You already have a membership. Change it to ${plan.name} on the Membership page: it changes your current plan, with no second subscription.`,
    );
  }
  const withTrial = plan.id >= 2 && !(await hasSubscribedBefore(deps.db, user, user?.email));
  const { url } = await openCheckout(
    deps,
    gateway,
    subscriptionCheckout(deps.env, "membership", plan, user, user?.email, withTrial),
    {
      userId: user?.id ?? null,
      kind: "membership",
      itemId: plan.id,
      itemName: purchaseItemName("membership", plan.name),
      amount: plan.price,
    },
  );
  return { url };
}

/** The Luxe Insider free trial: 14 days, then the plan's monthly price. */
export async function startTrial(deps: PaymentDeps, caller: Caller, input: z.infer<typeof trialInput>) {
  if (TRIAL_REQUIRED.some((k) => input[k] === "")) throw badRequest(MISSING_INFORMATION, { success: false });
  if (!z.email().safeParse(input.email).success)
    throw badRequest("Please enter a valid email address.", { success: false });
  const gateway = await prepare(deps, caller);
  const plan = await resolvePlan(deps, "Luxe Insider");
  const { user } = caller;
  if (user && hasLiveMembership(user)) {
    throw new AppError("CONFLICT", "You already have a membership, so the free trial is not available.", {
      success: false,
    });
  }
  const email = input.email.toLowerCase();
  if (await hasSubscribedBefore(deps.db, user, email)) {
    throw new AppError("CONFLICT", TRIAL_TAKEN, { success: false });
  }
  const fullName = `${input.firstName} ${input.lastName}`;
  const params = subscriptionCheckout(deps.env, "trial", plan, user, email, true, fullName);
  const { url } = await openCheckout(deps, gateway, params, {
    userId: user?.id ?? null,
    kind: "trial",
    itemId: plan.id,
    itemName: purchaseItemName("trial", plan.name),
    amount: 0,
  });
  return {
    success: true as const,
    checkoutUrl: url,
    productId: TRIAL_PRODUCT_ID,
    message: `Your ${TRIAL_DAYS}-day free trial of ${plan.name} is ready. Complete checkout to start it.`,
  };
}

/** Owner listing packages and sponsor packages: one-time payments by signed-in members. */
export async function createPackageCheckout(
  deps: PaymentDeps,
  caller: Caller & { user: SessionUser },
  input: z.infer<typeof packageCheckoutInput>,
) {
  const gateway = await prepare(deps, caller);
  const { user } = caller;
  const pkg = await resolvePackage(deps, input);
  const kind: PurchaseKind = input.kind === "owner" ? "owner_package" : "sponsor_package";
  const metadata: Record<string, string> = {
    kind,
    packageId: String(pkg.id),
    packageName: pkg.name,
    userId: String(user.id),
  };

  if (input.kind === "owner") {
    // A package features one of the buyer's own stays (claimed or submitted on the owner dashboard).
    if (!input.listingId) throw badRequest("Choose which of your stays the package is for.");
    const [listing] = await deps.db
      .select({ id: listings.id, ownerId: listings.ownerId })
      .from(listings)
      .where(eq(listings.id, input.listingId));
    if (!listing) throw notFound("Listing not found.");
    if (listing.ownerId !== user.id)
      throw forbidden("You can buy a package only for a stay you manage: claim it on your owner dashboard first.");
    metadata.listingId = String(listing.id);
  }
  if (input.kind === "sponsor") {
    if (input.company) metadata.company = input.company;
    if (input.contactName) metadata.contactName = input.contactName;
  }

  const itemName = purchaseItemName(kind, pkg.name);
  const params: CheckoutParams = {
    mode: "payment",
    line_items: [
      { quantity: 1, price_data: { currency: "usd", unit_amount: pkg.price, product_data: { name: itemName } } },
    ],
    success_url: successUrl(deps.env),
    cancel_url: `${deps.env.APP_URL}${input.kind === "owner" ? "/owner/dashboard" : "/sponsors"}`,
    metadata,
    payment_intent_data: { metadata },
    ...customerFields(user, user.email),
  };
  const { url } = await openCheckout(deps, gateway, params, {
    userId: user.id,
    kind,
    itemId: pkg.id,
    itemName,
    amount: pkg.price,
  });
  return { url };
}

/** For the success page's polling: complete once the webhook has fulfilled the purchase. */
export async function checkoutStatus(deps: PaymentDeps, sessionId: string) {
  const [row] = await deps.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
  if (!row) throw notFound("Checkout session not found.");
  const paid = row.status === "paid";
  return {
    status: paid ? ("complete" as const) : ("pending" as const),
    kind: row.kind,
    itemName: row.itemName,
    tier: isSubscriptionKind(row.kind) ? row.itemId : null,
    points: paid && isSubscriptionKind(row.kind) ? await monthlyPointsOf(deps.db, row.itemId, row.userId) : null,
  };
}

/** The plan's monthly points and when the first arrive: now for a paid month, at the end of a free trial. */
async function monthlyPointsOf(db: Db, planId: number | null, userId: number | null) {
  const plan = (await listPlans(db)).find((p) => p.id === planId);
  if (!plan) return null;
  const [member] = userId
    ? await db
        .select({ status: users.membershipStatus, periodEnd: users.membershipPeriodEnd })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  const trialEnd = member?.status === "trialing" ? member.periodEnd : null;
  return { monthly: plan.monthlyPoints, firstOn: trialEnd };
}

// ---------------------------------------------------------------- helpers

export async function prepare(deps: PaymentDeps, caller: Caller): Promise<PaymentGateway> {
  const gateway = paymentGateway(deps.env, deps.db);
  const { allowed } = await hitRateLimit(deps.db, `checkout:ip:${caller.ip}`, CHECKOUT_LIMIT, CHECKOUT_WINDOW_MS);
  if (!allowed)
    throw new AppError("TOO_MANY_REQUESTS", "Too many checkout attempts. Please wait a few minutes and try again.");
  await expireLapsedMemberships(deps.db, new Date());
  return gateway;
}

/** "Explorer" or "Luxe Explorer", "Insider" or "Luxe Insider", "Elite" or "Luxe Elite", any case. */
export async function resolvePlan(deps: PaymentDeps, tierName: string) {
  const key = tierName.trim().toLowerCase();
  const plan = (await listPlans(deps.db)).find(
    (p) => p.name.toLowerCase() === key || p.shortName.toLowerCase() === key,
  );
  if (!plan) throw badRequest(`Unknown membership tier: ${tierName.trim()}`);
  return plan;
}

async function resolvePackage(deps: PaymentDeps, input: z.infer<typeof packageCheckoutInput>) {
  const match = input.packageId
    ? eq(packages.id, input.packageId)
    : sql`lower(${packages.name}) = ${input.packageName!.toLowerCase()}`;
  const [pkg] = await deps.db
    .select()
    .from(packages)
    .where(and(eq(packages.kind, input.kind), match));
  if (!pkg) throw badRequest(`Unknown ${input.kind} package: ${input.packageName ?? input.packageId}`);
  return pkg;
}

const successUrl = (env: Env) => `${env.APP_URL}/membership/success?session_id={CHECKOUT_SESSION_ID}`;

/** Signed-in buyers are linked by id; an existing Stripe customer is reused, else the email is prefilled. */
export function customerFields(user: SessionUser | null, email: string | undefined): Partial<CheckoutParams> {
  if (!user) return email ? { customer_email: email } : {};
  const reuse = user.stripeCustomerId?.startsWith("cus_");
  return {
    client_reference_id: String(user.id),
    ...(reuse ? { customer: user.stripeCustomerId! } : email ? { customer_email: email } : {}),
  };
}

export const TRIAL_TAKEN =
  "The free trial is for first-time members. If you have had a Wildluxe membership before, choose a plan on the Membership page.";

/**
 * Free days (the trial offer, and the "14 Days FREE" of plans 2 and 3) are for first-time
 * members: not for the signed-in member, nor for an account with the checkout's email, that has
 * ever had a subscription (the subscription id stays on the account after it ends).
 */
async function hasSubscribedBefore(db: Db, user: SessionUser | null, email: string | undefined): Promise<boolean> {
  if (user?.stripeSubscriptionId) return true;
  if (!email) return false;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNotNull(users.stripeSubscriptionId)))
    .limit(1);
  return Boolean(account);
}

function subscriptionCheckout(
  env: Env,
  kind: "membership" | "trial",
  plan: { id: number; name: string; price: number },
  user: SessionUser | null,
  email: string | undefined,
  withTrial: boolean,
  fullName?: string,
): CheckoutParams {
  const metadata: Record<string, string> = { kind, planId: String(plan.id), tier: plan.name };
  if (user) metadata.userId = String(user.id);
  if (fullName) metadata.fullName = fullName;
  return {
    mode: "subscription",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: plan.price,
          recurring: { interval: "month" },
          product_data: { name: plan.name },
        },
      },
    ],
    success_url: successUrl(env),
    cancel_url: `${env.APP_URL}/membership`,
    metadata,
    // The subscription carries the same metadata, so its own events name the member and the tier.
    subscription_data: { metadata, ...(withTrial ? { trial_period_days: TRIAL_DAYS } : {}) },
    ...customerFields(user, email),
  };
}

/** Creates the session and records the pending purchase that the webhook later marks paid. */
export async function openCheckout(
  deps: PaymentDeps,
  gateway: PaymentGateway,
  params: CheckoutParams,
  pending: { userId: number | null; kind: PurchaseKind; itemId: number; itemName: string; amount: number },
) {
  let session: { id: string; url: string };
  try {
    session = await gateway.createCheckoutSession(params);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, kind: pending.kind }, "creating a checkout session failed");
    throw new AppError("UNAVAILABLE", "Failed to create checkout session. Please try again.");
  }
  await deps.db
    .insert(purchases)
    .values({ ...pending, currency: "usd", stripeSessionId: session.id, status: "pending" })
    .onConflictDoNothing();
  return session;
}
