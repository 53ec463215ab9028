import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  emailOutbox,
  pendingEntitlements,
  pointsLedger,
  processedWebhookEvents,
  purchases,
  users,
} from "../../db/schema";
import { ensureDemoMembers } from "../../server/services/accounts/accounts";
import { demoCheckoutRoutes } from "../../server/rest/demo-checkout";
import { createMetrics } from "../../server/lib/metrics";
import { getBalance } from "../../server/services/community/points";
import { httpClient, reloadUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

// No STRIPE_SECRET_KEY: the built-in demo checkout stands in for Stripe.
let t: TestApp;
let demo: Hono;
beforeAll(async () => {
  t = await startTestApp();
  // Mounted as server/app.ts mounts it.
  demo = new Hono().route("/demo-checkout", demoCheckoutRoutes(t.deps));
});
afterAll(() => t.close());

const origin = () => t.deps.env.APP_URL;
const page = async (path: string) => demo.request(`${origin()}${path}`);
const complete = async (
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = { origin: origin() },
) =>
  demo.request(`${origin()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
  });

const signedIn = () => signedInMember(t);

describe("demo checkout without a Stripe key", () => {
  it("runs a membership purchase end to end through the real fulfilment", async () => {
    const { user, http } = await signedIn();
    const res = await http.post("/api/membership/create-checkout-session", {
      tierName: "Luxe Insider",
      userId: "guest",
    });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/demo-checkout\/demo_cs_[\w-]+$/);
    const sessionId = res.json.url.split("/").pop();
    const [pending] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(pending).toMatchObject({
      userId: user.id,
      kind: "membership",
      itemName: "Luxe Insider",
      amount: 1499,
      status: "pending",
    });

    const view = await page(res.json.url);
    expect(view.status).toBe(200);
    const html = await view.text();
    expect(html).toContain("Demo checkout - no payment taken");
    // The site's own tab icon, as on every other page.
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain("Luxe Insider");
    expect(html).toContain("14 days free, then $14.99 per month");
    expect(html).toContain("Complete purchase");
    expect(html).toContain(`name="session_id" value="${sessionId}"`);

    const done = await complete(res.json.url, { session_id: sessionId });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${origin()}/membership/success?session_id=${sessionId}`);

    const me = (await http.get("/api/user/me")).json;
    // Luxe Insider starts with its 14 free days: the tier now, points with the first paid invoice.
    expect(me).toMatchObject({ membershipTier: 2, membershipStatus: "trialing" });
    expect(await getBalance(t.database.db, user.id)).toBe(0);
    expect(await t.caller(null).payments.checkoutStatus({ sessionId })).toMatchObject({ status: "complete", tier: 2 });
    // It went through the webhook handler: both events are recorded as processed.
    const events = await t.database.db.select().from(processedWebhookEvents);
    expect(events.map((e) => e.type).sort()).toEqual(["checkout.session.completed", "invoice.paid"]);

    // A second click is a redelivery of the same events.
    expect((await complete(res.json.url, { session_id: sessionId })).status).toBe(303);
    expect(await getBalance(t.database.db, user.id)).toBe(0);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(1);
    expect(await page(res.json.url).then((r) => r.text())).toContain("This purchase is complete.");

    // "Manage billing" opens the demo portal for a demo purchase.
    expect(await t.caller(await reloadUser(t.database, user.id)).payments.billingPortal()).toEqual({
      url: "/account/billing",
    });
  });

  it("refuses a completion without the session id or from another origin", async () => {
    const { user, http } = await signedIn();
    const { json } = await http.post("/api/membership/create-checkout-session", { tierName: "Elite" });
    const sessionId = json.url.split("/").pop();
    expect((await complete(json.url, {})).status).toBe(403);
    expect((await complete(json.url, { session_id: "demo_cs_other" })).status).toBe(403);
    expect((await complete(json.url, { session_id: sessionId }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await complete(json.url, { session_id: sessionId }, {})).status).toBe(403);
    expect((await reloadUser(t.database, user.id)).membershipTier).toBe(0);
    expect((await page("/demo-checkout/demo_cs_unknown")).status).toBe(404);
  });

  it("lets a guest start the Luxe Insider trial, creating their account", async () => {
    const res = await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", {
      email: "Demo.Trial@Example.com",
      firstName: "Wren",
      lastName: "Fern",
      addressLine1: "3 Pine Way",
      city: "Hood River",
      state: "OR",
      postalCode: "97031",
    });
    expect(res.json).toMatchObject({ success: true, productId: "luxe-insider-trial" });
    const path = res.json.checkoutUrl as string;
    const html = await page(path).then((r) => r.text());
    expect(html).toContain("14 days free, then $14.99 per month");
    expect(html).toContain("Receipt to demo.trial@example.com");

    expect((await complete(path, { session_id: path.split("/").pop()! })).status).toBe(303);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, "demo.trial@example.com"));
    expect(account).toMatchObject({
      membershipTier: 2,
      membershipStatus: "trialing",
      fullName: "Wren Fern",
      passwordHash: null,
    });
    expect(await getBalance(t.database.db, account!.id)).toBe(0);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "demo.trial@example.com"));
    expect(mails[0]!.text).toContain("/reset-password?token=");
  });

  it("asks a guest for an email before completing a membership", async () => {
    const { json } = await httpClient(t.baseUrl).post("/api/membership/create-checkout-session", {
      tierName: "Explorer",
    });
    const sessionId = json.url.split("/").pop();
    expect(await page(json.url).then((r) => r.text())).toContain('type="email" name="email" required');
    const bad = await complete(json.url, { session_id: sessionId, email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid email address.");
    expect((await complete(json.url, { session_id: sessionId, email: "demo.guest@example.com" })).status).toBe(303);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, "demo.guest@example.com"));
    expect(account!.membershipTier).toBe(1);
  });
});

describe("the demo billing portal", () => {
  /** A member who paid for `tierName` on the demo checkout (subscribed before, so no free days). */
  async function demoMember(tierName: string) {
    const { user, http } = await signedIn();
    await t.database.db
      .update(users)
      .set({ stripeSubscriptionId: `demo_sub_lapsed_${user.id}`, membershipStatus: "canceled" })
      .where(eq(users.id, user.id));
    const { json } = await http.post("/api/membership/create-checkout-session", { tierName });
    expect((await complete(json.url, { session_id: json.url.split("/").pop() })).status).toBe(303);
    const caller = async () => t.caller(await reloadUser(t.database, user.id));
    return { user, caller };
  }

  it("upgrades and downgrades the one demo subscription, and shows the past payments", async () => {
    const { user, caller } = await demoMember("Luxe Insider");
    const subscriptionId = (await reloadUser(t.database, user.id)).stripeSubscriptionId;
    expect(await (await caller()).payments.changePlan({ tierName: "Luxe Elite" })).toEqual({
      change: "upgraded",
      plan: "Luxe Elite",
    });
    expect(await reloadUser(t.database, user.id)).toMatchObject({
      membershipTier: 3,
      stripeSubscriptionId: subscriptionId,
    });
    // The prorated charge went through the webhook handler: a purchase and its receipt.
    const billing = await (await caller()).payments.billing();
    expect(billing).toMatchObject({ mode: "demo", live: true, planName: "Luxe Elite", cancelAt: null });
    expect(billing.payments.map((p) => p.itemName)).toEqual(["Upgrade to Luxe Elite (prorated)", "Luxe Insider"]);
    expect(billing.payments[0]!.amount).toBeGreaterThan(490);
    const subjects = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).map(
      (m) => m.subject,
    );
    expect(subjects).toContain("Your Wildluxe receipt: Upgrade to Luxe Elite (prorated)");

    expect(await (await caller()).payments.changePlan({ tierName: "Explorer" })).toEqual({
      change: "scheduled",
      plan: "Luxe Explorer",
    });
    expect(await (await caller()).payments.billing()).toMatchObject({
      tier: 3,
      nextTier: 1,
      nextPlanName: "Luxe Explorer",
    });
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(2);
  });

  it("cancels at period end and resumes through the webhook handler, mailing the cancellation", async () => {
    const { user, caller } = await demoMember("Luxe Explorer");
    expect(await (await caller()).payments.billingPortal()).toEqual({ url: "/account/billing" });
    const eventsBefore = (await t.database.db.select().from(processedWebhookEvents)).length;
    await (await caller()).payments.setCancelAtPeriodEnd({ cancel: true });
    const cancelled = await reloadUser(t.database, user.id);
    expect(cancelled).toMatchObject({ membershipTier: 1, membershipStatus: "active" });
    expect(cancelled.membershipCancelAt).toEqual(cancelled.membershipPeriodEnd);
    const events = await t.database.db.select().from(processedWebhookEvents);
    expect(events.slice(eventsBefore).map((e) => e.type)).toEqual(["customer.subscription.updated"]);
    await expect((await caller()).payments.setCancelAtPeriodEnd({ cancel: true })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your membership is already cancelled.",
    });

    await (await caller()).payments.setCancelAtPeriodEnd({ cancel: false });
    expect((await reloadUser(t.database, user.id)).membershipCancelAt).toBeNull();
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mail.filter((m) => m.subject === "Your Wildluxe membership is cancelled")).toHaveLength(1);
  });

  it("gives the seeded Luxe Insider and Elite demo members their months of payments and points", async () => {
    await ensureDemoMembers(t.database.db);
    for (const [email, monthly] of [
      ["insider@wildluxe.example", 200],
      ["elite@wildluxe.example", 400],
    ] as const) {
      const [member] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(member).toMatchObject({ membershipStatus: "active", stripeCustomerId: `demo_cus_member_${member!.id}` });
      const history = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member!.id));
      expect(history.map((h) => h.delta)).toEqual([monthly, monthly, monthly]);
      expect(await t.caller(member).payments.billingPortal()).toEqual({ url: "/account/billing" });
      expect((await t.caller(member).payments.billing()).payments).toHaveLength(3);
    }
  });

  it("says so to a member with nothing to bill", async () => {
    const { user } = await signedIn();
    await expect(t.caller(user).payments.billingPortal()).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "No billing account yet.",
    });
    await expect(t.caller(user).payments.setCancelAtPeriodEnd({ cancel: true })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await t.caller(user).payments.billing()).toMatchObject({ live: false, payments: [] });
  });
});

describe("a guest demo checkout with a member's email", () => {
  it("leaves the Elite member's membership alone, holds the purchase and mails a link that only they can claim", async () => {
    const elite = await signedIn();
    const bought = await elite.http.post("/api/membership/create-checkout-session", { tierName: "Luxe Elite" });
    await complete(bought.json.url, { session_id: bought.json.url.split("/").pop() });
    const before = await reloadUser(t.database, elite.user.id);
    expect(before).toMatchObject({ membershipTier: 3, membershipStatus: "trialing" });

    const guest = await httpClient(t.baseUrl).post("/api/membership/create-checkout-session", { tierName: "Explorer" });
    const sessionId = guest.json.url.split("/").pop();
    expect((await complete(guest.json.url, { session_id: sessionId, email: elite.user.email })).status).toBe(303);

    const after = await reloadUser(t.database, elite.user.id);
    for (const field of [
      "membershipTier",
      "membershipStatus",
      "membershipPeriodEnd",
      "stripeSubscriptionId",
      "stripeCustomerId",
    ] as const) {
      expect(after[field]).toEqual(before[field]);
    }
    const [held] = await t.database.db
      .select()
      .from(pendingEntitlements)
      .where(eq(pendingEntitlements.stripeSessionId, sessionId));
    expect(held).toMatchObject({ userId: elite.user.id, itemName: "Luxe Explorer", claimedAt: null });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, elite.user.email));
    const link = /\/api\/purchases\/claim\?token=[a-z2-7]+/.exec(mails.map((m) => m.text).join("\n"))![0];

    const other = await signedIn();
    expect((await other.http.get(link)).status).toBe(403);
    const claim = await elite.http.get(link);
    expect(claim.status).toBe(303);
    const [claimed] = await t.database.db
      .select()
      .from(pendingEntitlements)
      .where(eq(pendingEntitlements.stripeSessionId, sessionId));
    expect(claimed!.claimedAt).not.toBeNull();
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(purchase!.userId).toBe(elite.user.id);
    expect((await reloadUser(t.database, elite.user.id)).stripeSubscriptionId).toBe(before.stripeSubscriptionId);
  });
});

describe("demo checkout across app processes", () => {
  it("completes, through a second app instance on the same database, a session the first one created", async () => {
    const { user, http } = await signedIn();
    const { json } = await http.post("/api/membership/create-checkout-session", { tierName: "Explorer" });
    const sessionId = json.url.split("/").pop();

    // A second process: its own copy of every module (and of anything kept in module memory).
    vi.resetModules();
    const { createApp } = await import("../../server/app");
    const second = createApp({ ...t.deps, metrics: createMetrics() });
    const request = (init?: RequestInit) => second.request(`${origin()}${json.url}`, init);
    expect((await request()).status).toBe(200);
    const done = await request({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin() },
      body: new URLSearchParams({ session_id: sessionId }).toString(),
    });
    expect(done.status).toBe(303);
    expect(await reloadUser(t.database, user.id)).toMatchObject({ membershipTier: 1, membershipStatus: "active" });
    expect(await getBalance(t.database.db, user.id)).toBe(100);
    // The first instance sees it complete too.
    expect(await page(json.url).then((r) => r.text())).toContain("This purchase is complete.");
  });
});

describe("a Stripe key but no webhook secret", () => {
  it("refuses webhooks with 503 Payments are not configured. and serves no demo page", async () => {
    const app = await startTestApp({ STRIPE_SECRET_KEY: "sk_test_only" });
    try {
      const hook = await httpClient(app.baseUrl).post("/api/stripe/webhook", "{}", { "stripe-signature": "t=1,v1=00" });
      expect(hook.status).toBe(503);
      expect(hook.json.error).toBe("Payments are not configured.");
      const withKey = new Hono().route("/demo-checkout", demoCheckoutRoutes(app.deps));
      expect((await withKey.request("http://localhost/demo-checkout/demo_cs_x")).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
