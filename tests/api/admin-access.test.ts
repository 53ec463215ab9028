import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/auth/rate-limit";
import { appRouter } from "../../server/trpc/router";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let member: ReturnType<typeof httpClient>;
let memberUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  ({ user: memberUser, http: member } = await signedInMember(t, { tier: 3 }));
});
afterAll(() => t.close());

const article = { title: "Sneaky Post", content: "<p>Should never be saved.</p>", authorName: "Mallory", imageUrl: "/media/x.webp" };
const pointAction = { name: "Sneaky action", pointsAwarded: 1000 };
const reclassify = { listingId: 1, categoryId: 3, primaryCategoryId: 3, regionId: 12 };

/** Every admin REST path of the issue and spec §7, with a body that would change something if it got through. */
const ADMIN_PATHS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/admin/session"],
  ["GET", "/api/admin-access"],
  ["GET", "/api/admin/users-count"],
  ["POST", "/api/admin/generate-sitemap", {}],
  ["POST", "/api/admin/clear-cache", {}],
  ["POST", "/api/admin/upload-image", {}],
  ["POST", "/api/admin/add-final-luxury-properties-no-auth", {}],
  ["GET", "/api/admin/performance-metrics?timeRange=hour"],
  ["GET", "/api/admin/errors?level=all&source=all&timeRange=hour"],
  ["GET", "/api/admin/sender-emails"],
  ["POST", "/api/admin/test-email-notification", { senderEmail: "hello@wildluxe.example", testType: "simple" }],
  ["GET", "/api/membership/point-actions"],
  ["POST", "/api/membership/point-actions", pointAction],
  ["PUT", "/api/membership/point-actions/1", { ...pointAction, id: 1 }],
  ["DELETE", "/api/membership/point-actions/1"],
  ["POST", "/api/execute-query", reclassify],
  ["GET", "/api/direct-admin/fix-jacks-camp"],
  ["POST", "/api/journal", article],
  ["PUT", "/api/journal/1", article],
  ["DELETE", "/api/journal/1"],
  ["POST", "/api/journal/upload-image", {}],
  ["POST", "/api/listings", { name: "Sneaky Lodge", description: "x", location: "x", mainImage: "/x.webp" }],
  ["PATCH", "/api/listings/1", { name: "Renamed" }],
  ["DELETE", "/api/listings/1"],
];

/** Everything an admin call could change, read straight from the database and DATA_DIR. */
async function snapshot() {
  const q = async (query: ReturnType<typeof sql>) => rowsOf(await t.database.db.execute(query));
  return {
    listings: await q(sql`select count(*)::int as n, count(archived_at)::int as archived, max(updated_at)::text as latest from listings`),
    jacks: await q(sql`select category_id, primary_category_id, region_id, name from listings where slug = 'jacks-camp' or id = 1 order by id`),
    articles: await q(sql`select count(*)::int as n, max(updated_at)::text as latest from journal_articles`),
    pointActions: await q(sql`select id, name, points_awarded, is_active from point_actions order by id`),
    users: await q(sql`select count(*)::int as n, count(*) filter (where is_admin)::int as admins, count(disabled_at)::int as disabled from users`),
    audit: await q(sql`select count(*)::int as n from audit_log`),
    outbox: await q(sql`select count(*)::int as n from email_outbox`),
    files: ["sitemaps", "uploads"].filter((d) => existsSync(join(t.deps.env.DATA_DIR, d))),
  };
}

describe("admin REST paths", () => {
  it.each(ADMIN_PATHS)("%s %s answers 401 to visitors and 403 to members, changing nothing", async (method, path, body) => {
    const before = await snapshot();
    const visitor = await httpClient(t.baseUrl).request(method, path, body);
    expect(visitor.status).toBe(401);
    expect(visitor.json.error).toBe("Please sign in to continue.");
    const asMember = await member.request(method, path, body);
    expect(asMember.status).toBe(403);
    expect(asMember.json.error).toBe("Admin access required.");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a member's multipart upload before reading the file", async () => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "x.png");
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const path of ["/api/admin/upload-image", "/api/journal/upload-image"]) {
      expect((await fetch(t.baseUrl + path, { method: "POST", body: form })).status).toBe(401);
      expect((await fetch(t.baseUrl + path, { method: "POST", body: form, headers: { cookie } })).status).toBe(403);
    }
    expect(existsSync(join(t.deps.env.DATA_DIR, "uploads"))).toBe(false);
  });
});

describe("admin tRPC procedures", () => {
  const paths = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures).filter((p) => p.startsWith("admin."));

  it("covers the whole admin router", () => {
    expect(paths.length).toBeGreaterThan(40);
    for (const p of ["admin.stats", "admin.journal.create", "admin.users.revokeAdmin", "admin.pointActions.create", "admin.addProperties"]) expect(paths).toContain(p);
  });

  it.each(paths.map((p) => [p]))("%s is UNAUTHORIZED for visitors and FORBIDDEN for members, changing nothing", async (path) => {
    const before = await snapshot();
    const call = (caller: unknown) => {
      const fn = path.split(".").reduce<any>((node, key) => node[key], caller);
      return fn({ id: 1, userId: 1, data: { name: "x" }, name: "x", code: "123456" });
    };
    await expect(call(t.caller(null))).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(call(t.caller(memberUser))).rejects.toMatchObject({ code: "FORBIDDEN", message: "Admin access required." });
    expect(await snapshot()).toEqual(before);
  });
});
