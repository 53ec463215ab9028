import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings, users } from "../../db/schema";
import { seoRoutes } from "../../server/rest/seo";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp({ APP_URL: "https://wildluxe.example" });
  ({ user: adminUser, http: admin } = await signedInMember(t, { admin: true }));
});
afterAll(() => t.close());

async function auditActions() {
  return t.database.db
    .select({ action: auditLog.action, outcome: auditLog.outcome, actorId: auditLog.actorId })
    .from(auditLog);
}

describe("admin session and access", () => {
  it("answers the session with success and the admin's id, username and email", async () => {
    const res = await admin.get("/api/admin/session");
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.user).toMatchObject({ id: adminUser.id, username: adminUser.username, email: adminUser.email });
    expect(res.json.user.passwordHash).toBeUndefined();
    const access = await admin.get("/api/admin-access");
    expect(access.json).toMatchObject({ access: true, user: { id: adminUser.id } });
    expect(await t.caller(adminUser).admin.session()).toMatchObject({
      success: true,
      user: { username: adminUser.username },
    });
  });

  it("counts users", async () => {
    const count = async () => (await admin.get("/api/admin/users-count")).json.count as number;
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(await count()).toBe(Number(row!.n));
    await createUser(t.database);
    expect(await count()).toBe(Number(row!.n) + 1);
  });
});

describe("stat cards", () => {
  it("returns five live counts: active listings, users, 13 categories, articles and 18 regions", async () => {
    const stats = await t.caller(adminUser).admin.stats();
    const [live] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(isNull(listings.archivedAt));
    expect(stats.properties).toBe(Number(live!.n));
    expect(stats.categories).toBe(13);
    expect(stats.regions).toBe(18);
    expect(stats.articles).toBe(12);
    expect(stats.users).toBe((await admin.get("/api/admin/users-count")).json.count);

    const [first] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(isNull(listings.archivedAt))
      .limit(1);
    await t.caller(adminUser).admin.properties.archive({ id: first!.id });
    expect((await t.caller(adminUser).admin.stats()).properties).toBe(stats.properties - 1);
    await t.caller(adminUser).admin.properties.restore({ id: first!.id });
    expect((await t.caller(adminUser).admin.stats()).properties).toBe(stats.properties);
  });
});

describe("monitoring", () => {
  it("reports performance metrics from the real request samples", async () => {
    await httpClient(t.baseUrl).get("/api/journal");
    await httpClient(t.baseUrl).get("/api/journal");
    const res = await admin.get("/api/admin/performance-metrics?timeRange=hour");
    expect(res.status).toBe(200);
    const { performance, systemHealth, timeline } = res.json;
    expect(performance.totalRequests).toBeGreaterThanOrEqual(3);
    expect(typeof performance.averageResponseTime).toBe("number");
    expect(typeof performance.errorRate).toBe("number");
    expect(performance.topEndpoints.find((e: { url: string }) => e.url === "/api/journal")).toMatchObject({
      url: "/api/journal",
      count: 2,
    });
    expect(performance.slowRequests[0]).toEqual(
      expect.objectContaining({ url: expect.any(String), duration: expect.any(Number) }),
    );
    expect(systemHealth.cache.hitRate).toBeGreaterThan(0);
    expect(systemHealth.memory).toEqual(
      expect.objectContaining({ percentage: expect.any(Number), used: expect.any(Number), total: expect.any(Number) }),
    );
    expect(systemHealth.connections.active).toBeGreaterThanOrEqual(1);
    expect(systemHealth.connections.database).toBe(1);
    expect(timeline).toHaveLength(12);
    expect(timeline.reduce((sum: number, b: { requests: number }) => sum + b.requests, 0)).toBe(
      performance.totalRequests,
    );
    expect(timeline[0]).toEqual(
      expect.objectContaining({
        bucketStart: expect.any(String),
        requests: expect.any(Number),
        avgMs: expect.any(Number),
      }),
    );
    expect((await admin.get("/api/admin/performance-metrics?timeRange=day")).json.timeline).toHaveLength(24);
    expect((await admin.get("/api/admin/performance-metrics")).json.timeRange).toBe("hour");
  });

  it("rejects a bad time range with 400", async () => {
    const res = await admin.get("/api/admin/performance-metrics?timeRange=year");
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("timeRange must be hour, day or week.");
    expect((await admin.get("/api/admin/errors?timeRange=month")).status).toBe(400);
    expect((await admin.get("/api/admin/errors?level=fatal")).status).toBe(400);
  });

  it("lists recorded errors with level, timestamp, message and source, filtered", async () => {
    t.deps.metrics.error({ at: Date.now(), level: "error", message: "database timeout", source: "/api/listings" });
    t.deps.metrics.error({ at: Date.now(), level: "warn", message: "slow procedure", source: "trpc:listings.list" });
    t.deps.metrics.error({ at: Date.now() - 2 * 3600_000, level: "error", message: "old one", source: "/api/x" });
    const all = await admin.get("/api/admin/errors");
    expect(all.status).toBe(200);
    expect(all.json.stats.total).toBe(2);
    expect(all.json.stats.latestErrors[0]).toEqual({
      level: "warn",
      timestamp: expect.any(String),
      message: "slow procedure",
      source: "trpc:listings.list",
    });
    expect(
      (await admin.get("/api/admin/errors?level=error")).json.stats.latestErrors.map(
        (e: { message: string }) => e.message,
      ),
    ).toEqual(["database timeout"]);
    expect((await admin.get("/api/admin/errors?source=trpc")).json.stats.total).toBe(1);
    expect((await admin.get("/api/admin/errors?timeRange=day")).json.stats.total).toBe(3);
  });

  it("shows a system log of recent request and error lines, newest first", async () => {
    await httpClient(t.baseUrl).get("/api/journal/not-a-real-article");
    const log = await t.caller(adminUser).admin.systemLog({ limit: 50 });
    expect(log.lines.length).toBeGreaterThan(0);
    expect(log.lines.some((l) => l.line.startsWith("GET /api/journal/:slug 404 ") && l.level === "warn")).toBe(true);
    const stamps = log.lines.map((l) => l.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(
      (await t.caller(adminUser).admin.systemLog({ level: "error", limit: 10 })).lines.every(
        (l) => l.level === "error",
      ),
    ).toBe(true);
  });
});

describe("quick actions", () => {
  it("generates a sitemap under DATA_DIR with every live listing, category page, article and static page", async () => {
    const res = await admin.post("/api/admin/generate-sitemap");
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^Sitemap Generated/);
    expect(res.json.sitemapIndex).toBe("https://wildluxe.example/sitemap.xml");
    expect(res.json.sitemaps).toContain("https://wildluxe.example/sitemaps/sitemap-listings.xml");

    const liveRows = await t.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(isNull(listings.archivedAt));
    const listingXml = readFileSync(join(t.deps.env.DATA_DIR, "sitemaps", "sitemap-listings.xml"), "utf8");
    expect(liveRows.length).toBeGreaterThan(0);
    for (const { slug } of liveRows)
      expect(listingXml).toContain(`<loc>https://wildluxe.example/listings/${slug}</loc>`);
    expect(res.json.counts.listings).toBe(liveRows.length);

    const seo = seoRoutes(t.deps);
    const index = await seo.request("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("application/xml");
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    expect(indexXml).toContain("<loc>https://wildluxe.example/sitemaps/sitemap-journal.xml</loc>");
    const pages = await (await seo.request("/sitemaps/sitemap-pages.xml")).text();
    expect(pages).toContain("<loc>https://wildluxe.example/</loc>");
    expect(pages).toContain("<loc>https://wildluxe.example/listings/category/luxury-rv-camping</loc>");
    expect(pages).toContain("<loc>https://wildluxe.example/membership</loc>");
    const journal = await (await seo.request("/sitemaps/sitemap-journal.xml")).text();
    expect(journal.match(/<url>/g)).toHaveLength(12);
    expect((await seo.request("/sitemaps/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    const robots = await (await seo.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://wildluxe.example/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");

    // An archived listing leaves the sitemap at the next generation.
    const [gone] = liveRows;
    await t.database.db.update(listings).set({ archivedAt: new Date() }).where(eq(listings.slug, gone!.slug));
    await admin.post("/api/admin/generate-sitemap");
    expect(readFileSync(join(t.deps.env.DATA_DIR, "sitemaps", "sitemap-listings.xml"), "utf8")).not.toContain(
      `/listings/${gone!.slug}</loc>`,
    );
    await t.database.db.update(listings).set({ archivedAt: null }).where(eq(listings.slug, gone!.slug));
  });

  it("clears the cache and says what it cleared", async () => {
    const visitor = httpClient(t.baseUrl);
    await visitor.get("/api/journal");
    await visitor.get("/api/ads?location=homepage");
    const before = t.deps.metrics.cacheStats();
    await visitor.get("/api/journal");
    expect(t.deps.metrics.cacheStats().hits).toBeGreaterThan(before.hits);

    const res = await admin.post("/api/admin/clear-cache");
    expect(res.status).toBe(200);
    // The journal's own entry, the ads, and the visitors' copy of the /api/journal answer.
    expect(res.json.message).toBe(
      "Cache Cleared: removed 3 cached entries (ads, journal, public) from the in-process cache.",
    );
    expect(res.json.cleared).toBe(3);

    const misses = t.deps.metrics.cacheStats().misses;
    await visitor.get("/api/journal");
    expect(t.deps.metrics.cacheStats().misses).toBeGreaterThan(misses);
    await admin.post("/api/admin/clear-cache");
    expect((await admin.post("/api/admin/clear-cache")).json.message).toBe(
      "Cache Cleared: the in-process cache was already empty.",
    );
  });

  it("writes the audit log for each quick action, newest first in admin.activity", async () => {
    const actions = await auditActions();
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: "seo.generate-sitemap", outcome: "success", actorId: adminUser.id }),
        expect.objectContaining({ action: "cache.clear", outcome: "success", actorId: adminUser.id }),
        expect.objectContaining({ action: "properties.archive", actorId: adminUser.id }),
      ]),
    );
    const page = await t.caller(adminUser).admin.activity.list({ limit: 2 });
    expect(page.items[0]!.action).toBe("cache.clear");
    expect(page.items[0]!.actorName).toBe(adminUser.username);
    expect(page.total).toBe(actions.length);
    const sitemaps = await t.caller(adminUser).admin.activity.list({ action: "seo" });
    expect(sitemaps.items.map((i) => i.action)).toEqual(["seo.generate-sitemap", "seo.generate-sitemap"]);
    expect((await t.caller(adminUser).admin.activity.list({ outcome: "error" })).total).toBe(0);
  });
});
