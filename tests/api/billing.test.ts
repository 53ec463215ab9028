import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, listings, purchases, users } from "../../db/schema";
import { DEFAULT_SENDER } from "../../server/services/mail/outbox";
import { reloadUser, signedInMember, type TestApp } from "../helpers/app";
import { signedDelivery, stripeEvent, type StripeFake } from "../fakes/stripe-fake";
import { startStripeApp } from "../helpers/stripe-app";

// Billing against the local Stripe fake: the real SDK, the real webhook handler.
const SECRET = "whsec_test_billing";

let fake: StripeFake;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close: stop } = await startStripeApp(SECRET));
});
afterAll(() => stop());

async function deliver(type: string, object: Record<string, unknown>) {
  const { body, headers } = signedDelivery(stripeEvent(type, object), SECRET);
  const res = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: "POST", body, headers });
  expect(res.status).toBe(200);
  return res.json();
}

/** A member on `tierName`; `trial` keeps the first-time 14 free days, else they paid at checkout. */
async function member(tierName: string, { trial = false } = {}) {
  const { user, http } = await signedInMember(t);
  if (!trial) {
    // Subscribed before, so this checkout charges at once.
    await t.database.db
      .update(users)
      .set({ stripeSubscriptionId: `sub_lapsed_${user.id}`, membershipStatus: "canceled" })
      .where(eq(users.id, user.id));
  }
  const res = await http.post("/api/membership/create-checkout-session", { tierName, userId: "guest" });
  expect(res.status).toBe(200);
  const session = fake.completeSession(res.json.url.split("/").pop());
  await deliver("checkout.session.completed", session);
  const subscriptionId = session.subscription as string;
  return {
    user,
    http,
    subscriptionId,
    sessionId: session.id as string,
    caller: async () => t.caller(await reloadUser(t.database, user.id)),
  };
}

const mailTo = async (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);

describe("Manage billing", () => {
  it("opens Stripe's customer portal for a member with a Stripe customer", async () => {
    const { user, caller } = await member("Luxe Insider");
    const { url } = await (await caller()).payments.billingPortal();
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const customer = (await reloadUser(t.database, user.id)).stripeCustomerId;
    expect(customer).toMatch(/^cus_/);
    expect(fake.last("POST /v1/billing_portal/sessions")!.body).toMatchObject({
      customer,
      return_url: `${t.deps.env.APP_URL}/account`,
    });
  });
});

describe("plan changes change the one subscription", () => {
  it("upgrades now with proration on the same subscription, and mails the prorated receipt", async () => {
    const { user, http, subscriptionId, caller } = await member("Luxe Insider");
    const sessionsBefore = fake.sessions.size;
    const subscriptionsBefore = fake.subscriptions.size;

    expect(await (await caller()).payments.changePlan({ tierName: "Luxe Elite" })).toEqual({
      change: "upgraded",
      plan: "Luxe Elite",
    });
    const update = fake.last(`POST /v1/subscriptions/${subscriptionId}`)!.body;
    expect(update).toMatchObject({ proration_behavior: "always_invoice", metadata: { planId: "3", nextPlanId: "" } });
    expect(update.items[0]).toMatchObject({
      id: fake.subscriptions.get(subscriptionId)!.items.data[0].id,
      price_data: { unit_amount: "1999", product: "wildluxe_plan_3" },
    });
    // No second checkout, no second subscription.
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(fake.subscriptions.size).toBe(subscriptionsBefore);
    expect((await http.get("/api/user/me")).json).toMatchObject({ membershipTier: 3, membershipStatus: "active" });
    expect(await reloadUser(t.database, user.id)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      membershipNextTier: null,
    });

    // Stripe charged the difference for the rest of the month and reports it paid.
    const sub = fake.subscriptions.get(subscriptionId)!;
    const invoice = fake.invoices.get(sub.latest_invoice)!;
    expect(invoice.billing_reason).toBe("subscription_update");
    expect(invoice.amount_paid).toBeGreaterThan(490);
    expect(invoice.amount_paid).toBeLessThanOrEqual(500);
    const paidItems = async () => (await (await caller()).payments.billing()).payments.map((p) => p.itemName);
    expect(await paidItems()).toEqual(["Luxe Insider"]);
    await deliver("invoice.paid", invoice);
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, invoice.id));
    expect(row).toMatchObject({
      userId: user.id,
      itemName: "Upgrade to Luxe Elite (prorated)",
      amount: invoice.amount_paid,
      status: "paid",
    });
    // The member's payments are kept for them between page views; the payment shows at once.
    expect(await paidItems()).toEqual(["Upgrade to Luxe Elite (prorated)", "Luxe Insider"]);
    const subjects = (await mailTo(user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your Wildluxe receipt: Luxe Insider",
      "Your Wildluxe receipt: Upgrade to Luxe Elite (prorated)",
    ]);
  });

  it("downgrades at the end of the paid period: the tier stays until then, the lower price is billed from then", async () => {
    const { user, http, subscriptionId, caller } = await member("Luxe Elite");
    const periodEnd = fake.subscriptions.get(subscriptionId)!.items.data[0].current_period_end as number;

    expect(await (await caller()).payments.changePlan({ tierName: "Explorer" })).toEqual({
      change: "scheduled",
      plan: "Luxe Explorer",
    });
    const update = fake.last(`POST /v1/subscriptions/${subscriptionId}`)!.body;
    expect(update).toMatchObject({
      proration_behavior: "none",
      metadata: { planId: "3", nextPlanId: "1", nextPlanFrom: String(periodEnd) },
    });
    expect((await http.get("/api/user/me")).json.membershipTier).toBe(3);
    const billing = await (await caller()).payments.billing();
    expect(billing).toMatchObject({ tier: 3, planName: "Luxe Elite", nextTier: 1, nextPlanName: "Luxe Explorer" });
    expect(billing.nextTierAt).toEqual(new Date(periodEnd * 1000));

    // Choosing Elite again keeps it: the scheduled downgrade is undone, nothing is charged.
    expect(await (await caller()).payments.changePlan({ tierName: "Elite" })).toEqual({
      change: "kept",
      plan: "Luxe Elite",
    });
    expect((await (await caller()).payments.billing()).nextTier).toBeNull();
    await (await caller()).payments.changePlan({ tierName: "Explorer" });

    // The period ends: Stripe renews at the new price and the member is on Luxe Explorer.
    const invoice = fake.renewSubscription(subscriptionId);
    expect(invoice.amount_paid).toBe(999);
    await deliver("invoice.paid", invoice);
    expect(await reloadUser(t.database, user.id)).toMatchObject({
      membershipTier: 1,
      membershipNextTier: null,
      stripeSubscriptionId: subscriptionId,
    });
    const subjects = (await mailTo(user.email)).map((m) => m.subject);
    expect(subjects).toContain("Your Wildluxe receipt: Luxe Explorer monthly membership");
  });

  it("never starts a second subscription for a member who has one", async () => {
    const { http } = await member("Luxe Insider");
    const sessionsBefore = fake.sessions.size;
    const res = await http.post("/api/membership/create-checkout-session", { tierName: "Luxe Elite", userId: "guest" });
    expect(res.status).toBe(409);
    expect(res.json.error).toContain("Change it to Luxe Elite on the Membership page");
    expect(fake.sessions.size).toBe(sessionsBefore);
  });

  it("refuses a change without a membership, and an unknown plan, with a 4xx", async () => {
    const { user } = await signedInMember(t);
    await expect(t.caller(user).payments.changePlan({ tierName: "Luxe Elite" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You have no membership to change. Choose a plan to start one.",
    });
    const { caller } = await member("Luxe Insider");
    await expect((await caller()).payments.changePlan({ tierName: "Platinum" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect((await caller()).payments.changePlan({ tierName: "Luxe Insider" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });
});

describe("receipts and lifecycle mail", () => {
  it("sends a receipt from the default sender for a membership, an owner package and a sponsor package", async () => {
    const { user, http } = await member("Luxe Insider");
    const [listing] = await t.database.db.select({ id: listings.id }).from(listings).limit(1);
    await t.database.db.update(listings).set({ ownerId: user.id }).where(eq(listings.id, listing!.id));
    for (const body of [
      { kind: "owner", packageName: "Featured", listingId: listing!.id },
      { kind: "sponsor", packageName: "Gold", company: "Trail Co" },
    ]) {
      const res = await http.post("/api/packages/checkout", body, { origin: t.baseUrl });
      expect(res.status).toBe(200);
      await deliver("checkout.session.completed", fake.completeSession(res.json.url.split("/").pop()));
    }
    const mail = await mailTo(user.email);
    const receipts = mail.filter((m) => m.subject.startsWith("Your Wildluxe receipt"));
    expect(receipts.map((m) => m.subject)).toEqual([
      "Your Wildluxe receipt: Luxe Insider",
      "Your Wildluxe receipt: Featured listing package",
      "Your Wildluxe receipt: Gold sponsor package",
    ]);
    expect(receipts.every((m) => m.fromAddress === DEFAULT_SENDER)).toBe(true);
    expect(receipts[0]!.text).toContain("$14.99");
    expect(receipts[1]!.text).toContain("$99.99");
  });

  it("mails when a trial ends in 3 days, when a payment fails and when the member cancels (once)", async () => {
    const { user, subscriptionId, sessionId, caller } = await member("Luxe Insider", { trial: true });
    // The success page says when the monthly points arrive: with the first paid month, after the trial.
    const trialEnd = fake.subscriptions.get(subscriptionId)!.trial_end as number;
    expect((await t.caller(null).payments.checkoutStatus({ sessionId })).points).toEqual({
      monthly: 200,
      firstOn: new Date(trialEnd * 1000),
    });
    const receipt = (await mailTo(user.email)).find((m) => m.subject === "Your Wildluxe receipt: Luxe Insider");
    expect(receipt?.text).toContain("your monthly points start with that first paid month");

    await deliver("customer.subscription.trial_will_end", fake.subscriptions.get(subscriptionId)!);
    const trial = (await mailTo(user.email)).find((m) => m.subject === "Your Wildluxe free trial ends in 3 days");
    expect(trial?.text).toContain("$14.99 per month");

    const sub = fake.updateSubscription(subscriptionId, { status: "past_due" });
    await deliver("invoice.payment_failed", {
      id: "in_failed_1",
      object: "invoice",
      amount_paid: 0,
      amount_due: 1499,
      customer: sub.customer,
      period_start: 0,
      parent: { subscription_details: { subscription: subscriptionId, metadata: sub.metadata } },
      lines: { data: [] },
    });
    expect((await mailTo(user.email)).find((m) => m.subject === "Your Wildluxe payment failed")?.text).toContain(
      "$14.99",
    );

    fake.updateSubscription(subscriptionId, { status: "active" });
    await deliver("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!);
    expect(await (await caller()).payments.setCancelAtPeriodEnd({ cancel: true })).toEqual({ cancelled: true });
    expect(fake.last(`POST /v1/subscriptions/${subscriptionId}`)!.body.cancel_at_period_end).toBe("true");
    expect((await reloadUser(t.database, user.id)).membershipCancelAt).not.toBeNull();
    // Stripe's own event for the same change sends no second mail.
    await deliver("customer.subscription.updated", fake.subscriptions.get(subscriptionId)!);
    const cancelled = (await mailTo(user.email)).filter((m) => m.subject === "Your Wildluxe membership is cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain("You keep your Luxe Insider benefits until");

    expect(await (await caller()).payments.setCancelAtPeriodEnd({ cancel: false })).toEqual({ cancelled: false });
    expect((await reloadUser(t.database, user.id)).membershipCancelAt).toBeNull();
  });
});
