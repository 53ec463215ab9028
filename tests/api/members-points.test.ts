import { and, eq, isNull, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, pointActions, pointsLedger } from "../../db/schema";
import { awardAction, getBalance, grantPeriodPoints, monthlyPointsFor } from "../../server/services/community/points";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
// Mid-morning UTC, so "the same calendar day" never straddles midnight.
const MORNING = new Date("2024-03-10T09:00:00Z");

async function addAction(values: Partial<typeof pointActions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(pointActions)
    .values({ name: `Test action ${Math.random()}`, pointsAwarded: 10, maxTimesPerDay: 1, cooldownHours: 0, ...values })
    .returning();
  return row!;
}

async function withBalance(points: number) {
  const user = await createUser(t.database);
  if (points) await t.database.db.insert(pointsLedger).values({ userId: user.id, delta: points, reason: "Test grant" });
  return user;
}

describe("balance and actions", () => {
  it("GET /api/points/balance answers {points}, 401 when signed out", async () => {
    const user = await withBalance(250);
    const http = httpClient(t.baseUrl);
    expect((await http.get("/api/points/balance")).status).toBe(401);
    await http.post("/api/auth/login", { email: user.email, password: user.password });
    const res = await http.get("/api/points/balance");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ points: 250 });
    expect(await t.caller(user).points.balance()).toEqual({ points: 250 });
  });

  it("GET /api/points/actions lists the active actions with the spec's fields and points", async () => {
    const inactive = await addAction({ name: "Retired action", isActive: false });
    const res = await httpClient(t.baseUrl).get("/api/points/actions");
    expect(res.status).toBe(200);
    for (const action of res.json) {
      expect(Object.keys(action).sort()).toEqual([
        "cooldownHours",
        "description",
        "id",
        "isActive",
        "maxTimesPerDay",
        "name",
        "pointsAwarded",
      ]);
      expect(action.isActive).toBe(true);
    }
    const points = Object.fromEntries(
      res.json.map((a: { name: string; pointsAwarded: number }) => [a.name, a.pointsAwarded]),
    );
    expect(points).toMatchObject({
      "Share a photo": 50,
      "Write a review": 100,
      "Publish a story": 150,
      "Share a tip": 25,
    });
    expect(res.json.map((a: { id: number }) => a.id)).not.toContain(inactive.id);
    expect(await t.caller(null).points.actions()).toEqual(res.json);
  });
});

describe("awardAction", () => {
  it("awards the action's points and records them in the ledger", async () => {
    const user = await createUser(t.database, { tier: 1 });
    const result = await awardAction(t.database.db, user.id, "Write a review", MORNING);
    expect(result).toEqual({ awarded: true, action: "Write a review", points: 100, balance: 100 });
    const rows = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(rows).toMatchObject([{ delta: 100, reason: "Write a review" }]);
  });

  it("refuses past maxTimesPerDay within one UTC calendar day, and allows again the next day", async () => {
    const action = await addAction({ maxTimesPerDay: 2, cooldownHours: 0 });
    const user = await createUser(t.database);
    expect((await awardAction(t.database.db, user.id, action.id, MORNING)).awarded).toBe(true);
    expect((await awardAction(t.database.db, user.id, action.id, new Date(MORNING.getTime() + HOUR))).awarded).toBe(
      true,
    );
    expect(await awardAction(t.database.db, user.id, action.id, new Date(MORNING.getTime() + 2 * HOUR))).toEqual({
      awarded: false,
      action: action.name,
      reason: "You have reached the daily limit for this action.",
    });
    const nextDay = new Date("2024-03-11T00:30:00Z");
    expect((await awardAction(t.database.db, user.id, action.id, nextDay)).awarded).toBe(true);
  });

  it("refuses during the cooldown and says how many hours remain", async () => {
    const user = await createUser(t.database);
    expect((await awardAction(t.database.db, user.id, "Write a review", MORNING)).awarded).toBe(true);
    const soon = await awardAction(t.database.db, user.id, "Write a review", new Date(MORNING.getTime() + HOUR));
    expect(soon).toMatchObject({ awarded: false, reason: "This action is on cooldown for 11 more hours." });
    const almost = await awardAction(
      t.database.db,
      user.id,
      "Write a review",
      new Date(MORNING.getTime() + 11.5 * HOUR),
    );
    expect(almost).toMatchObject({ awarded: false, reason: "This action is on cooldown for 1 more hour." });
    expect(
      (await awardAction(t.database.db, user.id, "Write a review", new Date(MORNING.getTime() + 12 * HOUR))).awarded,
    ).toBe(true);
  });

  it("refuses an inactive action and an unknown one", async () => {
    const inactive = await addAction({ isActive: false });
    const user = await createUser(t.database);
    expect(await awardAction(t.database.db, user.id, inactive.id)).toMatchObject({
      awarded: false,
      reason: "This action is not active.",
    });
    expect(await awardAction(t.database.db, user.id, "No such action")).toMatchObject({
      awarded: false,
      reason: "This action is not available.",
    });
    expect(await t.caller(user).points.balance()).toEqual({ points: 0 });
  });

  it("doubles action awards for Luxe Elite (tier 3)", async () => {
    const elite = await createUser(t.database, { tier: 3 });
    expect(await awardAction(t.database.db, elite.id, "Share a tip", MORNING)).toMatchObject({
      awarded: true,
      points: 50,
    });
    const insider = await createUser(t.database, { tier: 2 });
    expect(await awardAction(t.database.db, insider.id, "Share a tip", MORNING)).toMatchObject({
      awarded: true,
      points: 25,
    });
  });
});

describe("points summary", () => {
  it.each([
    [0, { tier: "Explorer", nextTier: "Premium", nextTarget: 1000, progress: 0 }],
    [999, { tier: "Explorer", nextTier: "Premium", nextTarget: 1000, progress: 99.9 }],
    [1000, { tier: "Premium", nextTier: "Elite", nextTarget: 2000, progress: 50 }],
    [1999, { tier: "Premium", nextTier: "Elite", nextTarget: 2000, progress: 99.9 }],
    [2000, { tier: "Elite", nextTier: null, nextTarget: null, progress: 100 }],
    [7500, { tier: "Elite", nextTier: null, nextTarget: null, progress: 100 }],
  ])("a balance of %i is %o", async (points, expected) => {
    const user = await withBalance(points);
    expect(await t.caller(user).points.summary()).toEqual({ points, ...expected });
  });

  it("is also served at GET /api/points/summary", async () => {
    const user = await withBalance(1500);
    const http = httpClient(t.baseUrl);
    await http.post("/api/auth/login", { email: user.email, password: user.password });
    expect((await http.get("/api/points/summary")).json).toEqual({
      points: 1500,
      tier: "Premium",
      nextTier: "Elite",
      nextTarget: 2000,
      progress: 75,
    });
  });
});

describe("a member's balance, kept for them between writes (the points badge on every page)", () => {
  it("is their own, is not read again per page view, and shows what their write earned at once", async () => {
    const { user, http } = await signedInMember(t, { tier: 2 });
    const other = await withBalance(300);
    const summary = async () => (await http.get("/api/points/summary")).json.points;
    const balance = async () => (await http.get("/api/trpc/points.balance")).json.result.data.json.points;
    expect([await summary(), await balance()]).toEqual([0, 0]);
    expect(await t.caller(other).points.summary()).toMatchObject({ points: 300, tier: "Explorer" });
    expect(await summary()).toBe(0);

    // A row written past the app is not seen: the balance was kept, not read again.
    await t.database.db.insert(pointsLedger).values({ userId: user.id, delta: 7, reason: "Written past the app" });
    expect([await summary(), await balance()]).toEqual([0, 0]);

    // Their tip earns 25 points: the next page view shows them, over REST and tRPC.
    const [stay] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.approved, true), isNull(listings.archivedAt), lte(listings.tierLevel, 2)))
      .limit(1);
    const tip = await http.post(
      "/api/trpc/memberContent.tips.create",
      { json: { listingId: stay!.id, body: "Ask for the lakeside table." } },
      { origin: t.deps.env.APP_URL },
    );
    expect(tip.status).toBe(200);
    expect([await summary(), await balance()]).toEqual([32, 32]);
    expect(await t.caller(other).points.balance()).toEqual({ points: 300 });
  });
});

describe("history", () => {
  it("pages the ledger newest first", async () => {
    const user = await createUser(t.database);
    for (let i = 1; i <= 5; i++) {
      await t.database.db
        .insert(pointsLedger)
        .values({ userId: user.id, delta: i, reason: `Grant ${i}`, createdAt: new Date(MORNING.getTime() + i * HOUR) });
    }
    const page = await t.caller(user).points.history({ page: 2, limit: 2 });
    expect(page).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page.items.map((i) => i.reason)).toEqual(["Grant 3", "Grant 2"]);
    await expect(t.caller(user).points.history({ limit: 500 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const http = httpClient(t.baseUrl);
    await http.post("/api/auth/login", { email: user.email, password: user.password });
    expect((await http.get("/api/points/history?limit=abc")).status).toBe(400);
    expect((await http.get("/api/points/history?limit=1")).json.items[0].reason).toBe("Grant 5");
  });
});

describe("monthly tier points", () => {
  it("are 100, 200 and 400 from the membership plans", async () => {
    expect(await monthlyPointsFor(t.database.db, 1)).toBe(100);
    expect(await monthlyPointsFor(t.database.db, 2)).toBe(200);
    expect(await monthlyPointsFor(t.database.db, 3)).toBe(400);
    expect(await monthlyPointsFor(t.database.db, 0)).toBe(0);
  });

  it("are granted once per period", async () => {
    const user = await createUser(t.database, { tier: 2 });
    const grant = async (periodKey: string) =>
      grantPeriodPoints(t.database.db, {
        userId: user.id,
        periodKey,
        points: await monthlyPointsFor(t.database.db, 2),
        reason: "Luxe Insider monthly points",
      });
    expect(await grant("tier:sub_1:2024-03")).toBe(true);
    expect(await grant("tier:sub_1:2024-03")).toBe(false);
    expect(await getBalance(t.database.db, user.id)).toBe(200);
    expect(await grant("tier:sub_1:2024-04")).toBe(true);
    expect(await getBalance(t.database.db, user.id)).toBe(400);
  });
});

describe("the points leaderboard", () => {
  it("ranks by points earned from activity only: plan points, which reveal what a member buys, never count", async () => {
    const elite = await createUser(t.database, { tier: 3 });
    const explorer = await createUser(t.database, { tier: 1 });
    const planOnly = await createUser(t.database, { tier: 3 });
    const action = await addAction({ pointsAwarded: 70_000, maxTimesPerDay: 0 });
    const monthly = (userId: number, periodKey: string) =>
      grantPeriodPoints(t.database.db, { userId, periodKey, points: 400_000, reason: "Luxe Elite monthly points" });
    // The Elite member bought a plan worth far more points than the Explorer earned by taking part.
    expect(await monthly(elite.id, `tier:sub_${elite.id}:1`)).toBe(true);
    expect(await monthly(planOnly.id, `tier:sub_${planOnly.id}:1`)).toBe(true);
    expect(await awardAction(t.database.db, elite.id, action.id)).toMatchObject({ awarded: true, points: 140_000 });
    await awardAction(t.database.db, explorer.id, action.id);
    await awardAction(t.database.db, explorer.id, action.id);
    await awardAction(t.database.db, explorer.id, action.id);

    for (const period of ["week", "month", "all"] as const) {
      const board = await t.caller(null).community.leaderboard({ period, limit: 100 });
      const mine = board.filter((r) => [elite.username, explorer.username, planOnly.username].includes(r.username));
      expect(mine.map(({ username, points }) => ({ username, points }))).toEqual([
        { username: explorer.username, points: 210_000 },
        { username: elite.username, points: 140_000 },
      ]);
    }
    // The member's own balance still holds the plan points.
    expect(await t.caller(elite).points.balance()).toEqual({ points: 540_000 });
  });
});
