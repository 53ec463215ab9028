import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEP_ALIVE_SECONDS } from "../../server/lib/listen";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { SPEC_CATEGORIES } from "../helpers/spec-catalog";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("connections", () => {
  it("keeps an idle connection open 65 s and says so, longer than clients and proxies keep theirs", async () => {
    const res = await fetch(`${t.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
    expect(KEEP_ALIVE_SECONDS).toBeGreaterThan(60);
  });
});

describe("catalog", () => {
  it("serves the 13 categories with the spec's ids, names and slugs, and live counts", async () => {
    const res = await httpClient(t.baseUrl).get("/api/categories");
    expect(res.status).toBe(200);
    expect(res.json.map((c: { id: number; name: string; slug: string }) => [c.id, c.name, c.slug])).toEqual(
      SPEC_CATEGORIES,
    );
    for (const c of res.json) expect(c.count).toBeGreaterThan(0);
  });

  it("serves one category by id, 404 for a missing one and 400 for a bad id", async () => {
    const http = httpClient(t.baseUrl);
    expect((await http.get("/api/categories/2")).json.name).toBe("Treehouses");
    const missing = await http.get("/api/categories/99");
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe("Category not found.");
    expect((await http.get("/api/categories/99999999999")).status).toBe(400);
  });

  it("serves regions 0-18 with the spec's names", async () => {
    const res = await httpClient(t.baseUrl).get("/api/regions");
    expect(res.json.map((r: { id: number }) => r.id)).toEqual([...Array(19).keys()]);
    expect(res.json[0].name).toBe("Worldwide");
    expect(res.json[6].name).toBe("Alps");
    expect(res.json[18].name).toBe("Amazon Basin");
  });
});

describe("listings", () => {
  it("lists at least 110 listings in total, paginated, with X-Total-Count", async () => {
    const http = httpClient(t.baseUrl);
    const first = await http.get("/api/listings");
    expect(first.status).toBe(200);
    expect(Array.isArray(first.json)).toBe(true);
    expect(first.json).toHaveLength(12);
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(110);
    const page2 = await http.get("/api/listings?page=2&limit=50");
    expect(page2.json).toHaveLength(50);
    expect(page2.json[0].id).not.toBe(first.json[0].id);
    const all = await http.get("/api/listings?limit=100&page=2");
    expect(all.json).toHaveLength(Math.min(100, total - 100));
  });

  it("searches with every word in all-keywords mode and any word otherwise", async () => {
    const http = httpClient(t.baseUrl);
    const tree = await http.get("/api/listings?search=treehouse&limit=100");
    expect(tree.json.length).toBeGreaterThan(0);
    const allWords = await http.get(`/api/listings?search=${encodeURIComponent("treehouse zzqx")}&mode=all-keywords`);
    expect(allWords.json).toHaveLength(0);
    expect(allWords.headers.get("x-total-count")).toBe("0");
    const anyWord = await http.get(`/api/listings?search=${encodeURIComponent("treehouse zzqx")}&mode=any&limit=100`);
    expect(anyWord.json.length).toBe(tree.json.length);
  });

  it("filters by category and region, by id or slug", async () => {
    const http = httpClient(t.baseUrl);
    const byId = await http.get("/api/listings?category=2&limit=100");
    const bySlug = await http.get("/api/listings?category=treehouses&limit=100");
    expect(byId.json.length).toBeGreaterThan(0);
    expect(bySlug.json.map((l: { id: number }) => l.id)).toEqual(byId.json.map((l: { id: number }) => l.id));
    for (const l of byId.json) expect(l.categoryId).toBe(2);
    const alps = await http.get("/api/listings?region=6&limit=100");
    const alpsBySlug = await http.get("/api/listings?region=alps&limit=100");
    expect(alps.json.length).toBeGreaterThan(0);
    expect(alpsBySlug.json.map((l: { id: number }) => l.id)).toEqual(alps.json.map((l: { id: number }) => l.id));
    for (const l of alps.json) expect(l.regionId).toBe(6);
  });

  it("rejects bad query parameters with 400", async () => {
    const http = httpClient(t.baseUrl);
    for (const q of ["page=0", "page=abc", "limit=1000", "limit=-1", "minRating=9", "sort=sideways"]) {
      const res = await http.get(`/api/listings?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.json.error).toBe("string");
    }
  });

  it("features at most 6 listings", async () => {
    const res = await httpClient(t.baseUrl).get("/api/listings/featured");
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.length).toBeLessThanOrEqual(6);
    for (const l of res.json) expect(l.featured).toBe(true);
  });

  it("serves a listing by slug with amenities, and 404 when missing", async () => {
    const http = httpClient(t.baseUrl);
    const [first] = (await http.get("/api/listings?limit=1&tier=0")).json;
    const res = await http.get(`/api/listings/${first.slug}`);
    expect(res.status).toBe(200);
    expect(res.json.slug).toBe(first.slug);
    expect(res.json.amenities.length).toBeGreaterThan(0);
    expect(res.json.category).toMatchObject({
      id: first.categoryId,
      name: SPEC_CATEGORIES.find(([id]) => id === first.categoryId)?.[1],
    });
    expect(res.json.searchVector).toBeUndefined();
    const missing = await http.get("/api/listings/no-such-listing-anywhere");
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe("Listing not found.");
  });
});

describe("the API shell", () => {
  it("answers an unknown /api path with a JSON 404", async () => {
    const res = await httpClient(t.baseUrl).get("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json.error).toContain("No API route");
  });

  it("sends a text answer of 1 KB or more gzipped whole, with its length, to a client that takes gzip, and a smaller one as it is", async () => {
    // A member's list of stays: not from the visitors' cache, which keeps its own gzip bodies.
    const { http } = await signedInMember(t);
    const list = `/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`;
    const zipped = await http.get(list, { "accept-encoding": "gzip, deflate, br" });
    const plain = await http.get(list);
    expect(plain.text.length).toBeGreaterThan(1024);
    expect({
      encoding: zipped.headers.get("content-encoding"),
      chunked: zipped.headers.get("transfer-encoding"),
    }).toEqual({ encoding: "gzip", chunked: null });
    expect(Number(zipped.headers.get("content-length"))).toBeLessThan(plain.text.length / 2);
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.json).toEqual(plain.json);
    // A REST refusal and a tRPC error: gzip would only make them longer.
    for (const path of ["/api/does-not-exist", "/api/trpc/account.preferences"]) {
      const small = await httpClient(t.baseUrl).get(path, { "accept-encoding": "gzip" });
      expect(small.headers.get("content-encoding"), path).toBeNull();
      expect(Number(small.headers.get("content-length")), path).toBe(Buffer.byteLength(small.text));
    }
  });

  it("reports health and readiness", async () => {
    const http = httpClient(t.baseUrl);
    expect((await http.get("/healthz")).json).toEqual({ status: "ok" });
    expect((await http.get("/readyz")).json).toEqual({ status: "ready" });
  });

  it("sends secure headers", async () => {
    const res = await httpClient(t.baseUrl).get("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("records request metrics per route", async () => {
    await httpClient(t.baseUrl).get("/api/regions");
    const samples = t.deps.metrics.since(0).filter((s) => s.route === "/api/regions");
    expect(samples.length).toBeGreaterThan(0);
    expect(samples[0]).toMatchObject({ method: "GET", status: 200 });
  });
});
