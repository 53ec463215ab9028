import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingMedia, listings, reviews } from "../../db/schema";
import type { SessionUser } from "../../server/auth/session";
import { createApp } from "../../server/app";
import { renderPage } from "../../src/entry-server";
import { signedInMember, httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * Below a listing's tier a reader gets its name, location, main image, a teaser
 * and its rating, and nowhere in any response its full description, gallery or booking link.
 */
const FULL_TEXT = "The private hot spring is reached by the cedar staircase behind the library";
const DESCRIPTION = `<p>A cliffside hideaway above the fjord, quiet and remote, with a view that stays with you long after you have gone home again.</p><p>${FULL_TEXT}.</p>`;
const TEASER =
  "A cliffside hideaway above the fjord, quiet and remote, with a view that stays with you long after you have gone home ag...";
const GALLERY = ["/images/tier-three-gallery-terrace.jpg", "/images/tier-three-gallery-spring.jpg"];
const BOOKING_URL = "https://book.example.com/fjord-hideaway-tier-three";
const SLUG = "fjord-hideaway-tier-three";
const NAME = "Fjord Hideaway";
const SEARCH = "?search=Fjord%20Hideaway&limit=100";
const REVIEW_TEXT = "The hot spring behind the library was the best part of our whole trip north.";
const MEMBER_PHOTO = "/media/member-media/fjord-terrace-at-dawn.webp";

type Reader = { label: string; tier: number | null; locked: boolean };
const READERS: Reader[] = [
  { label: "a visitor", tier: null, locked: true },
  { label: "a Luxe Explorer (tier 1) member", tier: 1, locked: true },
  { label: "a Luxe Elite (tier 3) member", tier: 3, locked: false },
];

let t: TestApp;
let listingId: number;
let pages: ReturnType<typeof createApp>;
let shareToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db
    .insert(listings)
    // Its rating and review count as a well-reviewed stay shows them, so it ranks among the featured ones.
    .values({
      name: NAME,
      slug: SLUG,
      description: DESCRIPTION,
      location: "Geiranger, Norway",
      mainImage: "/images/tier-three-main.jpg",
      gallery: GALLERY,
      externalUrl: BOOKING_URL,
      tierLevel: 3,
      rating: 5,
      reviewCount: 40,
      featured: true,
      latitude: 62.1,
      longitude: 7.2,
    })
    .returning({ id: listings.id });
  listingId = row!.id;
  // The same app with the web app's server render, as `npm start` serves pages.
  const template = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
  pages = createApp(t.deps, {
    client: { dir: fileURLToPath(new URL("../../public", import.meta.url)), template, render: renderPage },
  });
  // The page's lazily loaded module is compiled here, before any render's time limit runs.
  await import("../../src/features/listing-detail/listing-detail-page");
  // A tier-3 member shares a collection holding the stay, so anyone with the link can open it.
  const { user } = await signedInMember(t, { tier: 3 });
  const collection = await t.caller(user).favorites.collections.create({ name: "Fjords", listingIds: [listingId] });
  shareToken = (await t.caller(user).favorites.collections.share({ id: collection.id })).shareToken!;
  // What members wrote and showed of the stay belongs to its readers at the tier, like its own gallery.
  await t.database.db.insert(reviews).values({ listingId, userId: user.id, rating: 4, body: REVIEW_TEXT });
  await t.database.db
    .insert(listingMedia)
    .values({ listingId, userId: user.id, url: MEMBER_PHOTO, caption: "Terrace at dawn" });
});
afterAll(() => t.close());

async function readerFor(reader: Reader) {
  if (reader.tier === null) return { user: null as SessionUser | null, http: httpClient(t.baseUrl) };
  return signedInMember(t, { tier: reader.tier });
}

/**
 * The stay's own page carries its full description for readers at its tier; a list's card never
 * does (it shows the teaser), so there the full text is absent for every reader.
 */
function expectGated(text: string, locked: boolean, shape: "page" | "card" = "page") {
  const parts = [...(shape === "page" ? [FULL_TEXT] : []), ...GALLERY, BOOKING_URL];
  for (const part of parts) {
    if (locked) expect(text).not.toContain(part);
    else expect(text).toContain(part);
  }
  if (shape === "card") {
    expect(text).not.toContain(FULL_TEXT);
    expect(text).toContain(TEASER);
  }
}

describe.each(READERS)("a tier-3 stay read by $label", (reader) => {
  it("members' reviews and photos: the rating and count for everyone, the words and pictures only at the tier", async () => {
    const { user, http } = await readerFor(reader);
    const photos = await http.get(`/api/listings/${listingId}/media`);
    expect(photos.status).toBe(200);
    const list = await t.caller(user).memberContent.reviews.list({ listingId, page: 1, limit: 10 });
    expect(list).toMatchObject({ total: 1, average: 4 });
    const trpcPhotos = await t.caller(user).memberContent.media.list({ listingId });
    const seen = JSON.stringify([photos.json, list, trpcPhotos]);
    for (const part of [REVIEW_TEXT, MEMBER_PHOTO]) {
      if (reader.locked) expect(seen).not.toContain(part);
      else expect(seen).toContain(part);
    }
  });

  it("REST: the listing, lists, featured, search, recommendations, favourites and shared collections", async () => {
    const { http } = await readerFor(reader);
    const detail = await http.get(`/api/listings/${SLUG}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      id: listingId,
      name: NAME,
      location: "Geiranger, Norway",
      mainImage: "/images/tier-three-main.jpg",
      rating: 5,
      teaser: TEASER,
      locked: reader.locked,
    });
    expectGated(detail.text, reader.locked);
    if (reader.locked)
      expect(detail.json).toMatchObject({ description: null, gallery: [], externalUrl: null, amenities: [] });

    const bodies = await Promise.all(
      [
        `/api/listings${SEARCH}`,
        "/api/listings?tier=3&limit=100",
        "/api/listings/featured",
        "/api/recommendations/trending?limit=24",
        "/api/recommendations/personalized?limit=24",
      ].map((path) => http.get(path)),
    );
    for (const res of bodies) {
      expect(res.status).toBe(200);
      expect(res.text).toContain(NAME);
      expectGated(res.text, reader.locked, "card");
    }
    const shared = await t.caller(null).favorites.collections.shared({ token: shareToken });
    expect(JSON.stringify(shared)).toContain(NAME);
    expectGated(JSON.stringify(shared), true, "card");

    if (reader.tier !== null) {
      const added = await http.post("/api/favorites", { listingId });
      expect(added.status).toBe(201);
      expectGated(added.text, reader.locked, "card");
      const saved = await http.get("/api/favorites");
      expect(saved.text).toContain(NAME);
      expectGated(saved.text, reader.locked, "card");
    }
  });

  it("search matches its full description only for readers at its tier", async () => {
    const { http } = await readerFor(reader);
    const found = await http.get("/api/listings?search=cedar%20staircase%20library&mode=all-keywords");
    expect(found.status).toBe(200);
    expect(found.json.map((l: { slug: string }) => l.slug)).toEqual(reader.locked ? [] : [SLUG]);
  });

  it("tRPC: every procedure that returns the stay", async () => {
    const { user } = await readerFor(reader);
    const caller = t.caller(user);
    const results: unknown[] = [
      await caller.listings.bySlug({ slug: SLUG }),
      await caller.listings.list({ search: NAME, limit: 100 }),
      await caller.listings.featured(),
      await caller.recommendations.trending({ limit: 24 }),
      await caller.recommendations.personalized({ limit: 24 }),
      await caller.favorites.collections.shared({ token: shareToken }),
    ];
    if (user) {
      results.push(await caller.favorites.add({ listingId }), await caller.favorites.list());
      const collection = await caller.favorites.collections.create({ name: "Someday", listingIds: [listingId] });
      results.push(collection, await caller.favorites.collections.list());
    }
    results.forEach((result, i) => {
      const text = JSON.stringify(result);
      expect(text).toContain(NAME);
      // The first is the stay's own page; every other is a list of cards.
      expectGated(text, reader.locked, i === 0 ? "page" : "card");
    });
    expect(results[0]).toMatchObject({ teaser: TEASER, locked: reader.locked });
  });

  it("the server-rendered page: the teaser and the upgrade path below the tier, everything at it", async () => {
    const { http } = await readerFor(reader);
    const cookie = [...http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await pages.request(`${t.baseUrl}/listings/${SLUG}`, { headers: cookie ? { cookie } : {} });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NAME}</h1>`));
    expectGated(html, reader.locked);
    if (reader.locked) {
      expect(html).toContain(TEASER);
      expect(html).toContain("Membership upgrade required - This property requires tier 3");
      expect(html).toContain('href="/membership"');
    } else {
      expect(html).not.toContain("Membership upgrade required");
      expect(html).toContain("Book this stay");
    }
  });
});

describe("admins", () => {
  it("see a tier-3 stay in full", async () => {
    const { http } = await signedInMember(t, { admin: true });
    const detail = await http.get(`/api/listings/${SLUG}`);
    expect(detail.json).toMatchObject({ locked: false, externalUrl: BOOKING_URL, gallery: GALLERY });
    expect(detail.json.description).toContain(FULL_TEXT);
  });
});
