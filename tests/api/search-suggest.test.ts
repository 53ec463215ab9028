import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { invalidatePublicReads } from "../../server/lib/public-reads";
import type { Suggestion } from "../../server/services/search/suggest/suggest";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

/**
 * Typeahead (GET /api/search/suggest, tRPC search.suggest): destinations with their stays, categories and stays by
 * name, prefix and typo-tolerant, at most 8; a stay only as the lists show it to the reader.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function suggest(q: string, http = httpClient(t.baseUrl)): Promise<Suggestion[]> {
  const res = await http.get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.json as { suggestions: Suggestion[] }).suggestions;
}
const labels = (found: Suggestion[]) => found.map((s) => s.label);
/** How many stays the listings search finds for `text`, as /listings shows after a destination is picked. */
async function listed(text: string) {
  const res = await httpClient(t.baseUrl).get(`/api/listings?search=${encodeURIComponent(text)}&limit=100`);
  return Number(res.headers.get("x-total-count"));
}

async function addStay(values: {
  name: string;
  slug: string;
  tierLevel?: number;
  approved?: boolean;
  archived?: true;
}) {
  const { archived, ...rest } = values;
  const [row] = await t.database.db
    .insert(listings)
    .values({
      description: "<p>A stay made for the typeahead test.</p>",
      location: "Tromsø, Troms, Norway",
      mainImage: "/images/hero-landscape.svg",
      ...rest,
      archivedAt: archived ? new Date() : null,
    })
    .returning({ id: listings.id });
  // Written behind the app's back: drop what visitors see, as every declared write does.
  await invalidatePublicReads(t.deps.metrics);
  return row!.id;
}

describe("typeahead suggestions", () => {
  it("“alp” suggests the Alps first, with the stays /listings finds for it", async () => {
    const [first] = await suggest("alp");
    expect(first).toEqual({ kind: "destination", label: "Alps", place: "landscape", stays: 6 });
    expect(await listed("Alps")).toBe(6);
  });

  it("“seat” suggests Seattle with its stays; a typo (“seatle”) still finds it", async () => {
    for (const q of ["seat", "seatle"]) {
      const seattle = (await suggest(q)).find((s) => s.label === "Seattle");
      expect(seattle, q).toMatchObject({ kind: "destination", place: "city" });
      expect(seattle!.kind === "destination" && seattle!.stays).toBe(await listed("Seattle"));
    }
  });

  it("a country by an everyday name and with a typo: “swiss”, “swizerland”", async () => {
    expect(labels(await suggest("swiss"))).toContain("Switzerland");
    expect(labels(await suggest("swizerland"))[0]).toBe("Switzerland");
  });

  it("a stay's name prefix suggests that stay, by its slug", async () => {
    const found = await suggest("lake uni");
    expect(found[0]).toMatchObject({ kind: "stay", label: "Lake Union Float House", slug: "lake-union-float-house" });
    expect(found[0]).toMatchObject({ locked: false });
  });

  it("categories by name and by the catalogue's words for them", async () => {
    expect((await suggest("treeh"))[0]).toMatchObject({ kind: "category", label: "Treehouses", slug: "treehouses" });
    expect((await suggest("chalet")).find((s) => s.kind === "category")).toMatchObject({ slug: "luxury-cabins" });
  });

  it("suggests at most 8, and one destination once however many names lead to it", async () => {
    for (const q of ["a", "l", "lake"]) {
      const found = await suggest(q);
      expect(found.length, q).toBeGreaterThan(0);
      expect(found.length, q).toBeLessThanOrEqual(8);
      const places = found.filter((s) => s.kind === "destination").map((s) => s.label);
      expect(new Set(places).size, q).toBe(places.length);
    }
  });
});

describe("what a reader may be suggested", () => {
  it("a stay above the reader's tier is suggested as the lists show it, locked; unlocked at its tier", async () => {
    await addStay({ name: "Quillwort Tier Three Eyrie", slug: "quillwort-tier-three-eyrie", tierLevel: 3 });
    expect((await suggest("quillwort"))[0]).toMatchObject({ slug: "quillwort-tier-three-eyrie", locked: true });
    const { http } = await signedInMember(t, { tier: 3 });
    expect((await suggest("quillwort", http))[0]).toMatchObject({ slug: "quillwort-tier-three-eyrie", locked: false });
  });

  it("a stay no list shows (waiting for approval, archived) is suggested to no one", async () => {
    await addStay({ name: "Hushwillow Pending Cabin", slug: "hushwillow-pending-cabin", approved: false });
    await addStay({ name: "Hushwillow Archived Cabin", slug: "hushwillow-archived-cabin", archived: true });
    await addStay({ name: "Hushwillow Open Cabin", slug: "hushwillow-open-cabin" });
    const { http } = await signedInMember(t, { tier: 3 });
    for (const reader of [httpClient(t.baseUrl), http]) {
      expect(labels(await suggest("hushwillow", reader))).toEqual(["Hushwillow Open Cabin"]);
    }
  });

  it("a stay an admin archives is no longer suggested (the index follows the writes)", async () => {
    const id = await addStay({ name: "Brackenmoor Soon Gone Hut", slug: "brackenmoor-soon-gone-hut" });
    expect(labels(await suggest("brackenmoor"))).toEqual(["Brackenmoor Soon Gone Hut"]);
    const { http: admin } = await signedInMember(t, { admin: true });
    expect((await admin.delete(`/api/listings/${id}`)).status).toBe(200);
    expect(await suggest("brackenmoor")).toEqual([]);
  });
});

describe("typeahead input", () => {
  it("takes 1 to 100 characters; else 400 with a message, over REST and tRPC", async () => {
    expect((await httpClient(t.baseUrl).get(`/api/search/suggest?q=${"a".repeat(100)}`)).status).toBe(200);
    for (const q of ["a".repeat(101), "", "%20%20"]) {
      const res = await httpClient(t.baseUrl).get(`/api/search/suggest?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(JSON.stringify(res.json), q).toMatch(/q (can be at most 100|must have at least 1) character/);
    }
    expect((await httpClient(t.baseUrl).get("/api/search/suggest")).status).toBe(400);
    await expect(t.caller(null).search.suggest({ q: "a".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("is a public read: visitors get it with an ETag and the public Cache-Control", async () => {
    const res = await fetch(`${t.baseUrl}/api/search/suggest?q=alp`);
    expect(res.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  });
});
