import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, purchases, users } from "../../db/schema";
import { TRIAL_TAKEN } from "../../server/services/payments/checkout";
import { createUser, httpClient, reloadUser, signedInMember, type TestApp } from "../helpers/app";
import type { StripeFake } from "../fakes/stripe-fake";
import { startStripeApp } from "../helpers/stripe-app";

let fake: StripeFake;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close: stop } = await startStripeApp("whsec_test_checkout"));
});
afterAll(() => stop());

const MISSING = "Missing Information - Please fill in all required fields.";

const signedIn = (options: { tier?: number } = {}) => signedInMember(t, options);

const lastSession = () => fake.last("POST /v1/checkout/sessions")!;

describe("membership checkout", () => {
  it.each([
    ["Explorer", 1, "Luxe Explorer", "999"],
    ["Luxe Explorer", 1, "Luxe Explorer", "999"],
    ["Luxe Insider", 2, "Luxe Insider", "1499"],
    ["insider", 2, "Luxe Insider", "1499"],
    ["Luxe Elite", 3, "Luxe Elite", "1999"],
    ["ELITE", 3, "Luxe Elite", "1999"],
  ])("%s opens a monthly subscription checkout for plan %s, %s at %s cents", async (tierName, planId, name, amount) => {
    const res = await httpClient(t.baseUrl).post("/api/membership/create-checkout-session", {
      tierName,
      userId: "guest",
    });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const req = lastSession();
    expect(req.authorization).toBe("Bearer sk_test_wildluxe");
    const appUrl = t.deps.env.APP_URL;
    expect(req.body).toMatchObject({
      mode: "subscription",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: amount,
            recurring: { interval: "month" },
            product_data: { name },
          },
        },
      ],
      success_url: `${appUrl}/membership/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/membership`,
      metadata: { kind: "membership", planId: String(planId), tier: name },
      subscription_data: { metadata: { kind: "membership", planId: String(planId), tier: name } },
    });
    // Plans 2 and 3 carry the "14 Days FREE" badge: their checkout starts with a 14-day trial.
    expect(req.body.subscription_data.trial_period_days).toBe(planId >= 2 ? "14" : undefined);
    // A visitor: Checkout collects the email; no member is named.
    expect(req.body.metadata.userId).toBeUndefined();
    expect(req.body.client_reference_id).toBeUndefined();
    expect(req.body.customer_email).toBeUndefined();
  });

  it("answers 400 for an unknown tier without calling Stripe", async () => {
    const before = fake.requests.length;
    const res = await httpClient(t.baseUrl).post("/api/membership/create-checkout-session", {
      tierName: "Platinum",
      userId: "guest",
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Unknown membership tier: Platinum");
    expect(fake.requests.length).toBe(before);
  });

  it("names the signed-in member in metadata and client_reference_id and prefills the email, ignoring userId", async () => {
    const { user, http } = await signedIn();
    const res = await http.post("/api/membership/create-checkout-session", { tierName: "Explorer", userId: "guest" });
    expect(res.status).toBe(200);
    const body = lastSession().body;
    expect(body.client_reference_id).toBe(String(user.id));
    expect(body.metadata.userId).toBe(String(user.id));
    expect(body.subscription_data.metadata.userId).toBe(String(user.id));
    expect(body.customer_email).toBe(user.email);
    const sessionId = res.json.url.split("/").pop();
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId));
    expect(row).toMatchObject({
      userId: user.id,
      kind: "membership",
      itemId: 1,
      itemName: "Luxe Explorer",
      amount: 999,
      status: "pending",
    });
  });

  it("refuses a second subscription to a paying member, and reuses the Stripe customer of a lapsed one", async () => {
    const { user, http } = await signedIn({ tier: 2 });
    await t.database.db
      .update(users)
      .set({ stripeCustomerId: "cus_existing", stripeSubscriptionId: "sub_existing", membershipStatus: "active" })
      .where(eq(users.id, user.id));
    const same = await http.post("/api/membership/create-checkout-session", { tierName: "Luxe Insider" });
    expect(same.status).toBe(409);
    expect(same.json.error).toBe("You already have the Luxe Insider membership.");
    // Another plan is a change to the current subscription (payments.changePlan), never a second checkout.
    const second = await http.post("/api/membership/create-checkout-session", { tierName: "Luxe Elite" });
    expect(second.status).toBe(409);
    await t.database.db.update(users).set({ membershipStatus: "canceled" }).where(eq(users.id, user.id));
    const upgrade = await http.post("/api/membership/create-checkout-session", { tierName: "Luxe Elite" });
    expect(upgrade.status).toBe(200);
    expect(lastSession().body.customer).toBe("cus_existing");
    expect(lastSession().body.customer_email).toBeUndefined();
  });

  it("is a tRPC procedure too, and the success page can poll its status", async () => {
    const res = await t.caller(null).payments.createMembershipCheckout({ tierName: "Luxe Elite" });
    const sessionId = res.url.split("/").pop()!;
    expect(lastSession().body.line_items[0].price_data.unit_amount).toBe("1999");
    expect(await t.caller(null).payments.checkoutStatus({ sessionId })).toEqual({
      status: "pending",
      kind: "membership",
      itemName: "Luxe Elite",
      tier: 3,
      points: null,
    });
    await expect(t.caller(null).payments.checkoutStatus({ sessionId: "cs_missing" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(t.caller(null).payments.createMembershipCheckout({ tierName: "Gold" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown membership tier: Gold",
    });
  });
});

describe("Luxe Insider trial", () => {
  const form = {
    email: "Trial.Guest@Example.com",
    firstName: "Ada",
    lastName: "Birch",
    phone: "",
    addressLine1: "1 Forest Road",
    addressLine2: "",
    city: "Bend",
    state: "OR",
    postalCode: "97701",
    country: "United States",
  };

  it("asks Stripe for a 14-day trial of Luxe Insider", async () => {
    const res = await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", form);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, productId: "luxe-insider-trial" });
    expect(res.json.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(res.json.message).toContain("14-day free trial");
    expect(lastSession().body).toMatchObject({
      mode: "subscription",
      customer_email: "trial.guest@example.com",
      line_items: [
        {
          price_data: { unit_amount: "1499", recurring: { interval: "month" }, product_data: { name: "Luxe Insider" } },
        },
      ],
      metadata: { kind: "trial", planId: "2", fullName: "Ada Birch" },
      subscription_data: { trial_period_days: "14", metadata: { kind: "trial", planId: "2" } },
    });
  });

  it.each(["email", "firstName", "lastName", "addressLine1", "city", "state", "postalCode"])(
    "rejects a form without %s with Missing Information",
    async (missing) => {
      const before = fake.requests.length;
      const res = await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", { ...form, [missing]: "  " });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: MISSING, message: MISSING });
      expect(fake.requests.length).toBe(before);
    },
  );

  it("is for first-time members: not for an account, signed in or named by the email, that has had a subscription", async () => {
    const former = await signedInMember(t);
    await t.database.db
      .update(users)
      .set({ stripeSubscriptionId: "sub_ended_long_ago", membershipStatus: "canceled", membershipTier: 0 })
      .where(eq(users.id, former.user.id));
    const before = fake.requests.length;

    const byEmail = await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", {
      ...form,
      email: former.user.email.toUpperCase(),
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.json).toMatchObject({ success: false, message: TRIAL_TAKEN });
    const signedInTrial = await former.http.post("/api/membership/luxe-insider-trial", {
      ...form,
      email: "another@example.com",
    });
    expect(signedInTrial.status).toBe(409);
    expect(signedInTrial.json.message).toBe(TRIAL_TAKEN);
    expect(fake.requests.length).toBe(before);

    // Choosing plan 2 again is welcome, without the first-timer's free days.
    expect(
      (await former.http.post("/api/membership/create-checkout-session", { tierName: "Luxe Insider", userId: "guest" }))
        .status,
    ).toBe(200);
    expect(lastSession().body.subscription_data.trial_period_days).toBeUndefined();
    // Someone new still gets them.
    expect(
      (
        await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", {
          ...form,
          email: "first.timer@example.com",
        })
      ).status,
    ).toBe(200);
    expect(lastSession().body.subscription_data.trial_period_days).toBe("14");
  });

  it("accepts the form without the optional phone, second address line and country", async () => {
    const required = {
      email: form.email,
      firstName: "Ada",
      lastName: "Birch",
      addressLine1: "1 Forest Road",
      city: "Bend",
      state: "OR",
      postalCode: "97701",
    };
    expect((await httpClient(t.baseUrl).post("/api/membership/luxe-insider-trial", required)).status).toBe(200);
    await expect(t.caller(null).payments.startTrial({ ...form, city: "" })).rejects.toMatchObject({ message: MISSING });
  });
});

describe("owner and sponsor packages", () => {
  it("are for members only", async () => {
    const res = await httpClient(t.baseUrl).post("/api/packages/checkout", { kind: "owner", packageName: "Basic" });
    expect(res.status).toBe(401);
    await expect(
      t.caller(null).payments.packageCheckout({ kind: "owner", packageName: "Basic" }),
    ).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("opens a one-time payment with the package price and what to fulfil in metadata", async () => {
    const { user, http } = await signedIn();
    await t.database.db.update(listings).set({ ownerId: user.id }).where(eq(listings.id, 3));
    const owner = await http.post("/api/packages/checkout", { kind: "owner", packageName: "featured", listingId: 3 });
    expect(owner.status).toBe(200);
    expect(lastSession().body).toMatchObject({
      mode: "payment",
      client_reference_id: String(user.id),
      customer_email: user.email,
      line_items: [
        { price_data: { currency: "usd", unit_amount: "9999", product_data: { name: "Featured listing package" } } },
      ],
      metadata: { kind: "owner_package", packageName: "Featured", listingId: "3", userId: String(user.id) },
    });
    expect(lastSession().body.line_items[0].price_data.recurring).toBeUndefined();

    for (const [name, amount] of [
      ["Bronze", "9999"],
      ["Silver", "19999"],
      ["Gold", "49999"],
    ] as const) {
      const sponsor = await http.post("/api/packages/checkout", {
        kind: "sponsor",
        packageName: name,
        company: "Summit Outfitters",
      });
      expect(sponsor.status).toBe(200);
      expect(lastSession().body).toMatchObject({
        mode: "payment",
        line_items: [{ price_data: { unit_amount: amount } }],
        metadata: { kind: "sponsor_package", packageName: name, company: "Summit Outfitters" },
      });
    }
    for (const [name, amount] of [
      ["Basic", "4999"],
      ["Premium", "19999"],
    ] as const) {
      await http.post("/api/packages/checkout", { kind: "owner", packageName: name, listingId: 3 });
      expect(lastSession().body.line_items[0].price_data.unit_amount).toBe(amount);
    }
  });

  it("rejects unknown packages, and owner packages for no stay or a stay the buyer does not manage", async () => {
    const { http } = await signedIn();
    const unknown = await http.post("/api/packages/checkout", { kind: "sponsor", packageName: "Platinum" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe("Unknown sponsor package: Platinum");
    const missing = await http.post("/api/packages/checkout", {
      kind: "owner",
      packageName: "Basic",
      listingId: 999999,
    });
    expect(missing.status).toBe(404);
    const other = await createUser(t.database);
    await t.database.db.update(listings).set({ ownerId: other.id }).where(eq(listings.id, 5));
    const taken = await http.post("/api/packages/checkout", { kind: "owner", packageName: "Basic", listingId: 5 });
    expect([taken.status, taken.json.error]).toEqual([
      403,
      "You can buy a package only for a stay you manage: claim it on your owner dashboard first.",
    ]);
    await t.database.db.update(listings).set({ ownerId: null }).where(eq(listings.id, 6));
    const unowned = await http.post("/api/packages/checkout", { kind: "owner", packageName: "Basic", listingId: 6 });
    expect(unowned.status).toBe(403);
    const none = await http.post("/api/packages/checkout", { kind: "owner", packageName: "Basic" });
    expect([none.status, none.json.error]).toEqual([400, "Choose which of your stays the package is for."]);
  });
});

describe("billing portal", () => {
  it("opens Stripe's portal for members with a customer id, else says there is no billing account", async () => {
    const member = await createUser(t.database);
    await expect(t.caller(member).payments.billingPortal()).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "No billing account yet.",
    });
    await t.database.db.update(users).set({ stripeCustomerId: "cus_portal" }).where(eq(users.id, member.id));
    const res = await t.caller(await reloadUser(t.database, member.id)).payments.billingPortal();
    expect(res.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(fake.last("POST /v1/billing_portal/sessions")!.body).toEqual({
      customer: "cus_portal",
      return_url: `${t.deps.env.APP_URL}/account`,
    });
    await expect(t.caller(null).payments.billingPortal()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
