import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings } from "../../db/schema";
import { CURATED_EXTRA } from "../../db/seed/demo-data/curated-extra";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  ({ user: adminUser, http: admin } = await signedInMember(t, { admin: true }));
});
afterAll(() => t.close());

const live = and(isNull(listings.archivedAt), eq(listings.approved, true));
const liveCount = async () => t.database.db.$count(listings, live);
const cookie = () => [...admin.jar].map(([k, v]) => `${k}=${v}`).join("; ");

const property = {
  name: "Okavango Reed Camp",
  description: "<p>Reed-walled suites over the delta.</p><script>x()</script>",
  location: "Okavango Delta, Botswana",
  mainImage: "/media/uploads/listing/x-1600.webp",
  categoryId: 3,
  regionId: 12,
};

describe("property admin", () => {
  it("creates through admin.properties.create, copying the category into primaryCategoryId, and patches it", async () => {
    const caller = t.caller(adminUser).admin.properties;
    const created = await caller.create(property);
    expect(created).toMatchObject({
      slug: "okavango-reed-camp",
      categoryId: 3,
      primaryCategoryId: 3,
      regionId: 12,
      tierLevel: 1,
      rating: 0,
      reviewCount: 0,
      approved: true,
      featured: false,
      verified: false,
    });
    expect(created.description).toBe("<p>Reed-walled suites over the delta.</p>");
    const patched = await caller.update({ id: created.id, data: { primaryCategoryId: 1, featured: true } });
    expect(patched).toMatchObject({ categoryId: 3, primaryCategoryId: 1, featured: true });
    await expect(caller.update({ id: created.id, data: { categoryId: 99 } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Category 99 does not exist.",
    });
    await expect(caller.update({ id: created.id, data: { regionId: 40 } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Region 40 does not exist.",
    });
    await expect(caller.update({ id: 999_999, data: { name: "Ghost" } })).rejects.toMatchObject({ code: "NOT_FOUND" });

    const rest = await admin.post("/api/listings", { ...property, name: "Delta Star Deck", categoryId: 2 });
    expect(rest.status).toBe(201);
    expect(rest.json.primaryCategoryId).toBe(2);
    const restPatch = await admin.patch(`/api/listings/${rest.json.id}`, { primaryCategoryId: 3 });
    expect(restPatch.json).toMatchObject({ categoryId: 2, primaryCategoryId: 3 });

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `listing:${created.id}`));
    expect(audit.map((a) => a.action)).toEqual(["properties.create", "properties.update"]);
  });

  it("lists with search, filters and pagination, archived ones included on request", async () => {
    const caller = t.caller(adminUser).admin.properties;
    const found = await caller.list({ search: "REED camp" });
    expect(found.items.map((l) => l.slug)).toEqual(["okavango-reed-camp"]);
    expect(found.items[0]!.category?.name).toBe("Glamping");

    const glamping = await caller.list({ category: "glamping", limit: 100 });
    expect(glamping.items.every((l) => l.categoryId === 3)).toBe(true);
    expect((await caller.list({ category: 3, limit: 100 })).total).toBe(glamping.total);
    expect(
      (await caller.list({ region: 12, tier: 1, limit: 100 })).items.every(
        (l) => l.regionId === 12 && l.tierLevel === 1,
      ),
    ).toBe(true);
    expect((await caller.list({ featured: true, limit: 100 })).items.every((l) => l.featured)).toBe(true);

    const page1 = await caller.list({ limit: 10 });
    const page2 = await caller.list({ limit: 10, page: 2 });
    expect(page1.items).toHaveLength(10);
    expect(page2.items[0]!.id).not.toBe(page1.items[0]!.id);

    const target = found.items[0]!;
    expect(await caller.archive({ id: target.id })).toMatchObject({ success: true, id: target.id });
    expect((await caller.list({ search: "REED camp", archived: false })).total).toBe(0);
    expect((await caller.list({ search: "REED camp", archived: true })).items[0]!.archivedAt).not.toBeNull();
    expect((await caller.get({ id: target.id })).archivedAt).not.toBeNull();
    expect((await httpClient(t.baseUrl).get("/api/listings/okavango-reed-camp")).status).toBe(404);
    await caller.restore({ id: target.id });
    expect((await httpClient(t.baseUrl).get("/api/listings/okavango-reed-camp")).status).toBe(200);
  });

  it("uploads a real PNG as WebP sizes served back from the returned URL; refuses a renamed text file", async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "lodge.png");
    const res = await fetch(`${t.baseUrl}/api/admin/upload-image`, {
      method: "POST",
      body: form,
      headers: { cookie: cookie() },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.url).toMatch(/^\/media\/uploads\/listing\/[a-z0-9]+-[a-f0-9]{12}-1600\.webp$/);
    expect(body.imageUrl).toBe(body.url);
    expect(body.fullUrl).toBe(`${t.deps.env.APP_URL}${body.url}`);
    expect(Object.keys(body.sizes)).toEqual(["400", "800", "1600"]);
    for (const url of [body.url, body.sizes["400"]]) {
      const image = await fetch(`${t.baseUrl}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
    }

    const fake = new FormData();
    fake.append("image", new Blob(["UPDATE listings SET name = 'x'"], { type: "image/png" }), "evil.png");
    const refused = await fetch(`${t.baseUrl}/api/admin/upload-image`, {
      method: "POST",
      body: fake,
      headers: { cookie: cookie() },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(
      "Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).",
    );
    const none = await fetch(`${t.baseUrl}/api/admin/upload-image`, {
      method: "POST",
      body: new FormData(),
      headers: { cookie: cookie() },
    });
    expect(none.status).toBe(400);
    expect((await admin.post("/api/admin/upload-image", { image: "data:image/png;base64,AAAA" })).status).toBe(400);
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = new FormData();
    big.append("image", new Blob([huge], { type: "image/png" }), "huge.png");
    const tooBig = await fetch(`${t.baseUrl}/api/admin/upload-image`, {
      method: "POST",
      body: big,
      headers: { cookie: cookie() },
    });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toBe("Images must be 10 MB or smaller.");
  });
});

describe("add-properties helper (target 110)", () => {
  it("tops the catalog up to exactly 110 live listings, then adds nothing and says so", async () => {
    const start = await liveCount();
    expect(start).toBeGreaterThan(110);
    // Archive enough to fall below the target: 105 live remain.
    const ids = (
      await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(live)
        .orderBy(asc(listings.id))
        .limit(start - 105)
    ).map((r) => r.id);
    await t.database.db.update(listings).set({ archivedAt: new Date() }).where(inArray(listings.id, ids));
    expect(await liveCount()).toBe(105);

    const res = await admin.post("/api/admin/add-final-luxury-properties-no-auth", {});
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, finalCount: 110, added: 5 });
    expect(res.json.message).toBe("Added 5 authentic luxury properties. Total listings: 110.");
    expect(await liveCount()).toBe(110);
    const added = await t.database.db
      .select()
      .from(listings)
      .where(inArray(listings.slug, ["kettle-valley-timber-lodge", "makgadikgadi-star-tents"]));
    expect(added).toHaveLength(2);
    expect(added.find((l) => l.slug === "makgadikgadi-star-tents")).toMatchObject({
      categoryId: 3,
      primaryCategoryId: 3,
      regionId: 12,
      approved: true,
    });
    expect((await admin.get("/api/listings/kettle-valley-timber-lodge")).json.amenities.length).toBeGreaterThan(0);

    const again = await t.caller(adminUser).admin.addProperties();
    expect(again).toMatchObject({ success: true, added: 0, finalCount: 110 });
    expect(again.message).toBe("The catalog already has 110 live listings (target 110), so no properties were added.");
    expect(await liveCount()).toBe(110);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "properties.add-curated"))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: adminUser.id,
      details: expect.objectContaining({ added: 5, before: 105, finalCount: 110 }),
    });
    expect(CURATED_EXTRA.length).toBeGreaterThanOrEqual(25);
    await t.database.db.update(listings).set({ archivedAt: null }).where(inArray(listings.id, ids));
  });
});

describe("maintenance calls", () => {
  it("fixes Jack's Camp to Glamping in Southern Africa, idempotently", async () => {
    const jacks = async () => (await t.database.db.select().from(listings).where(eq(listings.slug, "jacks-camp")))[0]!;
    expect(await jacks()).toMatchObject({ categoryId: 1, primaryCategoryId: 1, regionId: 0 });
    const res = await admin.get("/api/direct-admin/fix-jacks-camp");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: "Jack's Camp is now classified as Glamping in Southern Africa.",
    });
    const fixed = await jacks();
    expect(fixed).toMatchObject({
      categoryId: 3,
      primaryCategoryId: 3,
      regionId: 12,
      mainImage: "/media/art/glamping/jacks-camp.webp",
    });
    const again = await admin.get("/api/direct-admin/fix-jacks-camp");
    expect(again.json).toMatchObject({ success: true, changed: false });
    expect(await jacks()).toEqual(fixed);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, "maintenance.fix-jacks-camp"))).toBe(1);
    expect((await admin.get("/api/direct-admin/fix-jacks-camp", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("never runs SQL from the client: raw queries and strings are 400 and nothing changes", async () => {
    const snapshot = () =>
      t.database.db.execute(
        sql`select id, name, category_id, primary_category_id, region_id, archived_at from listings order by id`,
      );
    const before = JSON.stringify(await snapshot());
    const attempts: unknown[] = [
      { query: "UPDATE listings SET category_id = 3, primary_category_id = 3, region_id = 12 WHERE id = 1" },
      { query: "DROP TABLE listings" },
      { listingId: 1, categoryId: 3, primaryCategoryId: 3, regionId: 12, query: "DELETE FROM users" },
      { listingId: "1; DROP TABLE listings", categoryId: 3, primaryCategoryId: 3, regionId: 12 },
      { listingId: 1.5, categoryId: 3, primaryCategoryId: 3, regionId: 12 },
      { listingId: 1, categoryId: 3 },
      "UPDATE listings SET name = 'pwned'",
      [1, 2, 3],
    ];
    for (const body of attempts) {
      const res = await admin.post("/api/execute-query", JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(res.json.error).toMatch(/^This endpoint never runs SQL\./);
    }
    expect(
      (
        await admin.request("POST", "/api/execute-query", "UPDATE listings SET name = 'pwned'", {
          "content-type": "text/plain",
        })
      ).status,
    ).toBe(415);
    expect(
      (await admin.post("/api/execute-query", { listingId: 1, categoryId: 99, primaryCategoryId: 3, regionId: 12 }))
        .json.error,
    ).toBe("categoryId: category 99 does not exist.");
    expect(
      (await admin.post("/api/execute-query", { listingId: 1, categoryId: 3, primaryCategoryId: 3, regionId: 77 }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post("/api/execute-query", { listingId: 999999, categoryId: 3, primaryCategoryId: 3, regionId: 12 }))
        .status,
    ).toBe(404);
    expect(JSON.stringify(await snapshot())).toBe(before);
    expect(
      await t.database.db.$count(
        auditLog,
        and(eq(auditLog.action, "maintenance.execute-query"), eq(auditLog.outcome, "warning")),
      ),
    ).toBe(attempts.length);
  });

  it("applies a typed reclassification", async () => {
    const res = await admin.post("/api/execute-query", {
      listingId: 2,
      categoryId: 5,
      primaryCategoryId: 6,
      regionId: 8,
    });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.message).toMatch(/is now Lakeside Retreats \(primary Beachfront Escapes\) in Northern Europe\.$/);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, 2));
    expect(row).toMatchObject({ categoryId: 5, primaryCategoryId: 6, regionId: 8 });
  });
});
