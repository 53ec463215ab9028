import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adSpaces, auditLog, pointActions, sponsors } from "../../db/schema";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let admin: ReturnType<typeof httpClient>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  adminUser = await createUser(t.database, { admin: true });
  admin = httpClient(t.baseUrl);
  await admin.post("/api/auth/login", { email: adminUser.email, password: adminUser.password });
});
afterAll(() => t.close());

const auditFor = (target: string) =>
  t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, target));

describe("point actions (/api/membership/point-actions)", () => {
  it("lists the seeded actions", async () => {
    const res = await admin.get("/api/membership/point-actions");
    expect(res.status).toBe(200);
    expect(res.json.map((a: { name: string; pointsAwarded: number }) => [a.name, a.pointsAwarded])).toEqual([
      ["Share a photo", 50],
      ["Write a review", 100],
      ["Publish a story", 150],
      ["Share a tip", 25],
    ]);
  });

  it("creates with the defaults: 10 points, 1 per day, 24 h cooldown, active", async () => {
    const res = await admin.post("/api/membership/point-actions", { name: "Refer a friend" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "Refer a friend",
      description: "",
      pointsAwarded: 10,
      maxTimesPerDay: 1,
      cooldownHours: 24,
      isActive: true,
    });
    expect((await auditFor(`point-action:${res.json.id}`)).map((a) => a.action)).toEqual(["point-actions.create"]);
  });

  it("validates whole numbers and the name, answering 400 and saving nothing", async () => {
    const before = await t.database.db.$count(pointActions);
    const cases: [unknown, string][] = [
      [{ name: "Half", pointsAwarded: 10.5 }, "pointsAwarded must be a whole number."],
      [{ name: "Text", maxTimesPerDay: "often" }, "maxTimesPerDay must be a whole number."],
      [{ name: "Negative", cooldownHours: -1 }, "cooldownHours must be at least 0."],
      [{ name: "Zero a day", maxTimesPerDay: 0 }, "maxTimesPerDay must be at least 1."],
      [{ name: "  " }, "Activity name is required."],
      [{ name: "Flag", isActive: "yes" }, "isActive must be true or false."],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post("/api/membership/point-actions", body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect(await t.database.db.$count(pointActions)).toBe(before);
    // Digit strings from a form are whole numbers too.
    const fromForm = await admin.post("/api/membership/point-actions", {
      name: "Form values",
      pointsAwarded: "40",
      maxTimesPerDay: "2",
      cooldownHours: "0",
      isActive: false,
    });
    expect(fromForm.json).toMatchObject({ pointsAwarded: 40, maxTimesPerDay: 2, cooldownHours: 0, isActive: false });
  });

  it("updates with PUT /:id (same fields plus id) and deletes with DELETE /:id", async () => {
    const created = (await admin.post("/api/membership/point-actions", { name: "Check in" })).json;
    const res = await admin.put(`/api/membership/point-actions/${created.id}`, {
      id: created.id,
      name: "Check in at a stay",
      description: "Scan the QR code at the lodge.",
      pointsAwarded: 500,
      maxTimesPerDay: 1,
      cooldownHours: 48,
      isActive: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Check in at a stay", pointsAwarded: 500, cooldownHours: 48 });
    expect(
      (await admin.put(`/api/membership/point-actions/${created.id}`, { id: created.id + 1, name: "x" })).status,
    ).toBe(400);
    expect((await admin.put(`/api/membership/point-actions/${created.id}`, { pointsAwarded: 1.5 })).status).toBe(400);
    expect((await admin.put("/api/membership/point-actions/999999", { name: "x" })).status).toBe(404);

    const summary = await t.caller(adminUser).admin.pointActions.summary();
    expect(summary.highestReward).toEqual({ id: created.id, name: "Check in at a stay", points: 500 });

    const del = await admin.delete(`/api/membership/point-actions/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ success: true, message: "Point action deleted" });
    expect((await admin.delete(`/api/membership/point-actions/${created.id}`)).status).toBe(404);
    expect((await auditFor(`point-action:${created.id}`)).map((a) => a.action)).toEqual([
      "point-actions.create",
      "point-actions.update",
      "point-actions.delete",
    ]);
  });

  it("summarises active actions: count, total points and the highest reward", async () => {
    const caller = t.caller(adminUser).admin.pointActions;
    const all = await caller.list();
    const active = all.filter((a) => a.isActive);
    const summary = await caller.summary();
    expect(summary.activeCount).toBe(active.length);
    expect(summary.totalActivePoints).toBe(active.reduce((s, a) => s + a.pointsAwarded, 0));
    expect(summary.highestReward).toMatchObject({ name: "Publish a story", points: 150 });
    const created = await caller.create({ name: "Inactive jackpot", pointsAwarded: 9999, isActive: false });
    expect((await caller.summary()).highestReward?.name).toBe("Publish a story");
    await caller.update({ id: created.id, data: { isActive: true } });
    expect(await caller.summary()).toMatchObject({
      activeCount: active.length + 1,
      highestReward: { name: "Inactive jackpot", points: 9999 },
    });
  });
});

describe("sponsors", () => {
  it("lists and updates sponsor tiers: they are the sponsor packages /sponsors sells (one price list)", async () => {
    const caller = t.caller(adminUser).admin.sponsors;
    const tiers = await caller.tiers();
    expect(tiers.map((x) => [x.name, x.price, x.adPlacements])).toEqual([
      ["Gold", 49999, 5],
      ["Silver", 19999, 3],
      ["Bronze", 9999, 1],
    ]);
    const sold = (await t.caller(null).catalog.packages()).filter((p) => p.kind === "sponsor");
    expect(Object.fromEntries(sold.map((p) => [p.name, p.price]))).toEqual(
      Object.fromEntries(tiers.map((x) => [x.name, x.price])),
    );
    const updated = await caller.updateTier({
      id: tiers[1]!.id,
      price: 24999,
      benefits: ["3 site-wide ad placements"],
    });
    expect(updated).toMatchObject({
      name: "Silver",
      price: 24999,
      adPlacements: 3,
      benefits: ["3 site-wide ad placements"],
    });
    // What the admin set is what /sponsors sells.
    expect(
      (await t.caller(null).catalog.packages()).find((p) => p.kind === "sponsor" && p.name === "Silver")?.price,
    ).toBe(24999);
    await expect(caller.updateTier({ id: tiers[1]!.id, price: 10.5 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("filters sponsors by status and search, and validates the logo (max 3 letters)", async () => {
    const caller = t.caller(adminUser).admin.sponsors;
    expect((await caller.list()).length).toBe(6);
    expect((await caller.list({ status: "active" })).map((s) => s.name)).toEqual([
      "Ember & Oak Coffee",
      "Northwind Outfitters",
      "Tidewater Yachts",
    ]);
    expect((await caller.list({ status: "renewing" })).map((s) => s.name)).toEqual(["Alpenglow Spirits"]);
    expect((await caller.list({ status: "expired" })).map((s) => s.name)).toEqual(["Summit Optics"]);
    expect((await caller.list({ status: "pending" })).map((s) => s.name)).toEqual(["Wildflower Skincare"]);
    expect((await caller.list({ search: "ISABEL" })).map((s) => s.name)).toEqual(["Tidewater Yachts"]);
    expect((await caller.list({ status: "active", search: "north" }))[0]).toMatchObject({
      name: "Northwind Outfitters",
      adSpaceCount: 2,
    });

    await expect(caller.create({ name: "Too Long Inc", logo: "ABCD", tier: "gold" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      caller.create({ name: "Dates", logo: "DT", tier: "gold", startDate: "2025-05-01", endDate: "2025-01-01" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const created = await caller.create({
      name: "Canyon Light Co",
      logo: "clc",
      tier: "bronze",
      contactEmail: "hi@canyon.example",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
    });
    expect(created).toMatchObject({ logo: "CLC", status: "pending", tier: "bronze" });
    const updated = await caller.update({ id: created.id, data: { status: "active", notes: "Signed." } });
    expect(updated).toMatchObject({ status: "active", notes: "Signed." });
    await expect(caller.update({ id: created.id, data: { endDate: "2024-01-01" } })).rejects.toMatchObject({
      message: "The end date must not be before the start date.",
    });
    expect(await caller.delete({ id: created.id })).toEqual({ success: true, id: created.id });
    await expect(caller.delete({ id: created.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await auditFor(`sponsor:${created.id}`)).map((a) => a.action)).toEqual([
      "sponsors.create",
      "sponsors.update",
      "sponsors.delete",
    ]);
  });

  it("filters ad spaces by status (filled when a sponsor is set) and location, and totals the analytics", async () => {
    const caller = t.caller(adminUser).admin.sponsors;
    const all = await caller.adSpaces();
    expect(all).toHaveLength(8);
    const filled = await caller.adSpaces({ status: "filled" });
    expect(filled).toHaveLength(6);
    expect(filled.every((s) => s.sponsorId !== null && s.status === "filled" && s.sponsor !== null)).toBe(true);
    const available = await caller.adSpaces({ status: "available" });
    expect(available.map((s) => s.name).sort()).toEqual(["Category header", "Exit-intent offer"]);
    expect((await caller.adSpaces({ location: "journal" })).map((s) => s.name).sort()).toEqual([
      "Journal inline",
      "Members' journal sidebar",
    ]);
    expect((await caller.adSpaces({ status: "available", location: "listings" })).map((s) => s.name)).toEqual([
      "Exit-intent offer",
    ]);
    const hero = all.find((s) => s.name === "Homepage hero banner")!;
    expect(hero).toMatchObject({ dimensions: "1200x200", analytics: { impressions: 4820, clicks: 131, ctr: 2.72 } });

    expect(await caller.analytics()).toEqual({
      impressions: 19320,
      clicks: 413,
      ctr: 2.14,
      spaces: 8,
      filled: 6,
      available: 2,
    });
  });

  it("creates, updates and deletes ad spaces, with dimensions as width x height", async () => {
    const caller = t.caller(adminUser).admin.sponsors;
    const space = await caller.createAdSpace({
      name: "Journal leaderboard",
      type: "banner",
      location: "journal",
      dimensions: "728 x 90",
    });
    expect(space).toMatchObject({
      width: 728,
      height: 90,
      dimensions: "728x90",
      status: "available",
      sponsor: null,
      analytics: { impressions: 0, clicks: 0, ctr: 0 },
    });
    await expect(
      caller.createAdSpace({ name: "Bad", type: "banner", location: "journal", dimensions: "wide" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.createAdSpace({ name: "No size", type: "banner", location: "journal" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      caller.createAdSpace({ name: "Odd", type: "hologram" as "banner", location: "journal", width: 1, height: 1 }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.updateAdSpace({ id: space.id, data: { sponsorId: 999 } })).rejects.toMatchObject({
      message: "Sponsor 999 does not exist.",
    });
    const [tidewater] = await t.database.db.select().from(sponsors).where(eq(sponsors.name, "Tidewater Yachts"));
    const filled = await caller.updateAdSpace({
      id: space.id,
      data: { sponsorId: tidewater!.id, dimensions: "300x250" },
    });
    expect(filled).toMatchObject({ status: "filled", width: 300, height: 250, sponsor: { name: "Tidewater Yachts" } });
    expect(await caller.deleteAdSpace({ id: space.id })).toEqual({ success: true, id: space.id });
    expect((await auditFor(`ad-space:${space.id}`)).map((a) => a.action)).toEqual([
      "sponsors.create-ad-space",
      "sponsors.update-ad-space",
      "sponsors.delete-ad-space",
    ]);
  });
});

describe("public ads", () => {
  it("serves filled placements for a location (plus site-wide ones) from running sponsors", async () => {
    const res = await httpClient(t.baseUrl).get("/api/ads?location=homepage");
    expect(res.status).toBe(200);
    expect(res.json.map((a: { dimensions: string }) => a.dimensions)).toEqual(["1200x200", "970x90"]);
    // Public placements never carry the admin's internal names such as "Homepage hero banner".
    expect(JSON.stringify(res.json)).not.toMatch(/Homepage hero banner|Site-wide footer strip/);
    expect(res.json[0].name).toBeUndefined();
    expect(res.json[0]).toMatchObject({
      dimensions: "1200x200",
      sponsor: { name: "Northwind Outfitters", logo: "NWO" },
    });
    expect(res.json[0].impressions).toBeUndefined();
    expect((await httpClient(t.baseUrl).get("/api/ads?location=moon")).status).toBe(400);
    expect(
      (await httpClient(t.baseUrl).get("/api/ads?location=categories")).json.map(
        (a: { location: string }) => a.location,
      ),
    ).toEqual(["global"]);
    // The pages ask tRPC for the same list, so a server-rendered page can carry it.
    expect(await t.caller(null).catalog.placements({ location: "homepage" })).toEqual(res.json);
  });

  it("records impressions and clicks, limited per IP so they cannot be inflated", async () => {
    const [hero] = await t.database.db.select().from(adSpaces).where(eq(adSpaces.name, "Homepage hero banner"));
    const visitor = httpClient(t.baseUrl);
    const first = await visitor.post(`/api/ads/${hero!.id}/impression`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, impressions: hero!.impressions + 1 });
    for (let i = 0; i < 9; i++) expect((await visitor.post(`/api/ads/${hero!.id}/impression`)).status).toBe(200);
    const limited = await visitor.post(`/api/ads/${hero!.id}/impression`);
    expect(limited.status).toBe(429);
    for (let i = 0; i < 5; i++) await visitor.post(`/api/ads/${hero!.id}/click`);
    const [after] = await t.database.db.select().from(adSpaces).where(eq(adSpaces.id, hero!.id));
    expect(after!.impressions).toBe(hero!.impressions + 10);
    expect(after!.clicks).toBe(hero!.clicks + 3);

    const [empty] = await t.database.db.select().from(adSpaces).where(eq(adSpaces.name, "Category header"));
    expect((await visitor.post(`/api/ads/${empty!.id}/click`)).status).toBe(404);
    expect((await visitor.post("/api/ads/999999/impression")).status).toBe(404);
    expect((await visitor.post("/api/ads/abc/impression")).status).toBe(400);
  });
});
