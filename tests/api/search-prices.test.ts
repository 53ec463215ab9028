import { and, isNotNull, isNull, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * Price words ("under $300", "between $200 and $400", "cheap") are read as a price filter by the one search brain:
 * the search box says it back in its notes, AI search in its chips; neither searches the words as text.
 */
let t: TestApp;
let prices: number[];
beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.database.db
    .select({ cents: listings.nightlyPrice })
    .from(listings)
    .where(and(isNull(listings.archivedAt), eq(listings.approved, true), isNotNull(listings.nightlyPrice)));
  prices = rows.map((r) => r.cents!).sort((a, b) => a - b);
});
afterAll(() => t.close());

type Card = { slug: string; nightlyPrice: number | null; category: { slug: string } | null };
type Chip = { key: string; kind: string; label: string };
type AiBody = {
  intent: { price: unknown; words: string[] };
  understood: Chip[];
  relaxed: string[];
  notes: string[];
  results: { listing: Card; matched: string[]; missing: string[] }[];
};

async function searchBox(search: string) {
  const query = `search=${encodeURIComponent(search)}&mode=all-keywords&limit=100`;
  const res = await httpClient(t.baseUrl).get(`/api/listings?${query}`);
  expect(res.status, res.text).toBe(200);
  const header = res.headers.get("x-search-notes");
  return { items: res.json as Card[], notes: header ? (JSON.parse(decodeURIComponent(header)) as string[]) : [] };
}
const ai = async (q: string) => {
  const res = await httpClient(t.baseUrl).get(`/api/search/ai?q=${encodeURIComponent(q)}`);
  expect(res.status, res.text).toBe(200);
  return res.json as AiBody;
};
const cheapest = (cents: number) => prices.filter((p) => p <= cents).length;

describe("price words in the search box", () => {
  it("“cabins under $300” shows only cabins at $300 a night or less, and says so", async () => {
    const { items, notes } = await searchBox("cabins under $300");
    expect(items.length).toBeGreaterThan(0);
    for (const stay of items) expect(stay.nightlyPrice!, stay.slug).toBeLessThanOrEqual(300_00);
    expect(notes).toEqual(["Price: under $300 a night."]);
  });

  it("“between $200 and $400” and “less than $250 a night” are ranges of the nightly price", async () => {
    const between = await searchBox("between $200 and $400");
    expect(between.items.length).toBe(prices.filter((p) => p >= 200_00 && p <= 400_00).length);
    expect(between.notes).toEqual(["Price: $200 to $400 a night."]);
    const under = await searchBox("less than $250 a night");
    expect(under.items.length).toBe(cheapest(250_00));
  });

  it("“cheap” is the lowest-priced third of the stays, and the note names the price it came to", async () => {
    const { items, notes } = await searchBox("cheap");
    const upTo = Math.max(...items.map((i) => i.nightlyPrice!));
    expect(items.length).toBe(cheapest(upTo));
    expect(items.length).toBeGreaterThanOrEqual(prices.length / 3);
    expect(cheapest(upTo - 1)).toBeLessThan(prices.length / 3);
    expect(notes).toEqual([
      `Price: cheap (the lowest-priced third of our stays, up to $${Math.ceil(upTo / 100)} a night).`,
    ]);
    expect((await searchBox("budget")).items.length).toBe(items.length);
  });

  it("leaves a price out, and says so, before the kind of stay when nothing matches both", async () => {
    const { items, notes } = await searchBox("treehouse under $20");
    expect(items.length).toBeGreaterThan(0);
    for (const stay of items) expect(stay.category?.slug).toBe("treehouses");
    expect(notes).toEqual(["No stay matched everything, so these were left out: under $20 a night."]);
  });
});

describe("price words in AI search", () => {
  it("understands “under $300” as a price chip, never as words, and each stay says whether it matches", async () => {
    const body = await ai("treehouse under $300 a night");
    expect(body.intent.price).toEqual({ min: null, max: 300, cheap: false });
    expect(body.intent.words).toEqual([]);
    expect(body.understood).toContainEqual({ key: "price", kind: "price", label: "Under $300 a night" });
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) {
      expect(r.listing.nightlyPrice!).toBeLessThanOrEqual(300_00);
      expect(r.matched).toContain("Under $300 a night");
    }
    // The chip taken off (on /ai-search, through the typed client): the price goes with it.
    const without = await t.caller(null).search.ai({ q: "treehouse under $300 a night", without: ["price"] });
    expect(without.intent.price).toBeNull();
    expect(without.results.some((r) => r.listing.nightlyPrice! > 300_00)).toBe(true);
  });

  it("“cheap cabins” and “budget” keep to the lowest-priced third", async () => {
    const { items } = await searchBox("cheap");
    const upTo = Math.max(...items.map((i) => i.nightlyPrice!));
    const body = await ai("cheap cabins");
    expect(body.intent.price).toEqual({ min: null, max: null, cheap: true });
    expect(body.notes).toEqual([]);
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results) expect(r.listing.nightlyPrice!).toBeLessThanOrEqual(upTo);
  });

  it("relaxes a price nothing meets and names it", async () => {
    const body = await ai("treehouse under $20");
    expect(body.relaxed).toEqual(["under $20 a night"]);
    expect(body.results.every((r) => r.listing.category?.slug === "treehouses")).toBe(true);
    expect(body.results[0]!.missing).toContain("Under $20 a night");
  });
});
