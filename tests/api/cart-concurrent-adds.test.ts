import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeVariants } from "../../db/schema";
import { signedInMember, startTestApp, type TestApp } from "../helpers/app";

// On PostgreSQL, parallel requests really run at once: there a read of the line and a write of the sum lost adds.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function variant(sku: string) {
  const [row] = await t.database.db.select().from(storeVariants).where(eq(storeVariants.sku, sku));
  return row!;
}

describe("cart adds at the same moment", () => {
  it("counts every acknowledged add: 20 parallel adds of one item leave 20 in the cart", async () => {
    const { http } = await signedInMember(t);
    const decals = await variant("DECAL-6");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http.post("/api/store/cart/items", { variantId: decals.id, quantity: 1 }, { origin: t.baseUrl }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const cart = await http.get("/api/store/cart");
    expect(cart.json.items.find((i: { variantId: number }) => i.variantId === decals.id).quantity).toBe(20);
  });

  it("never lets parallel adds past the stock: of 6 parallel adds of a 3-in-stock item, 3 are acknowledged and 3 refused", async () => {
    const { http } = await signedInMember(t);
    const clay = await variant("BEANIE-CLAY");
    expect(clay.stock).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        http.post("/api/store/cart/items", { variantId: clay.id, quantity: 1 }, { origin: t.baseUrl }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.json.error).toBe("Only 3 left of Merino Trail Beanie (Clay).");
    const cart = await http.get("/api/store/cart");
    expect(cart.json.items.find((i: { variantId: number }) => i.variantId === clay.id).quantity).toBe(3);
  });
});
