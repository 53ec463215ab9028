import { eq } from "drizzle-orm";
import { DEFAULT_SENDER } from "../../server/services/mail/outbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, purchases, storeOrders, storeVariants } from "../../db/schema";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ADDRESS = {
  ship_name: "Sam Camper",
  ship_line1: "12 Pine St",
  ship_city: "Bend",
  ship_state: "OR",
  ship_postal: "97701",
  ship_country: "US",
};
type Client = ReturnType<typeof httpClient>;

async function variant(sku: string) {
  const [row] = await t.database.db.select().from(storeVariants).where(eq(storeVariants.sku, sku));
  return row!;
}
const stockOf = async (sku: string) => (await variant(sku)).stock;
const add = (http: Client, variantId: number, quantity: number) =>
  http.post("/api/store/cart/items", { variantId, quantity }, { origin: t.baseUrl });

/** Pays a demo checkout as the buyer would on its page; returns where it sends them. */
async function payDemo(url: string, form: Record<string, string> = ADDRESS) {
  const sessionId = url.split("/").pop()!;
  const res = await fetch(t.baseUrl + url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
    body: new URLSearchParams({ session_id: sessionId, ...form }).toString(),
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

describe("catalogue", () => {
  it("lists products with variants, server prices and stock words", async () => {
    const res = await httpClient(t.baseUrl).get("/api/store/products");
    expect(res.status).toBe(200);
    const bySlug = new Map(res.json.map((p: { slug: string }) => [p.slug, p]));
    const beanie = bySlug.get("merino-trail-beanie") as any;
    expect(beanie.variants.map((v: any) => [v.name, v.price, v.stockNote])).toEqual([
      ["Forest", 3200, null],
      ["Clay", 3200, "Only 3 left"],
    ]);
    expect((bySlug.get("enamel-camp-mug") as any).variants[1]).toMatchObject({
      name: "Sand",
      available: false,
      stockNote: "Sold out",
    });
    expect((bySlug.get("wildluxe-travel-guide") as any).variants[0]).toMatchObject({
      price: 4900,
      memberOffer: { plan: "Luxe Insider", price: 0 },
    });
    const insider = await createUser(t.database, { tier: 2 });
    const guide = await t.caller(insider).store.product("wildluxe-travel-guide");
    expect(guide.variants[0]).toMatchObject({ price: 0, regularPrice: 4900 });

    const collection = await httpClient(t.baseUrl).get("/api/store/collections/camp-kitchen");
    expect(collection.json.products.map((p: { slug: string }) => p.slug).sort()).toEqual([
      "cast-iron-skillet",
      "enamel-camp-mug",
      "pour-over-coffee-kit",
    ]);
    expect((await httpClient(t.baseUrl).get("/api/store/collections/99999")).status).toBe(404);
  });
});

describe("cart", () => {
  it("refuses unknown variants, bad quantities and more than the stock, with messages", async () => {
    const http = httpClient(t.baseUrl);
    const clay = await variant("BEANIE-CLAY");
    expect((await add(http, 999_999, 1)).status).toBe(404);
    for (const quantity of [0, 100, 1.5]) {
      const res = await add(http, clay.id, quantity);
      expect([res.status, res.json.error]).toEqual([400, expect.stringMatching(/quantity/)]);
    }
    const over = await add(http, clay.id, 4);
    expect([over.status, over.json.error]).toEqual([400, "Only 3 left of Merino Trail Beanie (Clay)."]);
    const soldOut = await add(http, (await variant("MUG-SAND")).id, 1);
    expect([soldOut.status, soldOut.json.error]).toEqual([400, "Enamel Camp Mug (Sand) is sold out."]);
    const bad = await http.post("/api/store/cart/items", "{nope", { origin: t.baseUrl });
    expect(bad.status).toBe(400);
  });

  it("keeps a visitor's cart when they sign in, priced by the server", async () => {
    const member = await createUser(t.database);
    const http = httpClient(t.baseUrl);
    const tote = await variant("TOTE-SAND");
    const hoodie = await variant("HOODIE-M");
    // A price sent by the browser is never read.
    expect(
      (await http.post("/api/store/cart/items", { variantId: tote.id, quantity: 2, price: 1 }, { origin: t.baseUrl }))
        .status,
    ).toBe(201);
    const added = await add(http, hoodie.id, 1);
    expect(added.json).toMatchObject({ count: 3, subtotal: 2 * 3800 + 7800 });
    expect(http.jar.get("wl_cart")).toBeTruthy();

    expect((await http.post("/api/auth/login", { email: member.email, password: member.password })).status).toBe(200);
    const cart = await http.get("/api/store/cart");
    expect(cart.json.items.map((i: any) => [i.sku, i.quantity, i.unitPrice])).toEqual([
      ["TOTE-SAND", 2, 3800],
      ["HOODIE-M", 1, 7800],
    ]);
    expect(http.jar.has("wl_cart")).toBe(false);
    const removed = await http.delete(`/api/store/cart/items/${hoodie.id}`, { origin: t.baseUrl });
    expect(removed.json.items.map((i: any) => i.sku)).toEqual(["TOTE-SAND"]);
  });
});

describe("checkout and fulfilment", () => {
  it("pays through the demo checkout, takes exactly what was bought from stock, and a replay changes nothing", async () => {
    const { user, http } = await signedInMember(t);
    const [tote, beanie] = [await variant("TOTE-FOREST"), await variant("BEANIE-FOREST")];
    await add(http, tote.id, 2);
    await add(http, beanie.id, 1);
    expect((await httpClient(t.baseUrl).post("/api/store/checkout", {}, { origin: t.baseUrl })).status).toBe(401);
    const checkout = await http.post("/api/store/checkout", {}, { origin: t.baseUrl });
    expect(checkout.status).toBe(200);
    expect(checkout.json.url).toMatch(/^\/demo-checkout\//);
    const page = await (await fetch(t.baseUrl + checkout.json.url)).text();
    expect(page).toContain("Shipping address");
    // 2 x $38 + $32 = $108 of goods: over $100, so shipping is free.
    expect(page).toContain("$108.00");
    const missing = await payDemo(checkout.json.url, { ...ADDRESS, ship_line1: "" });
    expect([missing.status, missing.text.includes("Enter the street address.")]).toEqual([400, true]);

    const done = await payDemo(checkout.json.url);
    expect([done.status, done.location]).toEqual([
      303,
      `${t.deps.env.APP_URL}/store/orders/${checkout.json.orderId}?session_id=${checkout.json.url.split("/").pop()}`,
    ]);
    expect(await stockOf("TOTE-FOREST")).toBe(tote.stock! - 2);
    expect(await stockOf("BEANIE-FOREST")).toBe(beanie.stock! - 1);
    const [order] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, checkout.json.orderId));
    expect(order).toMatchObject({
      status: "paid",
      subtotal: 10_800,
      shipping: 0,
      total: 10_800,
      shippingAddress: {
        name: "Sam Camper",
        line1: "12 Pine St",
        city: "Bend",
        state: "OR",
        postalCode: "97701",
        country: "US",
      },
    });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.itemId, order!.id));
    expect(purchase).toMatchObject({ kind: "store_order", status: "paid", amount: 10_800, userId: user.id });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(mail.map((m) => m.subject)).toContain(`Your Wildluxe order #${order!.id}`);
    // The order confirmation is the store order's receipt, from the default sender.
    const receipt = mail.find((m) => m.subject === `Your Wildluxe order #${order!.id}`)!;
    expect(receipt.text).toContain("This is your receipt.");
    expect(receipt.text).toContain("Total paid  $108.00");
    expect(receipt.fromAddress).toBe(DEFAULT_SENDER);
    expect((await http.get("/api/store/cart")).json.items).toEqual([]);

    // The same event again (a second click redelivers it) changes nothing.
    await payDemo(checkout.json.url);
    expect(await stockOf("TOTE-FOREST")).toBe(tote.stock! - 2);
    const orders = await http.get("/api/store/orders");
    expect(orders.json.map((o: any) => [o.id, o.status, o.total])).toEqual([[order!.id, "paid", 10_800]]);
  });

  it("sells the last one once when two buyers race for it: the late order is held and its buyer told", async () => {
    const skillet = await variant("SKILLET-10");
    await t.database.db.update(storeVariants).set({ stock: 1 }).where(eq(storeVariants.id, skillet.id));
    const buyers = [await signedInMember(t), await signedInMember(t)];
    const urls: string[] = [];
    for (const b of buyers) {
      await add(b.http, skillet.id, 1);
      urls.push((await b.http.post("/api/store/checkout", {}, { origin: t.baseUrl })).json.url);
    }
    await Promise.all(urls.map((url) => payDemo(url)));
    expect(await stockOf("SKILLET-10")).toBe(0);
    const statuses = await Promise.all(buyers.map(async (b) => (await b.http.get("/api/store/orders")).json[0].status));
    expect([...statuses].sort()).toEqual(["held", "paid"]);
    const late = buyers[statuses.indexOf("held")]!;
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, late.user.email));
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringMatching(/is on hold$/));
  });

  it("delivers the travel guide as a 50+ page PDF from an expiring signed link", async () => {
    const { http } = await signedInMember(t);
    await add(http, (await variant("GUIDE-PDF")).id, 1);
    const checkout = await http.post("/api/store/checkout", {}, { origin: t.baseUrl });
    const page = await (await fetch(t.baseUrl + checkout.json.url)).text();
    expect(page).not.toContain("Shipping address");
    expect((await payDemo(checkout.json.url, {})).status).toBe(303);
    const [order] = (await http.get("/api/store/orders")).json;
    expect(order.status).toBe("fulfilled");
    const link = order.downloads[0].url as string;
    // The link opens in the buyer's session (tests/api/store-guide.test.ts has the refusals).
    const session = { headers: { cookie: [...http.jar].map(([k, v]) => `${k}=${v}`).join("; ") } };
    const pdf = await fetch(t.baseUrl + link, session);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = bytes.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(50);

    const [id, , signature] = link.split("/").pop()!.split(".");
    expect((await fetch(`${t.baseUrl}/api/store/downloads/${id}.1000.${signature}`, session)).status).toBe(404);
    const { downloadSecret, downloadToken } = await import("../../server/services/store/downloads");
    const expired = downloadToken(Number(id), await downloadSecret(t.database.db), new Date(Date.now() - 1000));
    const old = await fetch(`${t.baseUrl}/api/store/downloads/${expired}`, session);
    expect([old.status, ((await old.json()) as { error: string }).error]).toEqual([
      403,
      "This download link has expired. Open your order for a fresh one.",
    ]);
  });

  it("gives a Luxe Insider the guide free, without a payment page", async () => {
    const { http } = await signedInMember(t, { tier: 2 });
    await add(http, (await variant("GUIDE-PDF")).id, 1);
    const checkout = await http.post("/api/store/checkout", {}, { origin: t.baseUrl });
    expect(checkout.json.url).toBe(`/store/orders/${checkout.json.orderId}`);
    const [order] = (await http.get("/api/store/orders")).json;
    expect(order).toMatchObject({ status: "fulfilled", total: 0 });
    expect(order.downloads).toHaveLength(1);
  });
});

describe("member benefits and the admin", () => {
  const address = {
    name: "Sam Camper",
    line1: "12 Pine St",
    city: "Bend",
    state: "OR",
    postalCode: "97701",
    country: "US",
  };

  it("sends a Luxe Explorer the decal pack once, to a US address only", async () => {
    await expect(
      t.caller(await createUser(t.database, { tier: 0 })).store.claimDecalPack(address),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const explorer = await createUser(t.database, { tier: 1 });
    await expect(t.caller(explorer).store.claimDecalPack({ ...address, country: "CA" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "The decal pack ships to US addresses only.",
    });
    const before = await stockOf("DECAL-6");
    const claimed = await t.caller(explorer).store.claimDecalPack(address);
    expect(await stockOf("DECAL-6")).toBe(before! - 1);
    const [order] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, claimed.orderId));
    expect(order).toMatchObject({ status: "paid", total: 0, benefit: "decal_pack" });
    await expect(t.caller(explorer).store.claimDecalPack(address)).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already claimed your decal pack.",
    });
  });

  it("lets an admin mark a paid order shipped with tracking, and tells the buyer", async () => {
    const admin = await createUser(t.database, { admin: true });
    const explorer = await createUser(t.database, { tier: 1 });
    const { orderId } = await t.caller(explorer).store.claimDecalPack(address);
    await expect(t.caller(explorer).admin.store.ship({ id: orderId, tracking: "1Z999" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await t.caller(admin).admin.store.ship({ id: orderId, tracking: "1Z999AA10123456784" });
    const view = await t.caller(explorer).store.order(orderId);
    expect(view).toMatchObject({ status: "shipped", tracking: "1Z999AA10123456784" });
    await expect(t.caller(admin).admin.store.ship({ id: orderId, tracking: "again-123" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, explorer.email));
    expect(mail.map((m) => m.subject)).toContain(`Your Wildluxe order #${orderId} has shipped`);
  });

  it("lets an admin rename and re-photograph a product, move it to a new collection and archive that collection, audited", async () => {
    const admin = await createUser(t.database, { admin: true });
    const member = await createUser(t.database, { tier: 1 });
    await expect(t.caller(member).admin.store.updateProduct({ id: 1, name: "Mine" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const shelf = await t
      .caller(admin)
      .admin.store.createCollection({ name: "Winter shelf", description: "For cold nights." });
    const beanie = (await t.caller(admin).admin.store.products()).find((p) => p.slug === "merino-trail-beanie")!;
    await t.caller(admin).admin.store.updateProduct({
      id: beanie.id,
      name: "Merino Summit Beanie",
      image: "/images/store/canvas-camp-tote.svg",
      collectionId: shelf.id,
    });
    await expect(
      t.caller(admin).admin.store.updateProduct({ id: beanie.id, image: "javascript:alert(1)" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await t.caller(admin).admin.store.updateCollection({ id: shelf.id, name: "Winter kit" });
    // A rename keeps what it does not name.
    expect((await t.caller(admin).admin.store.collections()).find((c) => c.id === shelf.id)).toMatchObject({
      name: "Winter kit",
      description: "For cold nights.",
    });
    const listed = await httpClient(t.baseUrl).get(`/api/store/collections/${shelf.id}`);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.json)).toContain("Winter kit");
    expect(JSON.stringify(listed.json)).toContain("Merino Summit Beanie");
    expect(listed.json.products).toEqual([
      expect.objectContaining({
        slug: "merino-trail-beanie",
        name: "Merino Summit Beanie",
        image: "/images/store/canvas-camp-tote.svg",
      }),
    ]);
    await t.caller(admin).admin.store.archiveCollection({ id: shelf.id, archived: true });
    expect((await httpClient(t.baseUrl).get(`/api/store/collections/${shelf.id}`)).status).toBe(404);
    const audit = await t.caller(admin).admin.activity.list({ action: "store", limit: 100 });
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(["store.product.update", "store.collection.update", "store.collection.archive"]),
    );
  });
});
