import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import {
  apiKeyErrors,
  apiKeyUsage,
  listings,
  pendingEntitlements,
  purchases,
  scheduledJobs,
  sessions,
} from "../../db/schema";
import { startBackgroundWork } from "../../server/boot";
import { KEPT_ERRORS } from "../../server/services/partners/usage";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";
import { createTestDatabase } from "../helpers/db";

type Background = Awaited<ReturnType<typeof startBackgroundWork>>;

/**
 * Two app instances, each with its own PostgreSQL connection pool, on one database:
 * what two processes behind a load balancer are. Only PostgreSQL can be shared so: the file runs in the postgres
 * project only, which exists when TEST_DATABASE_URL is set (in the pglite project it would run the same again).
 */
// The cache is shared through PostgreSQL's LISTEN/NOTIFY, or through Redis when REDIS_URL is set (TEST_REDIS_URL here).
const buses = [
  { via: "LISTEN/NOTIFY", env: {} },
  ...(process.env.TEST_REDIS_URL ? [{ via: "Redis", env: { REDIS_URL: process.env.TEST_REDIS_URL } }] : []),
];

describe.skipIf(process.env.TEST_DB !== "postgres").each(buses)(
  "two app processes on one PostgreSQL, cache shared through $via",
  ({ env }) => {
    let a: TestApp;
    let b: TestApp;
    let backgroundA: Background;
    let backgroundB: Background;

    beforeAll(async () => {
      const database = await createTestDatabase("postgres");
      a = await startTestApp({ APP_URL: "https://wildluxe.test", ...env }, database);
      b = await startTestApp({ APP_URL: "https://wildluxe.test", ...env }, await openDatabase({ url: database.url! }));
      // Scheduler ticks far apart: the test runs the checks itself, after the first one at start.
      const hour = 60 * 60_000;
      backgroundA = await startBackgroundWork(a.database, a.deps, hour);
      backgroundB = await startBackgroundWork(b.database, b.deps, hour);
      // Let the checks made at start finish, so the test's own checks are the only ones running.
      await Promise.all([backgroundA.scheduler.runDue(), backgroundB.scheduler.runDue()]);
    });
    afterAll(async () => {
      await backgroundB?.stop();
      await backgroundA?.stop();
      await b?.close();
      await a?.close();
    });

    it("accepts a session made on one on the other, and a sign-out on one ends it on both", async () => {
      const user = await createUser(a.database);
      const viaA = httpClient(a.baseUrl);
      expect((await viaA.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
      const viaB = httpClient(b.baseUrl);
      for (const [name, value] of viaA.jar) viaB.jar.set(name, value);
      const me = await viaB.get("/api/user/me");
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(user.email);
      expect((await viaB.post("/api/auth/logout")).status).toBe(200);
      expect((await viaA.get("/api/user/me")).status).toBe(401);
    });

    it("counts a rate limit across both: five reset requests on one, the sixth on the other is refused", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await httpClient(a.baseUrl).post("/api/auth/forgot-password", { email: `limit${i}@example.com` })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const sixth = await httpClient(b.baseUrl).post("/api/auth/forgot-password", { email: "limit5@example.com" });
      expect(sixth.status).toBe(429);
    });

    it("shows an admin's journal change made through one on the other within a poll, not after the 60 s cache", async () => {
      const visitorB = httpClient(b.baseUrl);
      const before = await visitorB.get("/api/journal");
      expect(before.status).toBe(200);
      // Read twice: B now answers from its cache.
      expect((await visitorB.get("/api/journal")).json).toEqual(before.json);

      const admin = await createUser(a.database, { admin: true });
      const adminA = httpClient(a.baseUrl);
      await adminA.post("/api/auth/login", { email: admin.email, password: admin.password });
      const created = await adminA.post("/api/journal", {
        title: "Two Processes, One Story",
        content: "<p>Written through one app process, read through the other.</p>",
        imageUrl: "/media/art/journal/two-processes.webp",
        authorName: "Wildluxe Editors",
      });
      expect(created.status).toBe(201);
      await expect
        .poll(
          async () => ((await visitorB.get("/api/journal")).json as { slug: string }[]).map((article) => article.slug),
          { timeout: 10_000 },
        )
        .toContain(created.json.slug);
    });

    it("drops a member's kept balance and payments on the other at once: their tip, and a held purchase claimed by signing in", async () => {
      const user = await createUser(a.database, { tier: 2 });
      const viaA = httpClient(a.baseUrl);
      expect((await viaA.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
      const viaB = httpClient(b.baseUrl);
      for (const [name, value] of viaA.jar) viaB.jar.set(name, value);
      const pointsOnB = async () => (await viaB.get("/api/points/summary")).json.points as number;
      const paidOnB = async () =>
        ((await viaB.get("/api/trpc/payments.billing")).json.result.data.json.payments as { itemName: string }[]).map(
          (p) => p.itemName,
        );
      // Read twice on B: B now answers from what it keeps for the member.
      expect([await pointsOnB(), await paidOnB()]).toEqual([0, []]);
      expect([await pointsOnB(), await paidOnB()]).toEqual([0, []]);

      const [stay] = await a.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.approved, true), isNull(listings.archivedAt), lte(listings.tierLevel, 2)))
        .limit(1);
      const tip = await viaA.post(
        "/api/trpc/memberContent.tips.create",
        { json: { listingId: stay!.id, body: "The sauna is best at dusk." } },
        { origin: "https://wildluxe.test" },
      );
      expect(tip.status).toBe(200);
      // Well inside the 30 s a member's reads are kept: only the shared invalidation can make B see it.
      await expect.poll(pointsOnB, { timeout: 5_000 }).toBe(25);

      // A purchase made signed out with the member's email, held for them, is claimed by signing in on A.
      const sessionId = `cs_held_${user.id}`;
      await a.database.db.insert(purchases).values({
        kind: "sponsor_package",
        itemName: "Featured Spotlight",
        amount: 4900,
        stripeSessionId: sessionId,
        status: "paid",
      });
      await a.database.db.insert(pendingEntitlements).values({
        userId: user.id,
        email: user.email,
        kind: "sponsor_package",
        itemName: "Featured Spotlight",
        stripeSessionId: sessionId,
        tokenHash: `held-${user.id}`,
      });
      expect(await paidOnB()).toEqual([]);
      expect(
        (await httpClient(a.baseUrl).post("/api/auth/login", { email: user.email, password: user.password })).status,
      ).toBe(200);
      await expect.poll(paidOnB, { timeout: 5_000 }).toEqual(["Featured Spotlight"]);
    });

    it("answers 300 concurrent calls of one partner key through both with no 5xx, and counts each call once", async () => {
      const user = await createUser(a.database);
      const viaA = httpClient(a.baseUrl);
      expect((await viaA.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
      const keyInput = { name: "Busy partner", scopes: ["listings:read"] };
      const created = await viaA.post("/api/partner/keys", keyInput, { origin: "https://wildluxe.test" });
      expect(created.status, created.text).toBe(201);
      const { id, key } = created.json as { id: number; key: string };
      // Half the calls fail (404), so both processes also keep and trim the key's latest failures.
      const CALLS = 300;
      const statuses: number[] = [];
      let next = 0;
      const worker = async () => {
        for (let i = next++; i < CALLS; i = next++) {
          const base = i % 2 ? a.baseUrl : b.baseUrl;
          const path = i % 4 < 2 ? "/api/v1/regions" : "/api/v1/listings/no-such-stay";
          const res = await fetch(base + path, { headers: { authorization: `Bearer ${key}` } });
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      expect(statuses).toHaveLength(CALLS);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const counted = async () => {
        const requests = sql<number>`coalesce(sum(${apiKeyUsage.requests}), 0)::int`;
        const [row] = await a.database.db.select({ requests }).from(apiKeyUsage).where(eq(apiKeyUsage.keyId, id));
        return row!.requests;
      };
      await expect.poll(counted, { timeout: 30_000 }).toBe(CALLS);
      const failures = await a.database.db.select().from(apiKeyErrors).where(eq(apiKeyErrors.keyId, id));
      expect(failures).toHaveLength(KEPT_ERRORS);
    });

    it("runs each due scheduled job once across both", async () => {
      const names = [
        "prune-expired",
        "expire-memberships",
        "expire-owner-packages",
        "demo-trial-reminders",
        "sync-calendars",
        "deliver-webhooks",
      ];
      const started = await a.database.db
        .select({ name: scheduledJobs.name, lastFinishedAt: scheduledJobs.lastFinishedAt })
        .from(scheduledJobs);
      expect(started.map((job) => job.name).sort()).toEqual([...names].sort());
      expect(started.every((job) => job.lastFinishedAt !== null)).toBe(true);

      const user = await createUser(a.database);
      await a.database.db
        .insert(sessions)
        .values({ id: "expired-on-two-processes", userId: user.id, expiresAt: new Date(Date.now() - 1000) });
      await a.database.db
        .update(scheduledJobs)
        .set({ nextRunAt: sql`now() - interval '1 second'` })
        .where(inArray(scheduledJobs.name, names));
      const again = await Promise.all([backgroundA.scheduler.runDue(), backgroundB.scheduler.runDue()]);
      expect(again.flat().sort()).toEqual([...names].sort());
      expect(await b.database.db.select().from(sessions).where(eq(sessions.id, "expired-on-two-processes"))).toEqual(
        [],
      );
    });
  },
);
