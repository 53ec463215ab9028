import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const visitor = () => httpClient(t.baseUrl);
const get = (path: string, headers: Record<string, string> = {}) => fetch(t.baseUrl + path, { headers });
/** Renames a stay behind the app's back, as nothing a visitor's cache would hear of. */
const renameInDatabase = (slug: string, name: string) =>
  t.database.db.update(listings).set({ name }).where(eq(listings.slug, slug));

async function openStay() {
  const [row] = await t.database.db
    .select({ id: listings.id, slug: listings.slug, name: listings.name })
    .from(listings)
    .where(eq(listings.tierLevel, 0))
    .limit(1);
  return row!;
}

describe("public reads served from memory", () => {
  it("gives visitors' lists an ETag and Cache-Control, and 304 for the version they have", async () => {
    const first = await get("/api/listings?limit=3");
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toContain("Cookie");
    expect(first.headers.get("x-total-count")).toMatch(/^\d+$/);
    // Compressed once when kept: a visitor who takes gzip gets those bytes, the same list.
    const zipped = await get("/api/listings?limit=3", { "accept-encoding": "gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.json()).toEqual(
      await (await get("/api/listings?limit=3", { "accept-encoding": "identity" })).json(),
    );
    const again = await get("/api/listings?limit=3", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // tRPC's public queries too, as the site itself reads them.
    const trpc = await get("/api/trpc/listings.featured");
    expect(trpc.status).toBe(200);
    expect((await get("/api/trpc/listings.featured", { "if-none-match": trpc.headers.get("etag")! })).status).toBe(304);
  });

  it("answers a visitor's repeated read as the whole chain did the first time, with a new CSP nonce (server/rest/visitor-replay.ts)", async () => {
    const path = "/api/listings?limit=11";
    const nonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const others = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(
          ([name]) => !["content-security-policy", "date", "content-length", "transfer-encoding"].includes(name),
        ),
      );
    for (const encoding of ["gzip", "identity"]) {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await get(path, { "accept-encoding": encoding }));
      const [first, ...later] = answers;
      for (const res of later) {
        expect(res.status).toBe(200);
        expect(others(res)).toEqual(others(first!));
        expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
        expect(nonce(res)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(nonce(res)).not.toBe(nonce(first!));
        expect(await res.json()).toEqual(await first!.clone().json());
      }
    }
  });

  it("answers visitors from memory until a write that changes what they see, then the next read is new", async () => {
    const stay = await openStay();
    expect((await visitor().get(`/api/listings/${stay.slug}`)).json.name).toBe(stay.name);
    await renameInDatabase(stay.slug, "Renamed Behind The Cache");
    // Still the kept answer: the database was not asked again.
    expect((await visitor().get(`/api/listings/${stay.slug}`)).json.name).toBe(stay.name);
    // A counted page view is not such a write.
    expect((await visitor().post(`/api/listings/${stay.slug}/events`, { type: "view" })).status).toBeLessThan(300);
    expect((await visitor().get(`/api/listings/${stay.slug}`)).json.name).toBe(stay.name);

    const admin = await signedInMember(t, { admin: true });
    const edited = await admin.http.patch(`/api/listings/${stay.id}`, { name: "Edited By The Admin" });
    expect(edited.status).toBe(200);
    expect((await visitor().get(`/api/listings/${stay.slug}`)).json.name).toBe("Edited By The Admin");
    const listed = (await visitor().get(`/api/listings?limit=100&search=${encodeURIComponent("Edited By The Admin")}`))
      .json as Array<{ slug: string }>;
    expect(listed.map((l) => l.slug)).toContain(stay.slug);
    await admin.http.patch(`/api/listings/${stay.id}`, { name: stay.name });
  });

  it("never gives a member the visitors' copy, nor a visitor a member's", async () => {
    const [gated] = await t.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(eq(listings.tierLevel, 3))
      .limit(1);
    const path = `/api/listings/${gated!.slug}`;
    expect((await visitor().get(path)).json).toMatchObject({ locked: true, description: null });
    const elite = await signedInMember(t, { tier: 3 });
    const full = await elite.http.get(path);
    expect(full.json).toMatchObject({ locked: false, description: expect.any(String) });
    expect(full.headers.get("etag")).toBeNull();
    expect((await visitor().get(path)).json).toMatchObject({ locked: true, description: null });
  });
});
