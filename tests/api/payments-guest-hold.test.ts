import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, pendingEntitlements, purchases, users } from "../../db/schema";
import { getBalance } from "../../server/services/community/points";
import { createUser, httpClient, reloadUser, signedInMember, type TestApp } from "../helpers/app";
import { signedDelivery, stripeEvent, type StripeFake } from "../fakes/stripe-fake";
import { startStripeApp } from "../helpers/stripe-app";

// Hole 1: a signed-out checkout with someone else's email must never change their account.
const SECRET = "whsec_test_guest_hold";

let fake: StripeFake;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close: stop } = await startStripeApp(SECRET));
});
afterAll(() => stop());

async function deliver(event: Record<string, unknown>) {
  const { body, headers } = signedDelivery(event, SECRET);
  const res = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: "POST", body, headers });
  expect(res.status).toBe(200);
}

/** The Elite demo member: Luxe Elite, paid and active, through a signed checkout of their own. */
async function eliteMember() {
  const member = await signedInMember(t);
  await t.database.db
    .update(users)
    .set({ stripeSubscriptionId: `sub_lapsed_${member.user.id}`, membershipStatus: "canceled" })
    .where(eq(users.id, member.user.id));
  const res = await member.http.post("/api/membership/create-checkout-session", { tierName: "Luxe Elite" });
  const session = fake.completeSession(res.json.url.split("/").pop());
  await deliver(stripeEvent("checkout.session.completed", session));
  const account = await reloadUser(t.database, member.user.id);
  expect(account).toMatchObject({
    membershipTier: 3,
    membershipStatus: "active",
    stripeSubscriptionId: session.subscription,
  });
  return { ...member, account };
}

/** A signed-out visitor buys the cheapest plan, Luxe Explorer, and pays with `email`. */
async function guestBuysExplorer(email: string) {
  const res = await httpClient(t.baseUrl).post("/api/membership/create-checkout-session", {
    tierName: "Explorer",
    userId: "guest",
  });
  expect(res.status).toBe(200);
  const session = fake.completeSession(res.json.url.split("/").pop(), { email });
  await deliver(stripeEvent("checkout.session.completed", session));
  return session;
}

const membership = (u: typeof users.$inferSelect) => ({
  membershipTier: u.membershipTier,
  membershipStatus: u.membershipStatus,
  membershipPeriodEnd: u.membershipPeriodEnd,
  stripeSubscriptionId: u.stripeSubscriptionId,
  stripeCustomerId: u.stripeCustomerId,
});

async function entitlementFor(sessionId: string) {
  const [row] = await t.database.db
    .select()
    .from(pendingEntitlements)
    .where(eq(pendingEntitlements.stripeSessionId, sessionId));
  return row;
}

/** The claim link mailed to `email` for the purchase named `itemName`. */
async function claimLink(email: string) {
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const mail = mails.find((m) => m.subject === "A Wildluxe purchase is waiting for your account");
  expect(mail).toBeDefined();
  const match = new RegExp(`${t.deps.env.APP_URL}(/api/purchases/claim\\?token=[a-z2-7]+)`).exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** What the member's billing shows as paid, newest first, as their pages read it. */
async function paidItems(http: ReturnType<typeof httpClient>) {
  const res = await http.get("/api/trpc/payments.billing");
  expect(res.status).toBe(200);
  return (res.json.result.data.json.payments as { itemName: string }[]).map((p) => p.itemName);
}

async function signIn(user: { email: string; password: string }) {
  const http = httpClient(t.baseUrl);
  expect((await http.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  return http;
}

describe("a guest checkout with the email of an existing account", () => {
  it("leaves the Elite member's tier and subscription alone and holds the purchase for them to claim by signing in", async () => {
    const elite = await eliteMember();
    const eliteSubscription = elite.account.stripeSubscriptionId!;
    const session = await guestBuysExplorer(elite.user.email.toUpperCase());

    // Elite account unchanged: tier, subscription id, status, customer; its subscription not cancelled.
    expect(membership(await reloadUser(t.database, elite.user.id))).toEqual(membership(elite.account));
    expect(fake.last(`DELETE /v1/subscriptions/${eliteSubscription}`)).toBeUndefined();
    expect(fake.subscriptions.get(eliteSubscription)!.status).toBe("active");
    expect(await getBalance(t.database.db, elite.user.id)).toBe(400);

    // The purchase is paid but held: no owner yet, a pending entitlement for the Elite account.
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, session.id));
    expect(purchase).toMatchObject({ userId: null, kind: "membership", itemName: "Luxe Explorer", status: "paid" });
    expect(await entitlementFor(session.id)).toMatchObject({
      userId: elite.user.id,
      email: elite.user.email,
      kind: "membership",
      itemId: 1,
      itemName: "Luxe Explorer",
      stripeSubscriptionId: session.subscription,
      claimedAt: null,
    });
    await claimLink(elite.user.email);

    // Later events of the guest's subscription do not reach the Elite account either.
    await deliver(stripeEvent("customer.subscription.updated", fake.subscriptions.get(session.subscription)!));
    await deliver(
      stripeEvent("invoice.paid", fake.invoices.get(fake.subscriptions.get(session.subscription)!.latest_invoice)!),
    );
    expect(membership(await reloadUser(t.database, elite.user.id))).toEqual(membership(elite.account));

    // Someone else signing in claims nothing.
    const other = await createUser(t.database);
    await signIn(other);
    expect((await entitlementFor(session.id))!.claimedAt).toBeNull();
    expect(await paidItems(elite.http)).toEqual(["Luxe Elite"]);

    // The owner signs in (on another device): the purchase is theirs, and their live Elite subscription is still never
    // touched.
    await signIn(elite.user);
    expect((await entitlementFor(session.id))!.claimedAt).not.toBeNull();
    // Their signed-in pages show the payment at once: the claim drops what was kept for them.
    expect(await paidItems(elite.http)).toEqual(["Luxe Explorer", "Luxe Elite"]);
    const [claimed] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, session.id));
    expect(claimed!.userId).toBe(elite.user.id);
    expect(membership(await reloadUser(t.database, elite.user.id))).toEqual(membership(elite.account));
    expect(fake.last(`DELETE /v1/subscriptions/${eliteSubscription}`)).toBeUndefined();
  });

  it("holds the purchase of an account without a membership; signing in gives them Luxe Explorer and its 100 points", async () => {
    const owner = await createUser(t.database);
    const session = await guestBuysExplorer(owner.email);
    expect(await reloadUser(t.database, owner.id)).toMatchObject({
      membershipTier: 0,
      stripeSubscriptionId: null,
      stripeCustomerId: null,
    });
    expect(await getBalance(t.database.db, owner.id)).toBe(0);

    await signIn(owner);
    expect(await reloadUser(t.database, owner.id)).toMatchObject({
      membershipTier: 1,
      membershipStatus: "active",
      stripeSubscriptionId: session.subscription,
      stripeCustomerId: session.customer,
    });
    expect(await getBalance(t.database.db, owner.id)).toBe(100);
    // A second sign-in claims nothing twice; the checkout delivered again (a new event id) keeps its owner and mails
    // nothing more.
    await signIn(owner);
    await deliver(stripeEvent("checkout.session.completed", session));
    expect(await getBalance(t.database.db, owner.id)).toBe(100);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, session.id));
    expect(purchase!.userId).toBe(owner.id);
    // The claim link and the receipt, each once.
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(mail.map((m) => m.subject).sort()).toEqual(
      ["Your Wildluxe receipt: Luxe Explorer", expect.any(String)].sort(),
    );
    expect(mail).toHaveLength(2);
  });

  it("the mailed link claims it for its owner only: a visitor is sent to sign in, another member is refused", async () => {
    const owner = await createUser(t.database);
    const ownerSession = await signIn(owner);
    const session = await guestBuysExplorer(owner.email);
    const link = await claimLink(owner.email);

    const visitor = await httpClient(t.baseUrl).get(link);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe(
      `/signin?next=${encodeURIComponent(`/membership/success?session_id=${session.id}`)}`,
    );

    const other = await signIn(await createUser(t.database));
    const refused = await other.get(link);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(
      "This purchase was made with another email address. Sign in with that address to claim it.",
    );
    expect(
      await t.database.db
        .select()
        .from(pendingEntitlements)
        .where(and(eq(pendingEntitlements.stripeSessionId, session.id))),
    ).toMatchObject([{ claimedAt: null }]);
    expect((await reloadUser(t.database, owner.id)).membershipTier).toBe(0);

    const claimed = await ownerSession.get(link);
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get("location")).toBe(`/membership/success?session_id=${session.id}`);
    expect((await entitlementFor(session.id))!.claimedAt).not.toBeNull();
    expect(await reloadUser(t.database, owner.id)).toMatchObject({
      membershipTier: 1,
      stripeSubscriptionId: session.subscription,
    });
    // The same link again only shows the purchase.
    expect((await ownerSession.get(link)).status).toBe(303);
    expect((await httpClient(t.baseUrl).get("/api/purchases/claim?token=abc")).status).toBe(404);
  });

  it("a purchase claimed by the mailed link is in the member's payments at once", async () => {
    const elite = await eliteMember();
    await guestBuysExplorer(elite.user.email);
    const link = await claimLink(elite.user.email);
    expect(await paidItems(elite.http)).toEqual(["Luxe Elite"]);
    expect((await elite.http.get(link)).status).toBe(303);
    expect(await paidItems(elite.http)).toEqual(["Luxe Explorer", "Luxe Elite"]);
  });

  it("a membership cancelled before it is claimed gives no tier when claimed", async () => {
    const owner = await createUser(t.database);
    const session = await guestBuysExplorer(owner.email);
    const past = Math.floor(Date.now() / 1000) - 60;
    const sub = fake.subscriptions.get(session.subscription)!;
    const canceled = fake.updateSubscription(session.subscription, {
      status: "canceled",
      items: { ...sub.items, data: [{ ...sub.items.data[0], current_period_end: past }] },
    });
    await deliver(stripeEvent("customer.subscription.deleted", canceled));
    await signIn(owner);
    expect((await reloadUser(t.database, owner.id)).membershipTier).toBe(0);
  });

  it("a signed-in buyer's checkout changes only their own account", async () => {
    const elite = await eliteMember();
    const buyer = await signedInMember(t);
    const res = await buyer.http.post("/api/membership/create-checkout-session", { tierName: "Explorer" });
    // Even when the payer types the Elite member's email at Stripe, the session names the signed-in buyer.
    await deliver(
      stripeEvent(
        "checkout.session.completed",
        fake.completeSession(res.json.url.split("/").pop(), { email: elite.user.email }),
      ),
    );
    expect((await reloadUser(t.database, buyer.user.id)).membershipTier).toBe(1);
    expect(membership(await reloadUser(t.database, elite.user.id))).toEqual(membership(elite.account));
  });
});
