import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings, pointActions, pointsLedger } from "../../db/schema";
import { SAVE_FIRST } from "../../server/services/community/reviews";
import { createUser, signedInMember, startTestApp, type TestApp } from "../helpers/app";

const INSIDER_ONLY = "This feature needs the Luxe Insider membership or higher.";
const BODY = "Twenty chars at least";
let t: TestApp;
let stayCount = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A stay of its own per test, so demo reviews never blur the numbers. */
async function newStay(tierLevel = 0) {
  const slug = `review-stay-${++stayCount}-${Date.now().toString(36)}`;
  const [row] = await t.database.db
    .insert(listings)
    .values({
      name: `Review Stay ${stayCount}`,
      slug,
      description: "A quiet cabin.",
      location: "Nowhere, Norway",
      mainImage: "/media/art/cabins/x.webp",
      tierLevel,
    })
    .returning();
  return row!;
}

/** A member of the tier who has saved the stay, ready to review it. */
async function reviewer(listingId: number, tier = 2) {
  const user = await createUser(t.database, { tier });
  await t.caller(user).favorites.add({ listingId });
  return { user, api: t.caller(user).memberContent };
}

const stored = async (listingId: number) =>
  (
    await t.database.db
      .select({ rating: listings.rating, reviewCount: listings.reviewCount })
      .from(listings)
      .where(eq(listings.id, listingId))
  )[0]!;

const reviewPoints = async (userId: number) =>
  t.database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.reason, "Write a review")));

async function upload(http: { jar: Map<string, string> }, listingId: number, fields: Record<string, string> = {}) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "view.png");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const cookie = [...http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${t.baseUrl}/api/listings/${listingId}/media`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: t.baseUrl },
  });
  return { status: res.status, json: await res.json() };
}

describe("reviews", () => {
  it("are refused to a Luxe Explorer with the tier-naming message, and to visitors", async () => {
    const stay = await newStay();
    const { api } = await reviewer(stay.id, 1);
    const review = { listingId: stay.id, rating: 5, body: BODY };
    await expect(api.reviews.create(review)).rejects.toMatchObject({ code: "FORBIDDEN", message: INSIDER_ONLY });
    await expect(api.tips.create({ listingId: stay.id, body: "Bring a torch." })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: INSIDER_ONLY,
    });
    await expect(t.caller(null).memberContent.reviews.create(review)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await stored(stay.id)).toEqual({ rating: 0, reviewCount: 0 });
  });

  it("need the stay in the member's favorites, and keep gated stays' rules", async () => {
    const stay = await newStay();
    const insider = await createUser(t.database, { tier: 2 });
    await expect(
      t.caller(insider).memberContent.reviews.create({ listingId: stay.id, rating: 4, body: BODY }),
    ).rejects.toMatchObject({ code: "FORBIDDEN", message: SAVE_FIRST });
    const gated = await newStay(3);
    await expect(
      t.caller(insider).memberContent.reviews.create({ listingId: gated.id, rating: 4, body: BODY }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Membership upgrade required - This property requires tier 3.",
    });
    await expect(
      t.caller(insider).memberContent.reviews.create({ listingId: 999_999, rating: 4, body: BODY }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("take 1 to 5 whole stars and 20 to 2,000 characters", async () => {
    const stay = await newStay();
    const { api } = await reviewer(stay.id);
    const bad = async (input: { rating: number; body: string }, message: string) => {
      const error = await api.reviews.create({ listingId: stay.id, ...input }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      expect(JSON.stringify(error)).toContain(message);
    };
    await bad({ rating: 0, body: BODY }, "Rating must be at least 1.");
    await bad({ rating: 6, body: BODY }, "Rating must be at most 5.");
    await bad({ rating: 3.5, body: BODY }, "Rating must be a whole number of stars.");
    await bad({ rating: 4, body: "x".repeat(19) }, "Reviews must be at least 20 characters.");
    await bad({ rating: 4, body: "x".repeat(2001) }, "Reviews must be at most 2,000 characters.");
    const { review } = await api.reviews.create({ listingId: stay.id, rating: 4, body: "x".repeat(2000) });
    expect(review.body).toHaveLength(2000);
    await api.reviews.update({ reviewId: review.id, rating: 4, body: "x".repeat(20) });
  });

  it("one per member and stay; the rating is the average of visible reviews with their count; 100 points once", async () => {
    const stay = await newStay();
    expect(await t.caller(null).memberContent.reviews.list({ listingId: stay.id })).toMatchObject({
      total: 0,
      average: null,
      items: [],
    });

    const a = await reviewer(stay.id);
    const first = await a.api.reviews.create({ listingId: stay.id, rating: 5, body: BODY });
    expect(first).toMatchObject({
      rating: 5,
      reviewCount: 1,
      award: { awarded: true, action: "Write a review", points: 100 },
    });
    expect(first.review.author).toMatchObject({ username: a.user.username, tier: 2 });
    await expect(a.api.reviews.create({ listingId: stay.id, rating: 1, body: BODY })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already reviewed this listing. Edit your review instead.",
    });

    const b = await reviewer(stay.id, 3);
    expect(await b.api.reviews.create({ listingId: stay.id, rating: 2, body: BODY })).toMatchObject({
      rating: 3.5,
      reviewCount: 2,
    });
    expect(await stored(stay.id)).toEqual({ rating: 3.5, reviewCount: 2 });
    const c = await reviewer(stay.id);
    await c.api.reviews.create({ listingId: stay.id, rating: 4, body: BODY });
    const list = await t.caller(null).memberContent.reviews.list({ listingId: stay.id });
    expect(list).toMatchObject({ total: 3, average: 3.7 });
    expect(list.items[0]!.author).toMatchObject({ tier: 2, displayName: c.user.fullName });
    expect(JSON.stringify(list)).not.toContain("@example.com");

    // Someone else's review is not yours to edit or delete.
    await expect(b.api.reviews.update({ reviewId: first.review.id, rating: 1, body: BODY })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(b.api.reviews.delete({ reviewId: first.review.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    expect(
      await a.api.reviews.update({ reviewId: first.review.id, rating: 2, body: "On reflection, only two stars." }),
    ).toMatchObject({ rating: 2.7, reviewCount: 3 });
    expect(await a.api.reviews.delete({ reviewId: first.review.id })).toMatchObject({ rating: 3, reviewCount: 2 });
    expect(await a.api.reviews.mine({ listingId: stay.id })).toBeNull();

    // Writing again after deleting is allowed, but the points came once (even with no cooldown to stop them).
    await t.database.db.update(pointActions).set({ cooldownHours: 0 }).where(eq(pointActions.name, "Write a review"));
    const again = await a.api.reviews
      .create({ listingId: stay.id, rating: 5, body: BODY })
      .finally(() =>
        t.database.db.update(pointActions).set({ cooldownHours: 12 }).where(eq(pointActions.name, "Write a review")),
      );
    expect(again.award).toMatchObject({ awarded: false });
    expect(again.review.id).toBe(first.review.id);
    expect(await reviewPoints(a.user.id)).toHaveLength(1);
    expect(await stored(stay.id)).toMatchObject({ reviewCount: 3 });
  });

  it("admins hide one with a reason: it leaves the rating, the author sees why, and it is audited", async () => {
    const stay = await newStay();
    const a = await reviewer(stay.id);
    const b = await reviewer(stay.id);
    const { review } = await a.api.reviews.create({ listingId: stay.id, rating: 1, body: "Spam spam spam spam spam." });
    await b.api.reviews.create({ listingId: stay.id, rating: 5, body: BODY });
    const admin = await createUser(t.database, { admin: true });
    await expect(b.api.reviews.hide({ id: review.id, reason: "Spam" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(t.caller(admin).memberContent.reviews.hide({ id: review.id, reason: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    await t.caller(admin).memberContent.reviews.hide({ id: review.id, reason: "Not about the stay" });
    expect(await t.caller(null).memberContent.reviews.list({ listingId: stay.id })).toMatchObject({
      total: 1,
      average: 5,
    });
    expect(await stored(stay.id)).toEqual({ rating: 5, reviewCount: 1 });
    expect(await a.api.reviews.mine({ listingId: stay.id })).toMatchObject({
      hidden: true,
      hiddenReason: "Not about the stay",
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `review:${review.id}`))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "reviews.hide",
      details: expect.objectContaining({ reason: "Not about the stay" }),
    });
  });
});

describe("member photos", () => {
  it("come with a review, show in the gallery, earn 50 points within the daily limit, and admins remove them", async () => {
    const stay = await newStay();
    const { user, http } = await signedInMember(t, { tier: 2 });
    await t.caller(user).favorites.add({ listingId: stay.id });
    const { review } = await t.caller(user).memberContent.reviews.create({ listingId: stay.id, rating: 5, body: BODY });

    const first = await upload(http, stay.id, { reviewId: String(review.id), caption: "Dawn" });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      media: { reviewId: review.id, url: expect.stringMatching(/^\/media\/uploads\/member-media\//) },
      award: { awarded: true, points: 50 },
    });
    const listed = await t.caller(null).memberContent.reviews.list({ listingId: stay.id });
    expect(listed.items[0]!.photos).toEqual([expect.objectContaining({ url: first.json.media.url, caption: "Dawn" })]);

    // The points come from the point action's data, and its daily limit (3) holds.
    await t.database.db
      .update(pointActions)
      .set({ pointsAwarded: 60, cooldownHours: 0 })
      .where(eq(pointActions.name, "Share a photo"));
    try {
      expect((await upload(http, stay.id)).json.award).toMatchObject({ awarded: true, points: 60 });
      expect((await upload(http, stay.id)).json.award).toMatchObject({ awarded: true, points: 60 });
      const fourth = await upload(http, stay.id);
      expect(fourth.status).toBe(201);
      expect(fourth.json.award).toMatchObject({
        awarded: false,
        reason: "You have reached the daily limit for this action.",
      });
    } finally {
      await t.database.db
        .update(pointActions)
        .set({ pointsAwarded: 50, cooldownHours: 1 })
        .where(eq(pointActions.name, "Share a photo"));
    }

    // A review that is not yours (or of another stay) cannot carry your photo.
    const other = await reviewer(stay.id);
    const theirs = await other.api.reviews.create({ listingId: stay.id, rating: 3, body: BODY });
    expect((await upload(http, stay.id, { reviewId: String(theirs.review.id) })).status).toBe(404);
    expect((await upload(http, stay.id, { reviewId: "abc" })).status).toBe(400);

    const explorer = await signedInMember(t, { tier: 1 });
    const refused = await upload(explorer.http, stay.id);
    expect([refused.status, refused.json.error]).toEqual([403, INSIDER_ONLY]);

    const admin = await createUser(t.database, { admin: true });
    await expect(t.caller(user).memberContent.media.remove({ id: first.json.media.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await t.caller(admin).memberContent.media.remove({ id: first.json.media.id });
    const gallery = await t.caller(null).memberContent.media.list({ listingId: stay.id });
    expect(gallery.map((m) => m.id)).not.toContain(first.json.media.id);
    expect(gallery).toHaveLength(3);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `media:${first.json.media.id}`));
    expect(entry).toMatchObject({ actorId: admin.id, action: "media.remove" });
    await expect(t.caller(admin).memberContent.media.remove({ id: first.json.media.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("tips", () => {
  it("take 10 to 280 characters, one per member and stay, earn 25 points and are moderated", async () => {
    const stay = await newStay();
    const insider = await createUser(t.database, { tier: 2 });
    const api = t.caller(insider).memberContent.tips;
    await expect(api.create({ listingId: stay.id, body: "x".repeat(9) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.create({ listingId: stay.id, body: "x".repeat(281) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const created = await api.create({ listingId: stay.id, body: "  Bring a torch. " });
    expect(created).toMatchObject({
      tip: { body: "Bring a torch.", author: { tier: 2 } },
      award: { awarded: true, action: "Share a tip", points: 25 },
    });
    await expect(api.create({ listingId: stay.id, body: "x".repeat(280) })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "You have already shared a tip for this stay.",
    });
    expect((await t.caller(null).memberContent.tips.list({ listingId: stay.id })).map((tip) => tip.body)).toEqual([
      "Bring a torch.",
    ]);

    const admin = await createUser(t.database, { admin: true });
    await t.caller(admin).memberContent.tips.hide({ id: created.tip.id, reason: "Off topic" });
    expect(await t.caller(null).memberContent.tips.list({ listingId: stay.id })).toEqual([]);
    expect(await api.mine({ listingId: stay.id })).toMatchObject({ hiddenReason: "Off topic" });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `tip:${created.tip.id}`));
    expect(entry).toMatchObject({ actorId: admin.id, action: "tips.hide" });

    const gated = await newStay(3);
    await expect(api.create({ listingId: gated.id, body: "Bring a torch." })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await t.caller(null).memberContent.tips.list({ listingId: gated.id })).toEqual([]);
  });
});
