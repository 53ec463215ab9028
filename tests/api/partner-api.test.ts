import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, listings } from "../../db/schema";
import { KEY_OUTSIDE_PARTNER_API } from "../../server/auth/api-key";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

const LIMIT = 40;
let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let key: string;

const v1 = (path: string, token = key) =>
  fetch(`${t.baseUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
const v1Json = async (path: string, token = key) => {
  const res = await v1(path, token);
  return { status: res.status, headers: res.headers, body: await res.json() };
};

async function newKey(scopes: string[], name = "Trip planner") {
  const res = await member.http.post("/api/partner/keys", { name, scopes }, { origin: t.baseUrl });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; key: string; prefix: string };
}

beforeAll(async () => {
  t = await startTestApp({ PARTNER_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  member = await signedInMember(t, { tier: 3 });
  ({ key } = await newKey(["listings:read", "search:read"]));
});
afterAll(() => t.close());

describe("partner API keys", () => {
  it("shows a key once and keeps only its hash", async () => {
    const created = await newKey(["listings:read"], "Agency site");
    expect(created.key).toMatch(/^wlx_[a-z2-7]{40}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));

    const list = await member.http.get("/api/partner/keys");
    const listed = list.json.find((k: { id: number }) => k.id === created.id);
    expect(listed).toMatchObject({
      name: "Agency site",
      prefix: created.prefix,
      scopes: ["listings:read"],
      lastUsedAt: null,
    });
    expect(list.text).not.toContain(created.key.slice(12));
  });

  it("refuses bad key requests with a message and a visitor with 401", async () => {
    const bad = await member.http.post(
      "/api/partner/keys",
      { name: "", scopes: ["listings:read"] },
      { origin: t.baseUrl },
    );
    expect([bad.status, bad.json.error], bad.text).toEqual([400, "Give the key a name."]);
    const scope = await member.http.post(
      "/api/partner/keys",
      { name: "x", scopes: ["admin:all"] },
      { origin: t.baseUrl },
    );
    expect(scope.status).toBe(400);
    expect(scope.json.error).toContain("listings:read");
    const write = await member.http.post(
      "/api/partner/keys",
      { name: "x", scopes: ["listings:write"] },
      { origin: t.baseUrl },
    );
    expect([write.status, write.json.error]).toEqual([
      403,
      "Only owners of a stay can create keys with listings:write.",
    ]);
    expect(
      (
        await httpClient(t.baseUrl).post(
          "/api/partner/keys",
          { name: "x", scopes: ["listings:read"] },
          { origin: t.baseUrl },
        )
      ).status,
    ).toBe(401);
    // A key cannot make keys: key management is for the member's own session.
    const byKey = await fetch(`${t.baseUrl}/api/partner/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, origin: t.baseUrl, "content-type": "application/json" },
      body: "{}",
    });
    expect([byKey.status, ((await byKey.json()) as { error: string }).error]).toEqual([401, KEY_OUTSIDE_PARTNER_API]);
  });

  it("stops a revoked key at once", async () => {
    const created = await newKey(["listings:read"]);
    expect((await v1("/categories", created.key)).status).toBe(200);
    expect((await member.http.delete(`/api/partner/keys/${created.id}`, { origin: t.baseUrl })).status).toBe(200);
    const after = await v1Json("/categories", created.key);
    expect([after.status, after.body]).toEqual([
      401,
      { error: "Invalid or revoked API key.", message: "Invalid or revoked API key.", code: "UNAUTHORIZED" },
    ]);
    expect((await member.http.delete(`/api/partner/keys/${created.id}`, { origin: t.baseUrl })).status).toBe(404);
  });
});

describe("partner API v1", () => {
  it("answers 401 without a key and 403 without the scope", async () => {
    const none = await fetch(`${t.baseUrl}/api/v1/listings`);
    expect([none.status, ((await none.json()) as { code: string }).code]).toEqual([401, "UNAUTHORIZED"]);
    const searchOnly = await newKey(["search:read"]);
    const refused = await v1Json("/listings", searchOnly.key);
    expect([refused.status, refused.body.error]).toEqual([403, "This key lacks the listings:read scope."]);
    expect((await v1("/search?q=cabin", searchOnly.key)).status).toBe(200);
    // The AI search: words understood, and every stay says what it matched.
    const ai = await v1Json("/search?q=" + encodeURIComponent("treehose with jacuzzi") + "&limit=3", searchOnly.key);
    expect(ai.body.intent).toMatchObject({ categories: ["treehouses"], amenities: ["Hot Tub"] });
    expect(ai.body.data).toHaveLength(3);
    for (const stay of ai.body.data) expect(stay.matched).toContain("Treehouses");
  });

  it("answers AI search with the search box's reading: distances near a place, a price, and notes", async () => {
    const near = await v1Json("/search?q=" + encodeURIComponent("cabins near seattle"));
    expect(near.status).toBe(200);
    expect(near.body.intent.near).toEqual({ place: "Seattle", km: 150 });
    const km = near.body.data.map((stay: { distanceKm: number }) => stay.distanceKm);
    expect(km.length).toBeGreaterThan(0);
    expect(km.every((d: unknown) => typeof d === "number" && d <= 1200)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));

    const unknown = await v1Json("/search?q=xyzzy");
    expect(unknown.body.data).toEqual([]);
    expect(unknown.body.notes).toEqual(["We don't know 'Xyzzy' yet: we searched for it as a word."]);

    const priced = await v1Json("/search?q=" + encodeURIComponent("treehouse under $300"));
    expect(priced.body.intent.price).toEqual({ min: null, max: 300, cheap: false });
    for (const stay of priced.body.data) expect(stay.price.nightly).toBeLessThanOrEqual(300_00);

    // The list reads `q` the same way: each stay's distance near a place, and what it read or left out.
    const list = await v1Json("/listings?q=" + encodeURIComponent("near seattle under $300"));
    expect(list.body.notes).toEqual(["Price: under $300 a night."]);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const stay of list.body.data) expect(stay.distanceKm).toBeLessThanOrEqual(150);
  });

  it("pages through every live stay with cursors", async () => {
    const seen = new Set<string>();
    let cursor: string | null = "";
    let total = 0;
    while (cursor !== null) {
      const page: { status: number; body: { data: { slug: string }[]; total: number; nextCursor: string | null } } =
        await v1Json(`/listings?limit=25${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      total = page.body.total;
      for (const l of page.body.data) seen.add(l.slug);
      cursor = page.body.nextCursor;
    }
    expect(total).toBeGreaterThan(25);
    expect(seen.size).toBe(total);
  });

  it("lists open stays with their full description HTML, as its Listing promises", async () => {
    const { status, body } = await v1Json(`/listings?tier=0&limit=5`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const listed of body.data as { slug: string; locked: boolean; description: string; teaser: string }[]) {
      const [stay] = await t.database.db
        .select({ description: listings.description })
        .from(listings)
        .where(eq(listings.slug, listed.slug));
      expect(listed).toMatchObject({ locked: false, description: stay!.description });
      expect(listed.teaser.length).toBeGreaterThan(0);
    }
  });

  it("gives tier-gated stays only their teaser, whatever the key owner's tier", async () => {
    const [gated] = await t.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(eq(listings.tierLevel, 3))
      .limit(1);
    const { status, body } = await v1Json(`/listings/${gated!.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: gated!.slug,
      locked: true,
      description: null,
      bookingUrl: null,
      gallery: [],
      amenities: [],
    });
    expect(body.teaser.length).toBeGreaterThan(0);
  });

  it("answers bad input and unknown stays in its one error shape", async () => {
    expect(await v1Json("/listings?limit=0").then((r) => [r.status, r.body.code])).toEqual([400, "BAD_REQUEST"]);
    expect(await v1Json("/listings?cursor=nope").then((r) => [r.status, r.body.error])).toEqual([
      400,
      "cursor: not a cursor this API gave out.",
    ]);
    expect(await v1Json("/search").then((r) => r.status)).toBe(400);
    expect(await v1Json("/listings/no-such-stay").then((r) => [r.status, r.body])).toEqual([
      404,
      { error: "Listing not found.", message: "Listing not found.", code: "NOT_FOUND" },
    ]);
  });

  it("lets a key read the partner API but never write elsewhere or reach admin procedures", async () => {
    const admin = await signedInMember(t, { admin: true });
    const res = await admin.http.post(
      "/api/partner/keys",
      { name: "ops", scopes: ["listings:read"] },
      { origin: t.baseUrl },
    );
    const adminKey = (res.json as { key: string }).key;
    const stats = await fetch(`${t.baseUrl}/api/trpc/admin.stats`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect([401, 403]).toContain(stats.status);
    const users = await fetch(`${t.baseUrl}/api/admin/session`, { headers: { authorization: `Bearer ${adminKey}` } });
    expect(users.status).toBe(401);
    const write = await fetch(`${t.baseUrl}/api/listings/1`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${adminKey}`, origin: t.baseUrl },
    });
    expect(write.status).toBe(401);
    // The partner procedures answer a key: a typed script reads listings.
    const typed = await fetch(
      `${t.baseUrl}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 2 } }))}`,
      { headers: { authorization: `Bearer ${adminKey}` } },
    );
    expect(typed.status).toBe(200);
  });

  it("lets an owner edit only their own stay with a listings:write key, and the edit waits for approval", async () => {
    const owner = await signedInMember(t, { tier: 1 });
    const [mine, other] = await t.database.db
      .select({ id: listings.id, slug: listings.slug, name: listings.name })
      .from(listings)
      .where(eq(listings.tierLevel, 0))
      .limit(2);
    await t.database.db.update(listings).set({ ownerId: owner.user.id }).where(eq(listings.id, mine!.id));
    const created = await owner.http.post(
      "/api/partner/keys",
      { name: "Channel manager", scopes: ["listings:read", "listings:write"] },
      { origin: t.baseUrl },
    );
    expect(created.status, created.text).toBe(201);
    const patch = (slug: string, body: unknown, token = created.json.key as string) =>
      fetch(`${t.baseUrl}/api/v1/listings/${slug}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));

    const edited = await patch(mine!.slug, { name: "Cedar Hollow Cabin by the Creek" });
    expect(edited).toEqual({ status: 200, body: { status: "pending_approval", requestId: expect.any(Number) } });
    // The site keeps the approved name until an admin approves the edit.
    expect((await v1Json(`/listings/${mine!.slug}`)).body.name).toBe(mine!.name);
    const admin = await signedInMember(t, { admin: true });
    await t.caller(admin.user).admin.approvals.decide({ id: edited.body.requestId, approve: true });
    expect((await v1Json(`/listings/${mine!.slug}`)).body.name).toBe("Cedar Hollow Cabin by the Creek");

    expect(await patch(other!.slug, { name: "Not mine" }).then((r) => [r.status, r.body.error])).toEqual([
      403,
      "This stay is not yours to manage.",
    ]);
    expect(await patch(mine!.slug, {}).then((r) => [r.status, r.body.code])).toEqual([400, "BAD_REQUEST"]);
    // A read-only key may not write, even for the stay's owner.
    expect(await patch(mine!.slug, { name: "Sneaky" }, key).then((r) => [r.status, r.body.error])).toEqual([
      403,
      "This key lacks the listings:write scope.",
    ]);
  });

  it("publishes an OpenAPI 3.1 document that validates and matches what the endpoints answer", async () => {
    const doc = await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/categories",
      "/listings",
      "/listings/{slug}",
      "/listings/{slug}/availability",
      "/regions",
      "/search",
    ]);

    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat("date-time", true).addFormat("uri", true);
    const id = "https://wildluxe.test/openapi.json";
    ajv.addSchema({ ...doc, $id: id });
    const responseSchema = (path: string) => {
      const schema = doc.paths[path].get.responses["200"].content["application/json"].schema;
      return (
        ajv.getSchema(`${id}/${path}`) ??
        ajv.compile({
          $id: `${id}/${path}`,
          ...JSON.parse(JSON.stringify(schema).replaceAll('"#/components', `"${id}#/components`)),
        })
      );
    };
    const samples: Array<[string, string]> = [
      ["/listings", "/listings?limit=5&sort=newest"],
      ["/listings/{slug}", `/listings/${(await v1Json("/listings?limit=1")).body.data[0].slug}`],
      ["/search", "/search?q=treehouse&limit=3"],
      ["/search", "/search?q=" + encodeURIComponent("cheap cabins near seattle")],
      ["/listings", "/listings?q=" + encodeURIComponent("near seattle")],
    ];
    // What the search understood is in the document, not only in the answers.
    expect(Object.keys(doc.components.schemas.Listing.properties)).toContain("distanceKm");
    const page = doc.components.schemas.AiSearchPage.properties;
    expect(Object.keys(page)).toEqual(expect.arrayContaining(["notes", "relaxed", "intent"]));
    expect(Object.keys(page.intent.properties)).toEqual(expect.arrayContaining(["places", "near", "price"]));
    for (const [path, url] of samples) {
      const { body } = await v1Json(url);
      const validate = responseSchema(path);
      expect(validate(body), `${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe("limits and usage", () => {
  it("answers 429 with Retry-After past the key's limit per minute, and counts every call", async () => {
    const created = await newKey(["listings:read"], "Busy key");
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await v1("/regions", created.key)).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    const over = await v1Json("/regions", created.key);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.error).toMatch(`This key may make ${LIMIT} requests a minute`);

    // Calls are written in batches, off the request's path.
    const todayOf = async () => (await t.caller(member.user).partners.usage()).days.find((d) => d.keyId === created.id);
    await expect.poll(todayOf, { timeout: 30_000 }).toMatchObject({ requests: LIMIT + 3, errors: 3 });
    const usage = await t.caller(member.user).partners.usage();
    expect(usage.limitPerMinute).toBe(LIMIT);
    expect(usage.errors.filter((e) => e.keyId === created.id)[0]).toMatchObject({
      status: 429,
      path: "/api/v1/regions",
      keyName: "Busy key",
    });
  });
});
