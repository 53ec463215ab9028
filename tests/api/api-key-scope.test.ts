import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys, apiKeyErrors, apiKeyUsage, emailOutbox, listings, rateLimits, users } from "../../db/schema";
import { createApp } from "../../server/app";
import { KEY_OUTSIDE_PARTNER_API, lacksScope, PARTNER_PROCEDURES } from "../../server/auth/api-key";
import { keyBookkeeping } from "../../server/services/partners/bookkeeping";
import { API_SCOPES, type ApiScope } from "../../server/services/partners/keys";
import { fillPath, procedureTable, restRouteTable } from "../helpers/access";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { databaseState } from "../helpers/db-state";

/**
 * A partner API key opens the partner API only (/api/v1 and the partner procedures of the typed client), with
 * its scopes only, reads as a visitor, and ends with its member's sessions. Counting its calls and its limit
 * writes nothing on a request's path and never fails a request.
 */

const REVOKED = "Invalid or revoked API key.";
let t: TestApp;
let member: Awaited<ReturnType<typeof signedInMember>>;
let ownStay: { id: number; slug: string } | undefined;
let gated: { slug: string } | undefined;
const keyOf = {} as Record<ApiScope, string>;

const bearer = (key: string) => ({ authorization: `Bearer ${key}`, origin: t.baseUrl });
const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

/** A procedure called over HTTP as the typed client calls it. */
async function callProcedure(app: TestApp, key: string, path: string, type: string, input: unknown) {
  const http = httpClient(app.baseUrl);
  return type === "mutation"
    ? http.post(`/api/trpc/${path}`, { json: input }, { authorization: `Bearer ${key}`, origin: app.baseUrl })
    : http.get(`/api/trpc/${path}?input=${trpcInput(input)}`, { authorization: `Bearer ${key}` });
}

async function newKey(app: TestApp, http: ReturnType<typeof httpClient>, scopes: ApiScope[]) {
  const res = await http.post("/api/partner/keys", { name: scopes.join(" "), scopes }, { origin: app.baseUrl });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; key: string };
}

beforeAll(async () => {
  t = await startTestApp();
  member = await signedInMember(t, { tier: 3 });
  const stays = t.database.db.select({ id: listings.id, slug: listings.slug }).from(listings);
  [ownStay] = await stays.where(eq(listings.tierLevel, 0)).limit(1);
  [gated] = await stays.where(and(eq(listings.tierLevel, 3), eq(listings.approved, true))).limit(1);
  await t.database.db.update(listings).set({ ownerId: member.user.id }).where(eq(listings.id, ownStay!.id));
  for (const scope of API_SCOPES) keyOf[scope] = (await newKey(t, member.http, [scope])).key;
});
afterAll(() => t.close());

describe("a key of each scope", () => {
  it("is refused on every REST path outside /api/v1, and the refusals change nothing", async () => {
    const routes = restRouteTable(createApp(t.deps)).filter(
      (r) => r.path.startsWith("/api/") && !r.path.startsWith("/api/v1/"),
    );
    expect(routes.length).toBeGreaterThan(60);
    const before = await databaseState(t.database.db, t.deps.env.DATA_DIR);
    for (const route of routes) {
      const path = fillPath(route.path, { slug: gated!.slug, id: String(ownStay!.id) });
      const body = ["GET", "DELETE"].includes(route.method) ? undefined : {};
      for (const scope of API_SCOPES) {
        const res = await httpClient(t.baseUrl).request(route.method, path, body, bearer(keyOf[scope]));
        const what = `${route.method} ${path} with a ${scope} key`;
        expect([res.status, res.json?.error], what).toEqual([401, KEY_OUTSIDE_PARTNER_API]);
      }
    }
    expect(await databaseState(t.database.db, t.deps.env.DATA_DIR)).toEqual(before);
  });

  it("is refused by every tRPC procedure but the partner ones, and gets those of its scope only", async () => {
    const procedures = procedureTable();
    expect(procedures.length).toBeGreaterThan(100);
    // Each partner procedure exists, and is a public read.
    const partner = procedures.filter((p) => Object.hasOwn(PARTNER_PROCEDURES, p.path));
    expect(partner.map((p) => [p.path, p.type, p.access?.access]).sort()).toEqual(
      Object.keys(PARTNER_PROCEDURES)
        .map((path) => [path, "query", "public"])
        .sort(),
    );
    for (const p of procedures) {
      const scope = PARTNER_PROCEDURES[p.path];
      for (const keyScope of API_SCOPES) {
        const res = await callProcedure(t, keyOf[keyScope], p.path, p.type, "not an input");
        const what = `${p.path} with a ${keyScope} key: ${res.status} ${res.text.slice(0, 160)}`;
        const refusal = scope ? [403, lacksScope(scope)] : [401, KEY_OUTSIDE_PARTNER_API];
        if (scope === keyScope) expect([401, 403], what).not.toContain(res.status);
        else expect([res.status, res.json?.error?.json?.message], what).toEqual(refusal);
      }
    }
  });

  it("gets only its scope on /api/v1", async () => {
    const routes = restRouteTable(createApp(t.deps)).filter((r) => r.access.access === "key");
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain("PATCH /api/v1/listings/:slug");
    for (const route of routes) {
      const scope = (route.access as { scope: ApiScope }).scope;
      const path = fillPath(route.path, { slug: ownStay!.slug });
      for (const keyScope of API_SCOPES) {
        const body = route.method === "GET" ? undefined : {};
        const res = await httpClient(t.baseUrl).request(route.method, path, body, bearer(keyOf[keyScope]));
        const what = `${route.method} ${path} with a ${keyScope} key: ${res.status} ${res.text.slice(0, 160)}`;
        if (scope === keyScope) expect([401, 403], what).not.toContain(res.status);
        else expect([res.status, res.json?.error], what).toEqual([403, lacksScope(scope)]);
      }
    }
  });

  it("reads as a visitor on both paths, whatever its member's tier", async () => {
    const key = keyOf["listings:read"];
    const rest = await httpClient(t.baseUrl).get(`/api/v1/listings/${gated!.slug}`, bearer(key));
    expect(rest.json).toMatchObject({ slug: gated!.slug, locked: true, description: null });
    const typed = await callProcedure(t, key, "listings.bySlug", "query", { slug: gated!.slug });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.json.result.data.json).toMatchObject({ slug: gated!.slug, locked: true });
    // The member's own session sees the stay in full.
    const own = await member.http.get(`/api/trpc/listings.bySlug?input=${trpcInput({ slug: gated!.slug })}`);
    expect(own.json.result.data.json).toMatchObject({ slug: gated!.slug, locked: false });
  });
});

describe("revocation", () => {
  const trpc = (http: ReturnType<typeof httpClient>, path: string, input?: unknown) =>
    http.post(`/api/trpc/${path}`, input === undefined ? {} : { json: input }, { origin: t.baseUrl });
  const mailTo = (email: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
  const ok = async (answer: Promise<{ status: number; text: string }>) => {
    const res = await answer;
    expect(res.status, res.text).toBe(200);
  };

  const events: Array<[string, (m: Awaited<ReturnType<typeof signedInMember>>) => Promise<unknown>]> = [
    [
      "a password change",
      ({ user, http }) =>
        ok(trpc(http, "account.changePassword", { currentPassword: user.password, newPassword: "another password 2" })),
    ],
    [
      "a password reset",
      async ({ user }) => {
        await ok(httpClient(t.baseUrl).post("/api/auth/forgot-password", { email: user.email }));
        const token = /reset-password\?token=([a-z0-9]+)/.exec((await mailTo(user.email)).at(-1)!.text)![1];
        await ok(httpClient(t.baseUrl).post("/api/auth/reset-password", { token, password: "fresh password 1" }));
      },
    ],
    [
      "an email change",
      async ({ user, http }) => {
        const email = `moved-${user.id}@example.com`;
        await ok(trpc(http, "account.changeEmail", { currentPassword: user.password, email }));
        const token = /confirm-email\?token=([a-z2-7]+)/.exec((await mailTo(email))[0]!.text)![1];
        await ok(httpClient(t.baseUrl).post("/api/account/confirm-email", { token }));
      },
    ],
    ["signing out everywhere", ({ http }) => ok(trpc(http, "account.signOutEverywhere"))],
    [
      "an admin disabling the account",
      async ({ user }) => {
        const admin = await createUser(t.database, { admin: true });
        await t.caller(admin).admin.users.disable({ userId: user.id });
      },
    ],
    ["the account's deletion", async ({ user }) => t.database.db.delete(users).where(eq(users.id, user.id))],
  ];

  it.each(events)("ends every key of the member with %s", async (_, event) => {
    const someone = await signedInMember(t, { tier: 2 });
    const keys = [await newKey(t, someone.http, ["listings:read"]), await newKey(t, someone.http, ["search:read"])];
    const categories = (key: string) => httpClient(t.baseUrl).get("/api/v1/categories", bearer(key));
    const typed = (key: string) => callProcedure(t, key, "catalog.categories", "query", undefined);
    expect((await categories(keys[0]!.key)).status).toBe(200);
    await event(someone);
    for (const { key } of keys) {
      expect(await categories(key).then((r) => [r.status, r.json.error])).toEqual([401, REVOKED]);
      expect((await typed(key)).status).toBe(401);
    }
    // The other member's keys go on.
    expect((await categories(keyOf["listings:read"])).status).toBe(200);
  });

  it("marks the keys revoked in the event's own transaction", async () => {
    const someone = await signedInMember(t);
    const { id } = await newKey(t, someone.http, ["listings:read"]);
    expect((await trpc(someone.http, "account.signOutEverywhere")).status).toBe(200);
    const [row] = await t.database.db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });
});

describe("bookkeeping", () => {
  const LIMIT = 5;
  const BOOKKEEPING_TABLES = ["api_key_usage", "api_key_errors", "rate_limits"];
  let small: TestApp;
  let owner: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    small = await startTestApp({ PARTNER_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    owner = await signedInMember(small);
  });
  afterAll(() => small.close());

  const regions = (key: string) =>
    fetch(`${small.baseUrl}/api/v1/regions`, { headers: { authorization: `Bearer ${key}` } });
  const usageOf = async (keyId: number) => {
    const [row] = await small.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, keyId));
    return row ? { requests: row.requests, errors: row.errors } : null;
  };
  const rowsOfKey = async (keyId: number) => ({
    usage: await small.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, keyId)),
    errors: await small.database.db.select().from(apiKeyErrors).where(eq(apiKeyErrors.keyId, keyId)),
    key: await small.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)),
    limits: await small.database.db.select().from(rateLimits),
  });

  it("refuses an over-limit key without a database write, and records the refusals afterwards", async () => {
    const { id, key } = await newKey(small, owner.http, ["listings:read"]);
    for (let i = 0; i < LIMIT; i++) expect((await regions(key)).status).toBe(200);
    const book = keyBookkeeping(small.deps);
    book.stop();
    await book.flush();
    const before = await rowsOfKey(id);
    const db = small.database.db;
    const writers = ["insert", "update", "delete", "execute", "transaction"] as const;
    const writes = writers.map((method) => vi.spyOn(db, method));
    try {
      const refused = await Promise.all(Array.from({ length: 20 }, () => regions(key)));
      expect(refused.map((r) => r.status)).toEqual(Array(20).fill(429));
      expect(writes.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      for (const spy of writes) spy.mockRestore();
    }
    expect(await rowsOfKey(id)).toEqual(before);
    book.start();
    await expect.poll(() => usageOf(id), { timeout: 30_000 }).toEqual({ requests: LIMIT + 20, errors: 20 });
    const [kept] = await db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id));
    expect(kept!.lastUsedAt).toBeInstanceOf(Date);
  });

  it("keeps a failed call whose path holds a character PostgreSQL cannot store", async () => {
    const { id, key } = await newKey(small, owner.http, ["listings:read"]);
    const headers = { authorization: `Bearer ${key}` };
    const res = await fetch(`${small.baseUrl}/api/v1/listings/fern%00hollow`, { headers });
    expect(res.status).toBeLessThan(500);
    await expect.poll(() => usageOf(id), { timeout: 30_000 }).toEqual({ requests: 1, errors: 1 });
    const [kept] = await small.database.db.select().from(apiKeyErrors).where(eq(apiKeyErrors.keyId, id));
    expect(kept!.path).toBe("/api/v1/listings/fernhollow");
  });

  it("answers partner calls while usage and limits cannot be written, and writes the usage once it can", async () => {
    const { id, key } = await newKey(small, owner.http, ["listings:read"]);
    const db = small.database.db;
    await db.execute(sql`create function refuse_bookkeeping() returns trigger language plpgsql
      as $$ begin raise exception 'bookkeeping is down'; end $$`);
    for (const table of BOOKKEEPING_TABLES) {
      await db.execute(
        sql.raw(`create trigger refuse_${table} before insert or update on ${table}
        for each row execute function refuse_bookkeeping()`),
      );
    }
    try {
      expect((await regions(key)).status).toBe(200);
      // A flush meets the broken writer: it logs, keeps the calls and throws nothing.
      await keyBookkeeping(small.deps).flush();
      expect(await usageOf(id)).toBeNull();
    } finally {
      for (const table of BOOKKEEPING_TABLES) await db.execute(sql.raw(`drop trigger refuse_${table} on ${table}`));
    }
    await expect.poll(() => usageOf(id), { timeout: 30_000 }).toEqual({ requests: 1, errors: 0 });
  });
});
