import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingAmenities, listings } from "../../db/schema";
import { canAccessListing } from "@shared/access";
import { liveListing, selectListingRows } from "../../server/services/listings/cards";
import {
  addAmenityLinks,
  computeRecommendations,
  loadSignals,
  rankInDatabase,
  rankListings,
} from "../../server/services/listings/recommendations";
import type { z } from "zod";
import { TRAVEL_STYLES, type preferencesInput } from "../../server/services/accounts/preferences";
import { invalidatePublicReads } from "../../server/lib/public-reads";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Listing = { id: number; tierLevel: number; categoryId: number | null; regionId: number | null };
type Item = { listing: Listing; matchScore: number; matchReasons: { label: string; description: string }[] };

async function signedIn(user: { email: string; password: string }) {
  const http = httpClient(t.baseUrl);
  await http.post("/api/auth/login", { email: user.email, password: user.password });
  return http;
}

describe("trending", () => {
  it("returns 3 listings by default, up to 24, in a stable order", async () => {
    const http = httpClient(t.baseUrl);
    const res = await http.get("/api/recommendations/trending");
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(3);
    expect(res.json[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
    expect((await http.get("/api/recommendations/trending")).json).toEqual(res.json);
    expect((await http.get("/api/recommendations/trending?limit=24")).json).toHaveLength(24);
    expect((await http.get("/api/recommendations/trending?limit=25")).status).toBe(400);
    expect((await http.get("/api/recommendations/trending?limit=0")).status).toBe(400);
    expect((await http.get("/api/recommendations/trending?limit=abc")).status).toBe(400);
  });

  it("puts the most favourited stay of the last 30 days first", async () => {
    const [quiet] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.featured, false))
      .orderBy(asc(listings.rating), asc(listings.id))
      .limit(1);
    for (let i = 0; i < 3; i++) await t.caller(await createUser(t.database)).favorites.add({ listingId: quiet!.id });
    const top = await t.caller(null).recommendations.trending();
    expect(top[0]!.id).toBe(quiet!.id);
  });
});

describe("personalized", () => {
  it("falls back to trending for visitors", async () => {
    const visitor = httpClient(t.baseUrl);
    const personalized = await visitor.get("/api/recommendations/personalized");
    expect(personalized.status).toBe(200);
    expect(personalized.json).toEqual((await visitor.get("/api/recommendations/trending")).json);
  });

  it("serves members a listings array matching their enhanced picks", async () => {
    const user = await createUser(t.database, { tier: 1 });
    await t.caller(user).account.savePreferences({ categoryIds: [3] });
    const http = await signedIn(user);
    const personalized = (await http.get("/api/recommendations/personalized")).json;
    const enhanced = (await http.get("/api/recommendations/enhanced")).json;
    expect(personalized).toHaveLength(3);
    expect(personalized.map((l: Listing) => l.id)).toEqual(enhanced.recommendations.map((r: Item) => r.listing.id));
  });
});

describe("a member with no preferences, favourites or views", () => {
  it("gets no enhanced list (so no near-zero match scores) and trending stays as personalized", async () => {
    const user = await createUser(t.database, { tier: 1 });
    const http = await signedIn(user);
    expect((await http.get("/api/recommendations/enhanced")).json).toEqual({ recommendations: [] });
    expect((await http.get("/api/recommendations/personalized")).json).toEqual(
      (await http.get("/api/recommendations/trending")).json,
    );
  });
});

describe("enhanced", () => {
  it("is 401 for visitors", async () => {
    expect((await httpClient(t.baseUrl).get("/api/recommendations/enhanced")).status).toBe(401);
    await expect(t.caller(null).recommendations.enhanced()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("scores listings 0-100 with reasons from preferences, favourites and views, within the member's tier", async () => {
    const user = await createUser(t.database, { tier: 1 });
    const api = t.caller(user);
    const [treehouse] = await t.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.categoryId, 2), lte(listings.tierLevel, 1), isNull(listings.archivedAt)))
      .orderBy(asc(listings.id))
      .limit(1);
    await api.account.savePreferences({
      categoryIds: [2],
      regionIds: [treehouse!.regionId!],
      travelStyle: "romance",
      budgetTier: 1,
    });
    await api.favorites.add({ listingId: treehouse!.id });
    await api.recommendations.recordView({ listingId: treehouse!.id });

    const http = await signedIn(user);
    const res = await http.get("/api/recommendations/enhanced?limit=24");
    expect(res.status).toBe(200);
    const items: Item[] = res.json.recommendations;
    expect(items).toHaveLength(24);
    for (const item of items) {
      expect(Number.isInteger(item.matchScore)).toBe(true);
      expect(item.matchScore).toBeGreaterThanOrEqual(0);
      expect(item.matchScore).toBeLessThanOrEqual(100);
      expect(item.listing.tierLevel).toBeLessThanOrEqual(1);
      expect(item.listing.id).not.toBe(treehouse!.id);
      for (const reason of item.matchReasons)
        expect(reason).toEqual({ label: expect.any(String), description: expect.any(String) });
    }
    const scores = items.map((i) => i.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items[0]!.listing.categoryId).toBe(2);
    expect(items[0]!.matchReasons.length).toBeGreaterThan(0);
    expect(items[0]!.matchScore).toBeGreaterThanOrEqual(54);
    expect(items[0]!.matchScore).toBeGreaterThan(items[23]!.matchScore);
    const labels = items[0]!.matchReasons.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "Preferred category",
        "Fits your travel style",
        "Like your favorites",
        "Inspired by your browsing",
      ]),
    );
    expect(items[0]!.matchReasons[0]!.label).toBe("Preferred category");
    expect((await http.get("/api/recommendations/enhanced?limit=24")).json).toEqual(res.json);
    expect((await api.recommendations.enhanced()).recommendations).toHaveLength(3);
  });

  it("leaves out stays above the member's tier", async () => {
    const user = await createUser(t.database, { tier: 0 });
    await t.caller(user).account.savePreferences({ categoryIds: [1, 2, 3] });
    const { recommendations } = await t.caller(user).recommendations.enhanced({ limit: 24 });
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.every((r) => r.listing.tierLevel === 0)).toBe(true);
  });
});

describe("ranking in the database", () => {
  // The database ranks every stay with scoreListing's sum written as SQL; this scores the whole catalogue
  // in JavaScript instead, for members with every kind of signal, and expects the same picks, scores and order.
  type Case = {
    tier: number;
    admin?: boolean;
    prefs: z.input<typeof preferencesInput>;
    favourites?: number;
    views?: number;
  };
  const cases: Case[] = [
    ...TRAVEL_STYLES.map((style, i) => ({
      tier: i % 4,
      prefs: { travelStyle: style.value, amenityIds: i % 2 ? [1, 4, 9, 12] : [] },
    })),
    { tier: 3, prefs: { categoryIds: [2, 5], regionIds: [6, 9], amenityIds: [3], budgetTier: 2 } },
    { tier: 1, prefs: { budgetTier: 0 }, favourites: 3, views: 4 },
    { tier: 2, prefs: { regionIds: [1, 2, 3, 4, 5, 6, 7, 8] }, favourites: 2 },
    { tier: 0, prefs: { amenityIds: [2, 5, 7, 8, 11] }, views: 6 },
    {
      tier: 3,
      admin: true,
      prefs: { categoryIds: [1, 3, 7, 11], travelStyle: "adventure" as const, budgetTier: 3 },
      favourites: 5,
      views: 5,
    },
  ];

  it.each(cases.map((c, i) => [i, c] as const))(
    "case %i: the same 24 picks, scores and order as scoring every stay",
    async (_i, c) => {
      const user = await createUser(t.database, { tier: c.tier, admin: c.admin });
      const api = t.caller(user);
      await api.account.savePreferences(c.prefs);
      const live = await t.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(liveListing)
        .orderBy(asc(listings.id));
      for (let n = 0; n < (c.favourites ?? 0); n++)
        await api.favorites.add({ listingId: live[(n * 17) % live.length]!.id }).catch(() => undefined);
      for (let n = 0; n < (c.views ?? 0); n++)
        await api.recommendations.recordView({ listingId: live[(n * 29 + 5) % live.length]!.id });

      const signals = await loadSignals(t.database.db, user.id);
      addAmenityLinks(signals, await t.database.db.select().from(listingAmenities));
      const everyStay = (await selectListingRows(t.database.db).where(liveListing)).filter(
        (l) => canAccessListing(user, l) && !signals.favoriteIds.has(l.id),
      );
      const expected = rankListings(everyStay, signals).slice(0, 24);
      const { recommendations } = await computeRecommendations(t.database.db, user, 24);
      expect(expected.length).toBe(24);
      expect(await rankInDatabase(t.database.db, user, signals, 24)).toEqual(expected.map((e) => e.listing.id));
      expect(recommendations.map((r) => [r.listing.id, r.matchScore])).toEqual(
        expected.map((e) => [e.listing.id, e.matchScore]),
      );
      expect(recommendations.map((r) => r.matchReasons)).toEqual(expected.map((e) => e.matchReasons));
    },
  );
});

describe("a member's recommendations kept for a short time", () => {
  const ids = (list: { recommendations: { listing: { id: number } }[] }) =>
    list.recommendations.map((r) => r.listing.id);

  it("are that member's alone: two members with different preferences each get their own picks", async () => {
    const [lodges, treehouses] = [await createUser(t.database, { tier: 3 }), await createUser(t.database, { tier: 3 })];
    await t.caller(lodges).account.savePreferences({ categoryIds: [1] });
    await t.caller(treehouses).account.savePreferences({ categoryIds: [2] });
    // The first member reads first, so a cache that ignored the member would hand their picks to the second.
    for (const [user, category] of [
      [lodges, 1],
      [treehouses, 2],
      [lodges, 1],
      [treehouses, 2],
    ] as const) {
      const { recommendations } = await t.caller(user).recommendations.enhanced({ limit: 3 });
      expect(recommendations.map((r) => r.listing.categoryId)).toEqual([category, category, category]);
    }
  });

  it("change with the member's own writes: a new favourite (site or REST) leaves the next answer at once", async () => {
    const { user, http } = await signedInMember(t, { tier: 3 });
    const api = t.caller(user);
    await api.account.savePreferences({ categoryIds: [2] });
    const first = await api.recommendations.enhanced({ limit: 24 });
    await api.favorites.add({ listingId: ids(first)[0]! });
    const second = await api.recommendations.enhanced({ limit: 24 });
    expect(ids(second)).not.toContain(ids(first)[0]);
    expect((await http.post("/api/favorites", { listingId: ids(second)[0]! })).status).toBe(201);
    const third = (await http.get("/api/recommendations/enhanced?limit=24")).json;
    expect(ids(third)).not.toContain(ids(second)[0]);
    await api.account.savePreferences({ categoryIds: [3] });
    expect((await api.recommendations.enhanced({ limit: 3 })).recommendations.map((r) => r.listing.categoryId)).toEqual(
      [3, 3, 3],
    );
  });

  it("follow the member's tier: a member moved from tier 0 to tier 3 gets tier-3 stays at once", async () => {
    const user = await createUser(t.database, { tier: 0 });
    await t.caller(user).account.savePreferences({ categoryIds: [1, 2, 3] });
    const before = await t.caller(user).recommendations.enhanced({ limit: 24 });
    expect(before.recommendations.every((r) => r.listing.tierLevel === 0)).toBe(true);
    // The session carries the new tier; nothing else was written that would drop the kept answer.
    const after = await t.caller({ ...user, membershipTier: 3 }).recommendations.enhanced({ limit: 24 });
    expect(after.recommendations.some((r) => r.listing.tierLevel > 0)).toBe(true);
  });

  it("are kept until a write that drops the public reads, then answered afresh", async () => {
    const user = await createUser(t.database, { tier: 3 });
    const api = t.caller(user);
    await api.account.savePreferences({ categoryIds: [4] });
    const first = await api.recommendations.enhanced({ limit: 3 });
    const top = first.recommendations[0]!.listing;
    await t.database.db
      .update(listings)
      .set({ name: `${top.name} (renamed)` })
      .where(eq(listings.id, top.id));
    expect(await api.recommendations.enhanced({ limit: 3 })).toEqual(first);
    await invalidatePublicReads(t.deps.metrics);
    expect((await api.recommendations.enhanced({ limit: 3 })).recommendations[0]!.listing.name).toBe(
      `${top.name} (renamed)`,
    );
    await t.database.db.update(listings).set({ name: top.name }).where(eq(listings.id, top.id));
  });
});

describe("recordView", () => {
  it("records a signed-in member's view once per ten minutes and 404s a missing listing", async () => {
    const user = await createUser(t.database);
    const api = t.caller(user);
    const [listing] = await t.database.db.select({ id: listings.id }).from(listings).limit(1);
    expect(await api.recommendations.recordView({ listingId: listing!.id })).toEqual({ recorded: true });
    expect(await api.recommendations.recordView({ listingId: listing!.id })).toEqual({ recorded: false });
    await expect(api.recommendations.recordView({ listingId: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Listing not found.",
    });
    await expect(t.caller(null).recommendations.recordView({ listingId: listing!.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    const http = await signedIn(user);
    expect((await http.post("/api/recommendations/views", { listingId: listing!.id })).json).toEqual({
      recorded: false,
    });
  });
});
