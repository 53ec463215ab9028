import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { categories, listings } from "../../db/schema";
import { createCache } from "../../server/lib/cache";
import { EXACT_COUNT_UP_TO, searchListings } from "../../server/services/listings/listings";
import { listingQuery } from "../../server/services/listings/listing-query";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * Decision 019: a search counts its matches exactly up to EXACT_COUNT_UP_TO (250), or to the end of the
 * page asked for when that lies further; past it the count stops and says so ("more than 250 stays"):
 * `totalIsExact` in tRPC and the partner API, `X-Total-Count-Exact: false` beside X-Total-Count in REST.
 */
const COMMON = "fernwhistle";
const FEW = "mosslantern";
const PAIRED = "glimmerfen";
const NAMED = "Quillmoor";
const MANY = EXACT_COUNT_UP_TO + 10;
const stay = (i: number, word: string) => ({
  name: `Counted stay ${i}`,
  slug: `counted-${word}-${i}`,
  description: `<p>A cabin by the ${word} creek.</p>`,
  location: "Somewhere, Nowhere",
  mainImage: "/images/hero-landscape.svg",
  tierLevel: 0,
  rating: (i % 50) / 10,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const rows = [
    ...Array.from({ length: MANY }, (_, i) => stay(i, COMMON)),
    ...Array.from({ length: 25 }, (_, i) => stay(i, FEW)),
  ];
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(listings).values(rows.slice(i, i + 500));
  // Six stays in the Caves category whose text never says "cave", named with a word no other stay has.
  const [caves] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, "caves"));
  const caveStays = Array.from({ length: 6 }, (_, i) => ({
    ...stay(i, "hollow"),
    name: `${NAMED} hollow ${i}`,
    slug: `counted-cave-${i}`,
    categoryId: caves!.id,
    rating: 2 + i / 2,
  }));
  // Two of them also say a word no other stay says.
  for (const c of caveStays.slice(0, 2)) c.description = `<p>A ${PAIRED} hollow.</p>`;
  await t.database.db.insert(listings).values(caveStays);
});
afterAll(() => t.close());

const search = (query: Record<string, unknown>, exactCountUpTo?: number, rankedCandidates?: number) =>
  searchListings(t.database.db, createCache({ cache: () => undefined }), null, listingQuery.parse(query), {
    ...(exactCountUpTo === undefined ? {} : { exactCountUpTo }),
    ...(rankedCandidates === undefined ? {} : { rankedCandidates }),
  });

describe("a search's count", () => {
  it("is exact up to the limit given, and a lower bound past it", async () => {
    expect(await search({ search: FEW, limit: 10 }, 25)).toMatchObject({ total: 25, totalIsExact: true });
    const capped = await search({ search: FEW, limit: 10 }, 24);
    expect(capped).toMatchObject({ total: 24, totalIsExact: false });
    expect(capped.items).toHaveLength(10);
    // A page past the limit counts to its own end: page 3 of 10 reaches 30, so all 25 are counted.
    expect(await search({ search: FEW, limit: 10, page: 3 }, 5)).toMatchObject({ total: 25, totalIsExact: true });
    expect(await search({ search: FEW, limit: 10, page: 2 }, 5)).toMatchObject({ total: 20, totalIsExact: false });
  });

  it("stops at a part of the matches that alone holds more than the limit (its words in names, a category), and is exact otherwise", async () => {
    // The six named stays are every match of their word, and the part of them with it in their name.
    expect(await search({ search: NAMED, limit: 3 }, 6)).toMatchObject({ total: 6, totalIsExact: true });
    expect(await search({ search: NAMED, limit: 3 }, 5)).toMatchObject({ total: 5, totalIsExact: false });
    expect(await search({ search: "cave", limit: 3 }, 5)).toMatchObject({ total: 5, totalIsExact: false });
    // With every word, the Caves category (the six and the demo's cave stays) is no part of the matches: two say the
    // other word.
    expect(await search({ search: `cave ${PAIRED}`, mode: "all-keywords", limit: 3 }, 5)).toMatchObject({
      total: 2,
      totalIsExact: true,
    });
    // A filter narrows every part too: two of the six are rated 4 or more.
    expect(await search({ search: NAMED, minRating: 4, limit: 3 }, 1)).toMatchObject({ total: 2, totalIsExact: true });
  });

  it("past the limit, is what the page read: one stay past its end means more, a short page counts them all", async () => {
    // Ranked by relevance, 4 candidates a set: these pages are read past the candidates, best rated first.
    const whole = await search({ search: FEW, limit: 25 }, 100, 4);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search({ search: FEW, limit: 7, page }, 5, 4)));
    expect(pages.map((p) => [p.total, p.totalIsExact, p.items.length])).toEqual([
      [7, false, 7],
      [14, false, 7],
      [21, false, 7],
      [25, true, 4],
    ]);
    expect(pages.flatMap((p) => p.items.map((i) => i.slug))).toEqual(whole.items.map((i) => i.slug));
    // A page that ends exactly at the last match: no stay past it, so the count says these are all.
    expect(await search({ search: FEW, limit: 5, page: 5 }, 5, 4)).toMatchObject({ total: 25, totalIsExact: true });
  });

  it("stops at 250 in REST and tRPC, and says the total is a lower bound", async () => {
    const http = httpClient(t.baseUrl);
    const first = await http.get(`/api/listings?search=${COMMON}&limit=12`);
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(12);
    expect(first.headers.get("x-total-count")).toBe("250");
    expect(first.headers.get("x-total-count-exact")).toBe("false");
    expect(first.headers.get("access-control-expose-headers")).toContain("X-Total-Count-Exact");
    expect(await t.caller(null).listings.list({ search: COMMON, limit: 12 })).toMatchObject({
      total: 250,
      totalIsExact: false,
    });

    // Page 5 of 50 ends at the 250th stay: more follow, and the next page has them.
    const fifth = await http.get(`/api/listings?search=${COMMON}&limit=50&page=5`);
    expect(fifth.headers.get("x-total-count")).toBe("250");
    expect(fifth.headers.get("x-total-count-exact")).toBe("false");
    const last = await http.get(`/api/listings?search=${COMMON}&limit=50&page=6`);
    expect(last.json).toHaveLength(MANY - 250);
    expect(last.headers.get("x-total-count")).toBe(String(MANY));
    expect(last.headers.get("x-total-count-exact")).toBe("true");

    const few = await http.get(`/api/listings?search=${FEW}`);
    expect(few.headers.get("x-total-count")).toBe("25");
    expect(few.headers.get("x-total-count-exact")).toBe("true");
  });

  it("lets a partner page past 250 matches: the cursor goes on while the total is a lower bound", async () => {
    const member = await signedInMember(t, { tier: 3 });
    const created = await member.http.post(
      "/api/partner/keys",
      { name: "Counter", scopes: ["listings:read"] },
      { origin: t.baseUrl },
    );
    expect(created.status, created.text).toBe(201);
    const key = (created.json as { key: string }).key;
    const seen = new Set<string>();
    const pages: { total: number; totalIsExact: boolean }[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const res = await fetch(
        `${t.baseUrl}/api/v1/listings?q=${COMMON}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
        { headers: { authorization: `Bearer ${key}` } },
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        data: { slug: string }[];
        total: number;
        totalIsExact: boolean;
        nextCursor: string | null;
      };
      for (const l of body.data) seen.add(l.slug);
      pages.push({ total: body.total, totalIsExact: body.totalIsExact });
      cursor = body.nextCursor;
    }
    expect(seen.size).toBe(MANY);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toEqual({ total: 250, totalIsExact: false });
    expect(pages[1]).toEqual({ total: 250, totalIsExact: false });
    expect(pages.at(-1)).toEqual({ total: MANY, totalIsExact: true });
  });
});
