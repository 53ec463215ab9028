import { and, asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalArticles, listings, pointsLedger } from "../../db/schema";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

const INSIDER_ONLY = "This feature needs the Luxe Insider membership or higher.";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function listingOfTier(tierLevel: number, skip = 0) {
  const [row] = await t.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.tierLevel, tierLevel), isNull(listings.archivedAt)))
    .orderBy(asc(listings.id))
    .offset(skip)
    .limit(1);
  return row!;
}

async function postImage(user: { email: string; password: string } | null, listingId: number, caption: string) {
  const http = httpClient(t.baseUrl);
  if (user) await http.post("/api/auth/login", { email: user.email, password: user.password });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#446688" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "view.png");
  form.set("caption", caption);
  const cookie = [...http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${t.baseUrl}/api/listings/${listingId}/media`, {
    method: "POST",
    body: form,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.status, json: await res.json() };
}

describe("member gallery", () => {
  it("refuses tier 1 with 403 naming the tier, and 401 signed out", async () => {
    const listing = await listingOfTier(0);
    const denied = await postImage(await createUser(t.database, { tier: 1 }), listing.id, "Dawn");
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe(INSIDER_ONLY);
    expect((await postImage(null, listing.id, "Dawn")).status).toBe(401);
  });

  it("takes a Luxe Insider's photo with a caption, awards 50 points and lists it publicly", async () => {
    const listing = await listingOfTier(0);
    const insider = await createUser(t.database, { tier: 2 });
    const res = await postImage(insider, listing.id, "  Dawn from the deck ");
    expect(res.status).toBe(201);
    expect(res.json.media).toMatchObject({
      listingId: listing.id,
      caption: "Dawn from the deck",
      url: expect.stringMatching(/^\/media\/uploads\/member-media\//),
    });
    expect(res.json.award).toMatchObject({ awarded: true, points: 50 });
    const gallery = await httpClient(t.baseUrl).get(`/api/listings/${listing.id}/media`);
    expect(gallery.json.map((m: { url: string }) => m.url)).toContain(res.json.media.url);
    expect(await t.caller(null).memberContent.media.list({ listingId: listing.id })).toHaveLength(1);
    expect((await postImage(insider, 999_999, "x")).status).toBe(404);
    expect((await httpClient(t.baseUrl).get("/api/listings/abc/media")).status).toBe(400);
  });
});

describe("story journal", () => {
  const story = {
    title: "Night Train to the Treehouse",
    content: "We arrived at dusk.\n\nThe owls were already talking, and the lanterns swayed in the pines.",
  };

  it("is FORBIDDEN below Luxe Insider", async () => {
    await expect(
      t.caller(await createUser(t.database, { tier: 1 })).memberContent.submitStory(story),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: INSIDER_ONLY,
    });
  });

  it("goes into moderation, shows in the member's list with its status and only publicly once published", async () => {
    const insider = await createUser(t.database, { tier: 2 });
    const api = t.caller(insider).memberContent;
    const { story: submitted } = await api.submitStory(story);
    expect(submitted).toMatchObject({ title: story.title, status: "pending", published: false, moderation: "pending" });
    const [row] = await t.database.db.select().from(journalArticles).where(eq(journalArticles.id, submitted.id));
    expect(row).toMatchObject({ submittedBy: insider.id, moderation: "pending", published: false });
    expect(row!.content).toBe(
      "<p>We arrived at dusk.</p>\n<p>The owls were already talking, and the lanterns swayed in the pines.</p>",
    );
    expect(row!.excerpt.endsWith("...")).toBe(true);
    expect((await api.myStories()).map((s) => [s.id, s.status])).toEqual([[submitted.id, "pending"]]);
    expect((await t.caller(null).memberContent.stories()).map((s) => s.id)).not.toContain(submitted.id);

    await t.caller(await createUser(t.database, { admin: true })).admin.journal.approve({ id: submitted.id });
    expect((await api.myStories())[0]!.status).toBe("published");
    expect((await t.caller(null).memberContent.stories()).map((s) => s.id)).toContain(submitted.id);
    // The journal tells a member's story from the editors' articles, so a story never leads it
    // (src/features/journal/lead-article.ts).
    const journal = (await t.caller(null).journal.list()).items;
    expect(journal.find((a) => a.id === submitted.id)?.memberStory).toBe(true);
    expect(journal.filter((a) => a.featured).every((a) => !a.memberStory)).toBe(true);
    await expect(api.submitStory({ ...story, content: "Too short." })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("earns the Publish a story points when an editor publishes it, not when it is sent or turned down", async () => {
    const insider = await createUser(t.database, { tier: 2 });
    const editor = t.caller(await createUser(t.database, { admin: true })).admin.journal;
    const api = t.caller(insider);
    const storyPoints = async () =>
      (await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, insider.id)))
        .filter((row) => row.reason === "Publish a story")
        .map((row) => row.delta);

    const { story: turnedDown } = await api.memberContent.submitStory(story);
    const { story: published } = await api.memberContent.submitStory({ ...story, title: "Owls at the Window" });
    expect(await storyPoints()).toEqual([]);
    await editor.reject({ id: turnedDown.id, reason: "Not about a stay." });
    expect(await storyPoints()).toEqual([]);
    await editor.approve({ id: published.id });
    expect(await storyPoints()).toEqual([150]);
  });
});

describe("community", () => {
  it("shows recent public activity newest first, without emails", async () => {
    const insider = await createUser(t.database, { tier: 2 });
    const listing = await listingOfTier(0, 3);
    await t.caller(insider).favorites.add({ listingId: listing.id });
    await t.caller(insider).memberContent.reviews.create({
      listingId: listing.id,
      rating: 5,
      title: "Magic",
      body: "The stars over the deck were unforgettable.",
    });
    const { story } = await t.caller(insider).memberContent.submitStory({
      title: "Fog on the Fjord",
      content: "The fog lifted at noon and the whole fjord lit up like a cathedral of water.",
    });
    await t.caller(await createUser(t.database, { admin: true })).admin.journal.approve({ id: story.id });

    const activity = await t.caller(null).community.activity({ limit: 50 });
    const messages = activity.map((a) => a.message);
    expect(messages).toContain(`${insider.username} earned 100 points for Write a review`);
    expect(messages).toContain(`${insider.username} earned 150 points for Publish a story`);
    expect(messages).toContain(`${insider.username} published a story`);
    const times = activity.map((a) => a.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(activity)).not.toContain("@example.com");
  });

  it("ranks members by points in the period", async () => {
    const [a, b, c] = [await createUser(t.database), await createUser(t.database), await createUser(t.database)];
    const long = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(pointsLedger).values([
      { userId: a.id, delta: 90_000, reason: "Test", createdAt: long },
      { userId: b.id, delta: 80_000, reason: "Test", createdAt: recent },
      { userId: c.id, delta: 80_000, reason: "Test", createdAt: recent },
    ]);
    const week = await t.caller(null).community.leaderboard({ period: "week" });
    expect(week.slice(0, 2)).toEqual(
      [
        { rank: 1, username: b.username, fullName: b.fullName, profileImageUrl: null, points: 80_000 },
        { rank: 1, username: c.username, fullName: c.fullName, profileImageUrl: null, points: 80_000 },
      ].sort((x, y) => x.username.localeCompare(y.username)),
    );
    expect(week.map((r) => r.username)).not.toContain(a.username);
    const all = await t.caller(null).community.leaderboard({ period: "all" });
    expect(all[0]).toMatchObject({ rank: 1, username: a.username, points: 90_000 });
    expect(all.slice(1, 4).map((r) => r.rank)).toEqual([2, 2, 4]);
    expect((await t.caller(null).community.leaderboard({ period: "month" })).map((r) => r.username)).not.toContain(
      a.username,
    );
    await expect(t.caller(null).community.leaderboard({ period: "year" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
