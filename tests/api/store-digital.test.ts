import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "../../db/schema";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof httpClient>;
const ADDRESS = {
  ship_name: "Sam Camper",
  ship_line1: "12 Pine St",
  ship_city: "Bend",
  ship_state: "OR",
  ship_postal: "97701",
  ship_country: "US",
};

async function variantId(sku: string) {
  const [row] = await t.database.db.select().from(storeVariants).where(eq(storeVariants.sku, sku));
  return row!.id;
}
const add = (http: Client, variantId: number, quantity: number) =>
  http.post("/api/store/cart/items", { variantId, quantity }, { origin: t.baseUrl });
const checkout = (http: Client) => http.post("/api/store/checkout", {}, { origin: t.baseUrl });
const cartLines = async (http: Client) =>
  ((await http.get("/api/store/cart")).json.items as Array<{ sku: string; quantity: number }>).map((i) => [
    i.sku,
    i.quantity,
  ]);

async function payDemo(url: string) {
  const res = await fetch(t.baseUrl + url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
    body: new URLSearchParams({ session_id: url.split("/").pop()!, ...ADDRESS }).toString(),
  });
  expect(res.status).toBe(303);
}

describe("a download is one per customer", () => {
  it("sells the guide in quantity 1 only: more is refused, and adding it again keeps 1", async () => {
    const { http } = await signedInMember(t);
    const guide = await variantId("GUIDE-PDF");
    const two = await add(http, guide, 2);
    expect([two.status, two.json.message]).toEqual([
      400,
      "The Wildluxe Travel Guide is a download: one per customer, so the quantity is 1.",
    ]);
    expect((await add(http, guide, 1)).status).toBe(201);
    expect((await add(http, guide, 1)).status).toBe(201);
    expect(await cartLines(http)).toEqual([["GUIDE-PDF", 1]]);
    const set = await http.post(
      "/api/trpc/store.setQuantity",
      { json: { variantId: guide, quantity: 3 } },
      {
        origin: t.baseUrl,
      },
    );
    expect(set.status).toBe(400);
    expect(JSON.stringify(set.json)).toContain("one per customer, so the quantity is 1.");
  });

  it("refuses a second purchase with a 409 that points to the order, and the product says the member owns it", async () => {
    const { http } = await signedInMember(t);
    const guide = await variantId("GUIDE-PDF");
    await add(http, guide, 1);
    const first = await checkout(http);
    await payDemo(first.json.url);
    const again = await add(http, guide, 1);
    expect([again.status, again.json.message]).toEqual([
      409,
      `You already own The Wildluxe Travel Guide: download it again from order #${first.json.orderId} in your orders.`,
    ]);
    const buyNow = await http.post(
      "/api/trpc/store.buyNow",
      { json: { variantId: guide, quantity: 1 } },
      {
        origin: t.baseUrl,
      },
    );
    expect(buyNow.status).toBe(409);
    expect(JSON.stringify(buyNow.json)).toContain("You already own The Wildluxe Travel Guide");
    const products = (await http.get("/api/store/products")).json as Array<{ slug: string; ownedOrderId: number }>;
    expect(products.find((p) => p.slug === "wildluxe-travel-guide")!.ownedOrderId).toBe(first.json.orderId);
    expect(products.find((p) => p.slug === "canvas-camp-tote")!.ownedOrderId).toBeNull();
  });
});

describe("a cancelled checkout", () => {
  it("leaves the cart as it was: the next checkout has the same lines and total", async () => {
    const { http } = await signedInMember(t);
    await add(http, await variantId("GUIDE-PDF"), 1);
    await add(http, await variantId("TOTE-FOREST"), 2);
    const before = await cartLines(http);
    const first = await checkout(http);
    const firstPage = await (await fetch(t.baseUrl + first.json.url)).text();
    // Cancelling is following the page's link back to the cart; then the buyer starts again.
    expect(firstPage).toContain('/store/cart">Cancel and go back</a>');
    expect(await cartLines(http)).toEqual(before);
    // Back on the guide's page, they press Add to cart again, as if the cancel had emptied the cart.
    expect((await add(http, await variantId("GUIDE-PDF"), 1)).status).toBe(201);
    expect(await cartLines(http)).toEqual(before);
    const second = await checkout(http);
    const secondPage = await (await fetch(t.baseUrl + second.json.url)).text();
    for (const page of [firstPage, secondPage]) {
      expect(page).toContain("1 × The Wildluxe Travel Guide (PDF)");
      expect(page).toContain("2 × Canvas Camp Tote (Forest)");
      // $49 + 2 x $38 = $125: over $100, so shipping is free.
      expect(page).toContain("$125.00");
    }
  });

  it("merges a visitor's cart once when two requests bring its cookie at the same time", async () => {
    const visitor = httpClient(t.baseUrl);
    await add(visitor, await variantId("TOTE-FOREST"), 1);
    const { user } = await signedInMember(t);
    await visitor.post("/api/auth/login", { email: user.email, password: user.password });
    await Promise.all([visitor.get("/api/store/cart"), visitor.get("/api/store/cart"), visitor.get("/api/store/cart")]);
    expect(await cartLines(visitor)).toEqual([["TOTE-FOREST", 1]]);
  });
});

describe("checkout words", () => {
  it("lists shipping countries by name, and the order keeps the state and shows its mails", async () => {
    const { http } = await signedInMember(t);
    await add(http, await variantId("TOTE-FOREST"), 1);
    const started = await checkout(http);
    const page = await (await fetch(t.baseUrl + started.json.url)).text();
    expect(page).toContain('<option value="US">United States</option>');
    expect(page).toContain('<option value="GB">United Kingdom</option>');
    await payDemo(started.json.url);
    const order = await http.get(
      `/api/trpc/store.order?input=${encodeURIComponent(JSON.stringify({ json: started.json.orderId }))}`,
    );
    const view = order.json.result.data.json;
    expect(view.shippingAddress).toMatchObject({ state: "OR", country: "US" });
    expect(view.mails.map((m: { subject: string }) => m.subject)).toEqual([
      `Your Wildluxe order #${started.json.orderId}`,
    ]);
    expect(view.mails[0].text).toContain("This is your receipt.");
    expect(view.mails[0].text).toContain("Bend, OR 97701\n  United States");
  });
});
