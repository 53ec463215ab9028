import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, purchases, storeOrders, storeVariants } from "../../db/schema";
import { httpClient, signedInMember, type TestApp } from "../helpers/app";
import { signedDelivery, stripeEvent, type StripeFake } from "../fakes/stripe-fake";
import { startStripeApp } from "../helpers/stripe-app";

const SECRET = "whsec_test_store";

let fake: StripeFake;
let t: TestApp;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close: stop } = await startStripeApp(SECRET));
});
afterAll(() => stop());

type Client = ReturnType<typeof httpClient>;

async function variant(sku: string) {
  const [row] = await t.database.db.select().from(storeVariants).where(eq(storeVariants.sku, sku));
  return row!;
}
const stockOf = async (sku: string) => (await variant(sku)).stock;
const add = (http: Client, sku: string, quantity: number) =>
  variant(sku).then((v) => http.post("/api/store/cart/items", { variantId: v.id, quantity }, { origin: t.baseUrl }));
const orderRow = async (id: number) =>
  (await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, id)))[0]!;

async function deliver(event: Record<string, unknown>) {
  const { body, headers } = signedDelivery(event, SECRET);
  const res = await fetch(`${t.baseUrl}/api/stripe/webhook`, { method: "POST", body, headers });
  return res.status;
}

/** Opens Stripe Checkout for the buyer's cart; returns the order id and the Checkout Session Stripe was asked for. */
async function checkout(http: Client) {
  const res = await http.post("/api/store/checkout", {}, { origin: t.baseUrl });
  expect(res.status).toBe(200);
  expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  const sessionId = (res.json.url as string).split("/").pop()!;
  return { orderId: res.json.orderId as number, sessionId, asked: fake.sessions.get(sessionId)! };
}

describe("store checkout through Stripe", () => {
  it("asks Stripe for a payment with server prices, the shipping rate and an address, and fulfils once per event", async () => {
    const { user, http } = await signedInMember(t);
    const before = { tote: await stockOf("TOTE-SAND"), mug: await stockOf("MUG-FOREST") };
    await add(http, "TOTE-SAND", 1);
    await add(http, "MUG-FOREST", 2);
    const { orderId, sessionId, asked } = await checkout(http);

    // $38 + 2 x $22 = $82 of goods: under $100, so standard shipping is charged.
    expect(asked).toMatchObject({
      mode: "payment",
      metadata: { kind: "store_order", orderId: String(orderId), userId: String(user.id) },
    });
    expect(
      asked.line_items.map((l: any) => [
        l.price_data.product_data.name,
        Number(l.price_data.unit_amount),
        Number(l.quantity),
      ]),
    ).toEqual([
      ["Canvas Camp Tote (Sand)", 3800, 1],
      ["Enamel Camp Mug (Forest)", 2200, 2],
    ]);
    expect(asked.shipping_address_collection.allowed_countries).toContain("US");
    const rate = Number(asked.shipping_options[0].shipping_rate_data.fixed_amount.amount);
    expect(rate).toBeGreaterThan(0);
    expect((await orderRow(orderId)).status).toBe("pending");
    expect(await stockOf("TOTE-SAND")).toBe(before.tote);

    const event = stripeEvent("checkout.session.completed", fake.completeSession(sessionId));
    expect(await deliver(event)).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: "paid",
      subtotal: 8200,
      shipping: rate,
      total: 8200 + rate,
      shippingAddress: { name: "Sam Camper", line1: "12 Pine St", city: "Bend", country: "US" },
    });
    expect(await stockOf("TOTE-SAND")).toBe(before.tote! - 1);
    expect(await stockOf("MUG-FOREST")).toBe(before.mug! - 2);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mail.map((m) => m.subject)).toContain(`Your Wildluxe order #${orderId}`);

    // Stripe delivers at least once: the same event again changes nothing.
    expect(await deliver(event)).toBe(200);
    expect(await stockOf("TOTE-SAND")).toBe(before.tote! - 1);
    expect(await stockOf("MUG-FOREST")).toBe(before.mug! - 2);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.stripeSessionId, sessionId))).toHaveLength(
      1,
    );
  });

  it("asks no address for a download-only order", async () => {
    const { http } = await signedInMember(t);
    await add(http, "GUIDE-PDF", 1);
    const { asked } = await checkout(http);
    expect(asked.shipping_address_collection).toBeUndefined();
    expect(asked.shipping_options).toBeUndefined();
    expect(asked.line_items.map((l: any) => Number(l.price_data.unit_amount))).toEqual([4900]);
  });

  it("never oversells the last one: of two paid checkouts the late one is held and its buyer told", async () => {
    const book = await variant("NIGHTSKY-BOOK");
    await t.database.db.update(storeVariants).set({ stock: 1 }).where(eq(storeVariants.id, book.id));
    const buyers = [await signedInMember(t), await signedInMember(t)];
    const opened = [];
    for (const b of buyers) {
      await add(b.http, "NIGHTSKY-BOOK", 1);
      opened.push(await checkout(b.http));
    }
    const events = opened.map((o) => stripeEvent("checkout.session.completed", fake.completeSession(o.sessionId)));
    expect(await Promise.all(events.map(deliver))).toEqual([200, 200]);
    expect(await stockOf("NIGHTSKY-BOOK")).toBe(0);
    const statuses = await Promise.all(opened.map(async (o) => (await orderRow(o.orderId)).status));
    expect([...statuses].sort()).toEqual(["held", "paid"]);
    const late = buyers[statuses.indexOf("held")]!;
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, late.user.email));
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/is on hold$/));
  });
});
