import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Card = {
  slug: string;
  nightlyPrice: number | null;
  weekendPrice: number | null;
  cleaningFee: number | null;
  currency: string;
};
const list = async (query: string) => {
  const res = await httpClient(t.baseUrl).get(`/api/listings?${query}`);
  return {
    status: res.status,
    cards: res.json as Card[],
    total: Number(res.headers.get("x-total-count")),
    error: (res.json as { error?: string }).error,
  };
};

describe("listing prices", () => {
  it("gives every demo stay a nightly price in cents, some a weekend rate and a cleaning fee", async () => {
    const { cards } = await list("limit=100");
    expect(cards.length).toBeGreaterThan(50);
    for (const c of cards) {
      expect(c.currency).toBe("USD");
      expect(c.nightlyPrice).toBeGreaterThanOrEqual(14_000);
      if (c.weekendPrice !== null) expect(c.weekendPrice).toBeGreaterThan(c.nightlyPrice!);
    }
    expect(cards.some((c) => c.weekendPrice !== null)).toBe(true);
    expect(cards.some((c) => c.cleaningFee !== null)).toBe(true);
  });

  it("sorts by price, cheapest or dearest first", async () => {
    const up = (await list("sort=price-asc&limit=100")).cards.map((c) => c.nightlyPrice!);
    const down = (await list("sort=price-desc&limit=100")).cards.map((c) => c.nightlyPrice!);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up[0]).toBeLessThan(up.at(-1)!);
  });

  it("filters by nightly price in whole dollars, both ends included", async () => {
    const all = await list("limit=100");
    const every = [...all.cards, ...(await list("limit=100&page=2")).cards];
    expect(every).toHaveLength(all.total);
    const band = await list("minPrice=250&maxPrice=350&limit=100");
    expect(band.cards.length).toBeGreaterThan(0);
    expect(band.total).toBeLessThan(all.total);
    for (const c of band.cards) expect(c.nightlyPrice! >= 25_000 && c.nightlyPrice! <= 35_000).toBe(true);
    const expected = every.filter((c) => c.nightlyPrice! >= 25_000 && c.nightlyPrice! <= 35_000).length;
    expect(band.total).toBe(expected);
    expect((await list("maxPrice=1")).cards).toEqual([]);
  });

  it("answers a bad price filter with 400 and a message", async () => {
    expect(await list("minPrice=-5").then((r) => [r.status, r.error])).toEqual([400, "minPrice cannot be negative."]);
    expect(await list("minPrice=400&maxPrice=200").then((r) => [r.status, r.error])).toEqual([
      400,
      "minPrice must not be above maxPrice.",
    ]);
    expect(await list("maxPrice=cheap").then((r) => r.status)).toBe(400);
    expect(await list("sort=cheapest").then((r) => r.status)).toBe(400);
  });

  it("lets an admin set and change a stay's prices, checked", async () => {
    const admin = await signedInMember(t, { admin: true });
    const property = {
      name: "Priced Pine Cabin",
      description: "<p>A cabin with a price.</p>",
      location: "Bend, Oregon",
      mainImage: "/images/hero-landscape.svg",
      tierLevel: 0,
    };
    const created = await admin.http.post("/api/listings", {
      ...property,
      nightlyPrice: 19_500,
      weekendPrice: 23_500,
      cleaningFee: 6_000,
      currency: "CAD",
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      nightlyPrice: 19_500,
      weekendPrice: 23_500,
      cleaningFee: 6_000,
      currency: "CAD",
    });
    const changed = await admin.http.patch(`/api/listings/${created.json.id}`, {
      nightlyPrice: 21_000,
      weekendPrice: null,
    });
    expect(changed.json).toMatchObject({
      nightlyPrice: 21_000,
      weekendPrice: null,
      cleaningFee: 6_000,
      currency: "CAD",
    });
    const low = await admin.http.patch(`/api/listings/${created.json.id}`, { nightlyPrice: 50 });
    expect([low.status, low.json.error]).toEqual([400, "nightlyPrice: Nightly price must be at least 100 cents."]);
    const currency = await admin.http.patch(`/api/listings/${created.json.id}`, { currency: "XYZ" });
    expect(currency.status).toBe(400);
    expect(currency.json.error).toContain("Currency must be one of USD");
  });
});
