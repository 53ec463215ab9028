import { generateTOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { and, asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "../../db/schema";
import { createApp } from "../../server/app";
import { callProcedure, fillPath, procedureTable, restRouteTable } from "../helpers/access";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { memberState } from "../helpers/db-state";

/**
 * Member B, signed in and paying, tries every member procedure and member REST path with
 * member A's ids: nothing of A's is read, changed or deleted.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof signedInMember>>;
let b: Awaited<ReturnType<typeof signedInMember>>;
let listingId: number;
let mine: {
  collectionId: number;
  shareToken: string;
  reviewId: number;
  storyTitle: string;
  collectionName: string;
  reviewBody: string;
};

beforeAll(async () => {
  t = await startTestApp();
  a = await signedInMember(t, { tier: 3 });
  b = await signedInMember(t, { tier: 3 });
  const [listing] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.tierLevel, 0), isNull(listings.archivedAt)))
    .orderBy(asc(listings.id))
    .limit(1);
  listingId = listing!.id;

  // A's things: a favourite, a shared collection, a review, a story in moderation, a photo, preferences and points.
  const api = t.caller(a.user);
  await api.favorites.add({ listingId });
  const collectionName = "Member A's secret anniversary trip";
  const collection = await api.favorites.collections.create({ name: collectionName, listingIds: [listingId] });
  const shared = await api.favorites.collections.share({ id: collection.id });
  const reviewBody = "Member A's own words about the cedar hot tub at dusk.";
  const { review } = await api.memberContent.reviews.create({
    listingId,
    rating: 5,
    title: "Member A review",
    body: reviewBody,
  });
  const storyTitle = "Member A's story waiting for moderation";
  await api.memberContent.submitStory({
    title: storyTitle,
    content: "A long walk through the pines, then the lanterns came on one by one.",
  });
  await api.account.savePreferences({
    categoryIds: [2, 5],
    regionIds: [],
    amenityIds: [],
    travelStyle: "romance",
    budgetTier: 3,
  });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "deck.png");
  form.set("caption", "Member A at dawn");
  const cookie = [...a.http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const upload = await fetch(`${t.baseUrl}/api/listings/${listingId}/media`, {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  expect(upload.status).toBe(201);
  mine = {
    collectionId: collection.id,
    shareToken: shared.shareToken!,
    reviewId: review.id,
    storyTitle,
    collectionName,
    reviewBody,
  };
});
afterAll(() => t.close());

/** A's ids in every field a member input could carry, with values that pass validation. */
const withIdsOfA = () => ({
  id: mine.collectionId,
  collectionId: mine.collectionId,
  reviewId: mine.reviewId,
  listingId,
  userId: a.user.id,
  token: mine.shareToken,
  name: "Taken over by member B",
  listingIds: [listingId],
  rating: 1,
  title: "Overwritten by member B",
  body: "Member B wrote this over the words of member A.",
  content: "Member B wrote this story and tries to put it in the place of member A's.",
  categoryIds: [],
  regionIds: [],
  amenityIds: [],
  fullName: "Member B",
  email: a.user.email,
  currentPassword: b.user.password,
  newPassword: "another long password",
  code: "123456",
  kind: "owner",
  packageName: "Featured Listing",
  limit: 50,
});

const secretsOfA = () => [
  a.user.email,
  mine.collectionName,
  mine.shareToken,
  mine.storyTitle,
  mine.reviewBody,
  "Member A at dawn",
  "romance",
];

describe("member B against member A's things", () => {
  it("every member procedure, called by B with A's ids, reads and changes nothing of A's", async () => {
    const before = await memberState(t.database.db, a.user.id);
    const memberProcedures = procedureTable().filter(
      (p) => p.access?.access === "member" || p.access?.access === "tier",
    );
    expect(memberProcedures.length).toBeGreaterThan(25);
    // Queries first (they must show B's own data only), then every mutation, then the queries again.
    const order = [
      ...memberProcedures.filter((p) => p.type === "query"),
      ...memberProcedures.filter((p) => p.type === "mutation"),
    ];
    for (const p of [...order, ...order.filter((q) => q.type === "query")]) {
      for (const input of [withIdsOfA(), undefined]) {
        const result = await callProcedure(t.caller(b.user), p.path, input).catch((error: { code?: string }) => ({
          refused: error.code,
        }));
        const text = JSON.stringify(result);
        for (const secret of secretsOfA())
          expect(text, `${p.path} showed member A's "${secret}" to member B`).not.toContain(secret);
      }
    }
    expect(await memberState(t.database.db, a.user.id)).toEqual(before);
  });

  it("every member REST path, called by B with A's ids in the path and body, reads and changes nothing of A's", async () => {
    const before = await memberState(t.database.db, a.user.id);
    const routes = restRouteTable(createApp(t.deps)).filter(
      (r) => r.path.startsWith("/api/") && ["member", "tier"].includes(r.access.access),
    );
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const path = fillPath(route.path, { id: String(listingId), listingId: String(listingId) });
      const body = ["GET", "DELETE"].includes(route.method) ? undefined : withIdsOfA();
      const res = await b.http.request(route.method, path, body, { origin: t.baseUrl });
      expect(res.status, `${route.method} ${path}: ${res.text.slice(0, 120)}`).toBeLessThan(500);
      for (const secret of secretsOfA())
        expect(res.text, `${route.method} ${path} showed "${secret}"`).not.toContain(secret);
    }
    expect(await memberState(t.database.db, a.user.id)).toEqual(before);
  });

  it("collections: B gets NOT_FOUND for A's collection on every change, and A's stays as it was", async () => {
    const api = t.caller(b.user).favorites.collections;
    const id = mine.collectionId;
    for (const call of [
      () => api.rename({ id, name: "Mine now" }),
      () => api.delete({ id }),
      () => api.addListing({ id, listingId }),
      () => api.removeListing({ id, listingId }),
      () => api.share({ id }),
      () => api.unshare({ id }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    const [own] = await t.caller(a.user).favorites.collections.list();
    expect(own).toMatchObject({ id, name: mine.collectionName, shareToken: mine.shareToken });
    expect(own!.listings.map((l: { id: number }) => l.id)).toEqual([listingId]);
  });

  it("reviews: B cannot edit A's review, and B's own review of the same stay is B's", async () => {
    await expect(
      t.caller(b.user).memberContent.reviews.update({
        reviewId: mine.reviewId,
        rating: 1,
        title: "Mine now",
        body: "Member B's words in member A's review.",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "Review not found." });
    expect(await t.caller(a.user).memberContent.reviews.mine({ listingId })).toMatchObject({
      id: mine.reviewId,
      body: mine.reviewBody,
      rating: 5,
    });
  });

  it("favourites: B removing A's favourite stay removes only B's", async () => {
    expect((await b.http.delete(`/api/favorites/${listingId}`, { origin: t.baseUrl })).status).toBeLessThan(500);
    expect(await t.caller(a.user).favorites.ids()).toContain(listingId);
  });

  it("sessions: B signing out everywhere, or out, leaves A signed in", async () => {
    await t.caller(b.user).account.signOutEverywhere();
    expect((await b.http.get("/api/user/me")).status).toBe(401);
    const other = await signedInMember(t, { tier: 1 });
    await other.http.post("/api/auth/logout", {}, { origin: t.baseUrl });
    const me = await a.http.get("/api/user/me");
    expect([me.status, me.json.email]).toEqual([200, a.user.email]);
  });
});

describe("two-factor of one admin against another", () => {
  it("an admin's status, setup and disable touch only their own two-factor", async () => {
    const [first, second] = [
      await createUser(t.database, { admin: true }),
      await createUser(t.database, { admin: true }),
    ];
    const { secret } = await t.caller(first).admin.twoFactor.setup();
    const code = () => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
    await t.caller(first).admin.twoFactor.enable({ code: code() });
    const other = t.caller(second).admin.twoFactor;
    expect(await other.status()).toMatchObject({ enabled: false, pending: false });
    await expect(other.disable({ code: code() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Two-factor authentication is not enabled.",
    });
    await expect(other.enable({ code: code() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Start two-factor setup first.",
    });
    expect(await t.caller(first).admin.twoFactor.status()).toMatchObject({ enabled: true });
  });
});
