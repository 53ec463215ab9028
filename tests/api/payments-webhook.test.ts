import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  listings,
  ownerPackages,
  passwordResets,
  processedWebhookEvents,
  purchases,
  sponsors,
  users,
} from "../../db/schema";
import { expireLapsedMemberships } from "../../server/services/payments/fulfilment";
import { getBalance } from "../../server/services/community/points";
import { httpClient, reloadUser, signedInMember, type TestApp } from "../helpers/app";
import { signedDelivery, stripeEvent, type StripeFake } from "../fakes/stripe-fake";
import { startStripeApp } from "../helpers/stripe-app";

const SECRET = "whsec_test_webhook";
const DAY = 24 * 60 * 60;

let fake: StripeFake;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close: stop } = await startStripeApp(SECRET));
});
afterAll(() => stop());

type Http = ReturnType<typeof httpClient>;

async function deliver(event: Record<string, unknown>, secret = SECRET) {
  const { body, headers } = signedDelivery(event, secret);
  const res = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: "POST", body, headers });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const signedIn = () => signedInMember(t);

/** Opens a checkout and returns its session id (the last segment of the Checkout URL). */
async function checkout(http: Http, path: string, body: Record<string, unknown>): Promise<string> {
  const res = await http.post(path, body);
  expect(res.status).toBe(200);
  return (res.json.url ?? res.json.checkoutUrl).split("/").pop();
}

/**
 * A signed-in member who has subscribed before (a lapsed subscription on file), so a checkout for
 * any plan charges at once: the "14 Days FREE" trial is for first-time subscribers only.
 */
async function formerMember() {
  const { user, http } = await signedIn();
  await t.database.db
    .update(users)
    .set({
      stripeCustomerId: `cus_former_${user.id}`,
      stripeSubscriptionId: `sub_lapsed_${user.id}`,
      membershipStatus: "canceled",
    })
    .where(eq(users.id, user.id));
  return { user, http };
}

/**
 * A member who has bought `tierName` through a signed checkout.session.completed. A first-time
 * buyer of Luxe Insider or Luxe Elite starts on the 14-day trial; `subscribedBefore` pays at once.
 */
async function member(tierName = "Luxe Insider", { subscribedBefore = false } = {}) {
  const { user, http } = subscribedBefore ? await formerMember() : await signedIn();
  const sessionId = await checkout(http, "/api/membership/create-checkout-session", { tierName, userId: "guest" });
  const session = fake.completeSession(sessionId);
  expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
  return { user, http, session, subscriptionId: session.subscription as string };
}

const me = async (http: Http) => (await http.get("/api/user/me")).json;
const counts = async () => {
  const [p] = await t.database.db.select({ n: count() }).from(purchases);
  const [u] = await t.database.db.select({ n: count() }).from(users);
  return { purchases: p!.n, users: u!.n };
};

function invoiceFor(sub: Record<string, any>, start: number, amountPaid = 1499) {
  return {
    id: `in_test_${Math.random().toString(36).slice(2, 10)}`,
    object: "invoice",
    customer: sub.customer,
    status: "paid",
    amount_paid: amountPaid,
    currency: "usd",
    period_start: start,
    period_end: start,
    parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    lines: { object: "list", data: [{ period: { start, end: start + 30 * DAY } }] },
  };
}

describe("checkout.session.completed for a membership", () => {
  it("raises a returning member to Luxe Insider, records the purchase, grants the first month's 200 points", async () => {
    const { user, http, session, subscriptionId } = await member("Luxe Insider", { subscribedBefore: true });
    expect(fake.last("POST /v1/checkout/sessions")!.body.subscription_data.trial_period_days).toBeUndefined();
    const current = await me(http);
    expect(current.membershipTier).toBe(2);
    expect(current.membershipStatus).toBe("active");
    expect(new Date(current.membershipPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 25 * DAY * 1000);
    const row = await reloadUser(t.database, user.id);
    expect(row.stripeSubscriptionId).toBe(subscriptionId);
    expect(row.stripeCustomerId).toBe(session.customer);
    expect(fake.last(`GET /v1/subscriptions/${subscriptionId}`)).toBeDefined();
    expect(await getBalance(t.database.db, user.id)).toBe(200);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, session.id));
    expect(purchase).toMatchObject({
      userId: user.id,
      kind: "membership",
      itemId: 2,
      itemName: "Luxe Insider",
      amount: 1499,
      status: "paid",
    });
    expect(await t.caller(null).payments.checkoutStatus({ sessionId: session.id })).toEqual({
      status: "complete",
      kind: "membership",
      itemName: "Luxe Insider",
      tier: 2,
      // Paid at once: this month's points are in, so the success page says so.
      points: { monthly: 200, firstOn: null },
    });
  });

  it("changes nothing when the same event is delivered again", async () => {
    const { user, http, session } = await formerMember().then(async ({ user, http }) => {
      const id = await checkout(http, "/api/membership/create-checkout-session", { tierName: "Insider" });
      return { user, http, session: fake.completeSession(id) };
    });
    const event = stripeEvent("checkout.session.completed", session);
    expect((await deliver(event)).json).toEqual({ received: true, outcome: "fulfilled" });
    const before = { me: await me(http), points: await getBalance(t.database.db, user.id), ...(await counts()) };

    expect((await deliver(event)).json).toEqual({ received: true, outcome: "duplicate" });
    // Even as a new event id (Stripe re-sending after a resend from the dashboard), the same session changes nothing.
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    const after = { me: await me(http), points: await getBalance(t.database.db, user.id), ...(await counts()) };
    expect(after).toEqual(before);
    expect(after.points).toBe(200);
    const rows = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });

  it("starts a first-time Luxe Insider member on the 14-day trial: tier 2 now, 200 points from the first paid invoice", async () => {
    const { user, http, session, subscriptionId } = await member("Luxe Insider");
    expect(fake.last("POST /v1/checkout/sessions")!.body.subscription_data.trial_period_days).toBe("14");
    const sub = fake.subscriptions.get(subscriptionId)!;
    const trialEnd = sub.trial_end as number;
    expect(trialEnd).toBe(sub.items.data[0].current_period_start + 14 * DAY);
    const trialing = await me(http);
    expect(trialing).toMatchObject({ membershipTier: 2, membershipStatus: "trialing" });
    expect(new Date(trialing.membershipPeriodEnd).getTime()).toBe(trialEnd * 1000);
    expect(await getBalance(t.database.db, user.id)).toBe(0);
    // Nothing was charged at checkout.
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, session.id));
    expect(purchase).toMatchObject({
      userId: user.id,
      kind: "membership",
      itemId: 2,
      itemName: "Luxe Insider",
      amount: 0,
      status: "paid",
    });

    // The trial's own $0 invoice earns nothing.
    const trialInvoice = fake.invoices.get(sub.latest_invoice)!;
    expect(trialInvoice.amount_paid).toBe(0);
    await deliver(stripeEvent("invoice.paid", trialInvoice));
    expect(await getBalance(t.database.db, user.id)).toBe(0);
    expect(await me(http)).toMatchObject({ membershipTier: 2, membershipStatus: "trialing" });

    // When the trial ends Stripe charges the first month: the member is active and gets its 200 points, once.
    const firstPaid = fake.renewSubscription(subscriptionId);
    expect(firstPaid).toMatchObject({
      amount_paid: 1499,
      lines: { data: [{ period: { start: trialEnd, end: trialEnd + 30 * DAY } }] },
    });
    await deliver(stripeEvent("invoice.paid", firstPaid));
    expect(await getBalance(t.database.db, user.id)).toBe(200);
    await deliver(stripeEvent("invoice.paid", firstPaid));
    expect(await getBalance(t.database.db, user.id)).toBe(200);
    const active = await me(http);
    expect(active).toMatchObject({ membershipTier: 2, membershipStatus: "active" });
    expect(new Date(active.membershipPeriodEnd).getTime()).toBe((trialEnd + 30 * DAY) * 1000);
  });

  it("a second checkout completed after the first (opened in another tab) cancels the old subscription so nobody pays twice", async () => {
    // A paying member cannot open a second checkout; one opened before the first was paid can still complete.
    const { user, http } = await formerMember();
    const id = await checkout(http, "/api/membership/create-checkout-session", { tierName: "Luxe Elite" });
    const first = fake.completeSession(
      await checkout(http, "/api/membership/create-checkout-session", { tierName: "Luxe Explorer" }),
    );
    await deliver(stripeEvent("checkout.session.completed", first));
    const old = first.subscription as string;
    const session = fake.completeSession(id);
    await deliver(stripeEvent("checkout.session.completed", session));
    expect((await me(http)).membershipTier).toBe(3);
    // Having subscribed before, the upgrade is charged at once: there is no second free trial.
    expect(fake.last("POST /v1/checkout/sessions")!.body.subscription_data.trial_period_days).toBeUndefined();
    expect(fake.last(`DELETE /v1/subscriptions/${old}`)).toBeDefined();
    // The old subscription's deletion event then leaves the new one alone.
    await deliver(stripeEvent("customer.subscription.deleted", fake.subscriptions.get(old)!));
    const row = await reloadUser(t.database, user.id);
    expect(row).toMatchObject({
      membershipTier: 3,
      membershipStatus: "active",
      stripeSubscriptionId: session.subscription,
    });
    expect(await getBalance(t.database.db, user.id)).toBe(100 + 400);
  });
});

describe("signatures", () => {
  it("refuses a bad, missing or stale signature with 400 and records nothing", async () => {
    const { session } = await member();
    const event = stripeEvent("checkout.session.completed", session);
    const wrong = await deliver(event, "whsec_someone_else");
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe("Invalid webhook signature.");

    const { body, headers } = signedDelivery(event, SECRET);
    const tampered = await fetch(`${t.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers,
      body: body.replace('"livemode":false', '"livemode":true'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(`${t.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { error: string }).error).toBe("Missing Stripe-Signature header.");

    const rows = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, event.id));
    expect(rows).toHaveLength(0);
  });

  it("answers 200 and does nothing for events that are not ours", async () => {
    const foreign = stripeEvent("checkout.session.completed", {
      id: "cs_other",
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      metadata: {},
      amount_total: 500,
    });
    expect((await deliver(foreign)).json).toEqual({ received: true, outcome: "ignored" });
    expect((await deliver(stripeEvent("charge.refunded", { id: "ch_1", object: "charge" }))).json.outcome).toBe(
      "ignored",
    );
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, "cs_other"));
    expect(row).toBeUndefined();
  });
});

describe("subscription events", () => {
  it("uses the subscription fetched from Stripe, not the event's possibly stale copy", async () => {
    const { http, subscriptionId } = await member("Luxe Insider");
    const stale = {
      ...fake.subscriptions.get(subscriptionId)!,
      status: "canceled",
      metadata: { kind: "membership", planId: "3" },
    };
    const before = fake.requests.length;
    await deliver(stripeEvent("customer.subscription.updated", stale));
    expect(
      fake.requests.slice(before).some((r) => r.method === "GET" && r.path === `/v1/subscriptions/${subscriptionId}`),
    ).toBe(true);
    expect(await me(http)).toMatchObject({ membershipTier: 2, membershipStatus: "trialing" });

    // Later Stripe reports past_due (the trial ended, the card failed); an older "trialing" event arriving after that
    // does not undo it.
    const now = fake.updateSubscription(subscriptionId, { status: "past_due" });
    await deliver(stripeEvent("customer.subscription.updated", { ...now, status: "trialing" }));
    expect(await me(http)).toMatchObject({ membershipTier: 2, membershipStatus: "past_due" });
  });

  it("keeps the tier of a cancelled membership until the paid period ends", async () => {
    const { user, http, subscriptionId } = await member("Luxe Insider", { subscribedBefore: true });
    const periodEnd = fake.subscriptions.get(subscriptionId)!.items.data[0].current_period_end as number;
    const canceled = fake.updateSubscription(subscriptionId, {
      status: "canceled",
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await deliver(stripeEvent("customer.subscription.deleted", canceled));
    const current = await me(http);
    expect(current).toMatchObject({ membershipTier: 2, membershipStatus: "canceled" });
    expect(new Date(current.membershipPeriodEnd).getTime()).toBe(periodEnd * 1000);

    expect(await expireLapsedMemberships(t.database.db, new Date())).toBe(0);
    expect((await reloadUser(t.database, user.id)).membershipTier).toBe(2);
    expect(await expireLapsedMemberships(t.database.db, new Date(periodEnd * 1000 + 1000))).toBeGreaterThanOrEqual(1);
    expect(await me(http)).toMatchObject({ membershipTier: 0, membershipStatus: "canceled" });
  });

  it("drops the tier at once when the cancelled subscription's period is already over", async () => {
    const { http, subscriptionId } = await member("Luxe Elite");
    const past = Math.floor(Date.now() / 1000) - DAY;
    const sub = fake.subscriptions.get(subscriptionId)!;
    const canceled = fake.updateSubscription(subscriptionId, {
      status: "canceled",
      items: {
        ...sub.items,
        data: [{ ...sub.items.data[0], current_period_start: past - 30 * DAY, current_period_end: past }],
      },
    });
    await deliver(stripeEvent("customer.subscription.deleted", canceled));
    expect(await me(http)).toMatchObject({ membershipTier: 0, membershipStatus: "canceled" });
  });
});

describe("invoices", () => {
  it("invoice.paid grants Luxe Insider's 200 points once per billing period", async () => {
    const { user, subscriptionId } = await member("Luxe Insider", { subscribedBefore: true });
    const sub = fake.subscriptions.get(subscriptionId)!;
    expect(await getBalance(t.database.db, user.id)).toBe(200);

    // The first invoice pays for the period the checkout already credited.
    const first = fake.invoices.get(sub.latest_invoice)!;
    expect(first).toMatchObject({
      amount_paid: 1499,
      lines: { data: [{ period: { start: sub.items.data[0].current_period_start } }] },
    });
    await deliver(stripeEvent("invoice.paid", first));
    expect(await getBalance(t.database.db, user.id)).toBe(200);

    const renewal = fake.renewSubscription(subscriptionId);
    await deliver(stripeEvent("invoice.paid", renewal));
    expect(await getBalance(t.database.db, user.id)).toBe(400);
    await deliver(stripeEvent("invoice.paid", renewal));
    await deliver(stripeEvent("invoice.paid", { ...renewal, id: "in_test_other_copy" }));
    expect(await getBalance(t.database.db, user.id)).toBe(400);
  });

  it("gives Luxe Elite 400 points a month, and a trial's $0 invoice none", async () => {
    const elite = await member("Luxe Elite", { subscribedBefore: true });
    expect(await getBalance(t.database.db, elite.user.id)).toBe(400);
    const renewal = fake.renewSubscription(elite.subscriptionId);
    expect(renewal.amount_paid).toBe(1999);
    await deliver(stripeEvent("invoice.paid", renewal));
    expect(await getBalance(t.database.db, elite.user.id)).toBe(800);

    const { user, http } = await signedIn();
    const id = await checkout(http, "/api/membership/luxe-insider-trial", {
      email: user.email,
      firstName: "Tess",
      lastName: "Oak",
      addressLine1: "2 Lake St",
      city: "Ely",
      state: "MN",
      postalCode: "55731",
    });
    const session = fake.completeSession(id);
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(await me(http)).toMatchObject({ membershipTier: 2, membershipStatus: "trialing" });
    const trialInvoice = fake.invoices.get(fake.subscriptions.get(session.subscription)!.latest_invoice)!;
    expect(trialInvoice.amount_paid).toBe(0);
    await deliver(stripeEvent("invoice.paid", trialInvoice));
    expect(await getBalance(t.database.db, user.id)).toBe(0);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, id));
    expect(purchase).toMatchObject({
      kind: "trial",
      itemName: "Luxe Insider free trial",
      amount: 0,
      status: "paid",
      userId: user.id,
    });
  });

  it("invoice.payment_failed marks the membership past_due and keeps the tier", async () => {
    const { http, subscriptionId } = await member("Luxe Insider");
    const sub = fake.subscriptions.get(subscriptionId)!;
    const failed = {
      ...invoiceFor(sub, sub.items.data[0].current_period_end, 0),
      id: sub.latest_invoice,
      status: "open",
    };
    await deliver(stripeEvent("invoice.payment_failed", failed));
    expect(await me(http)).toMatchObject({ membershipTier: 2, membershipStatus: "past_due" });
  });
});

describe("guest checkout", () => {
  it("creates the account with the email Checkout collected and mails a set-password link", async () => {
    const sessionId = await checkout(httpClient(t.baseUrl), "/api/membership/create-checkout-session", {
      tierName: "Explorer",
      userId: "guest",
    });
    const session = fake.completeSession(sessionId, { email: "River.Guest@Example.com", name: "River Guest" });
    await deliver(stripeEvent("checkout.session.completed", session));

    const [account] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'river.guest@example.com'`);
    expect(account).toMatchObject({
      email: "river.guest@example.com",
      fullName: "River Guest",
      passwordHash: null,
      membershipTier: 1,
      membershipStatus: "active",
    });
    expect(account!.username).toMatch(/^river\.guest-\d{4}$/);
    expect(await getBalance(t.database.db, account!.id)).toBe(100);

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "river.guest@example.com"));
    expect(mail!.subject).toBe("Welcome to Wildluxe - set your password");
    const token = new RegExp(`${t.deps.env.APP_URL}/reset-password\\?token=([a-z2-7]+)`).exec(mail!.text)![1]!;
    const [reset] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, account!.id));
    expect(reset!.id).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(reset!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY * 1000);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(purchase!.userId).toBe(account!.id);
  });
});

describe("packages", () => {
  it("an owner package features the buyer's own listing for a year", async () => {
    const { user, http } = await signedIn();
    const [listing] = await t.database.db
      .update(listings)
      .set({ featured: false, ownerId: user.id })
      .where(eq(listings.id, 7))
      .returning();
    expect(listing!.featured).toBe(false);
    const sessionId = await checkout(http, "/api/packages/checkout", {
      kind: "owner",
      packageName: "Featured",
      listingId: 7,
    });
    await deliver(stripeEvent("checkout.session.completed", fake.completeSession(sessionId)));
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, 7));
    expect(after).toMatchObject({ featured: true, ownerId: user.id });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(purchase).toMatchObject({
      userId: user.id,
      kind: "owner_package",
      itemName: "Featured listing package",
      amount: 9999,
      status: "paid",
    });
    const [pkg] = await t.database.db.select().from(ownerPackages).where(eq(ownerPackages.listingId, 7));
    expect(pkg).toMatchObject({ userId: user.id, packageName: "Featured" });
    expect(Math.round((pkg!.endsAt.getTime() - pkg!.startsAt.getTime()) / 86_400_000)).toBe(365);
  });

  it("a sponsor package creates a pending sponsor for admin review", async () => {
    const { user, http } = await signedIn();
    const sessionId = await checkout(http, "/api/packages/checkout", {
      kind: "sponsor",
      packageName: "Gold",
      company: "Summit Outfitters",
      contactName: "Jo Summit",
    });
    await deliver(stripeEvent("checkout.session.completed", fake.completeSession(sessionId)));
    const [sponsor] = await t.database.db.select().from(sponsors).where(eq(sponsors.userId, user.id));
    expect(sponsor).toMatchObject({
      name: "Summit Outfitters",
      logo: "SO",
      tier: "gold",
      status: "pending",
      contactName: "Jo Summit",
      contactEmail: user.email,
    });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(purchase).toMatchObject({
      kind: "sponsor_package",
      itemName: "Gold sponsor package",
      amount: 49999,
      status: "paid",
    });
  });
});
