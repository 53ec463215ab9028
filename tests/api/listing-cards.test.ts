import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, siteSettings } from "../../db/schema";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

/**
 * No needless work on hot paths: a list's card shows a 120-character teaser, so lists send
 * that and not the description's HTML (up to 20,000 characters); the stay's own page keeps it all.
 * The match count comes with the page, and the page size is read from the settings in memory.
 */
const NAME = "Lantern Marsh Boathouse";
const SLUG = "lantern-marsh-boathouse";
const PARAGRAPH = "<p>Reed beds hum at dusk around the boathouse, and herons wade the channel below the deck. </p>";
const DESCRIPTION = PARAGRAPH.repeat(Math.floor(20_000 / PARAGRAPH.length));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.insert(listings).values({
    name: NAME,
    slug: SLUG,
    description: DESCRIPTION,
    location: "Norfolk Broads, England",
    mainImage: "/images/hero-landscape.svg",
    tierLevel: 0,
    rating: 5,
    reviewCount: 90,
    featured: true,
  });
});
afterAll(() => t.close());

const visitor = () => httpClient(t.baseUrl);
type Card = { slug: string; teaser: string; description?: unknown };

function expectCard(card: Card | undefined) {
  expect(card).toBeDefined();
  expect(card).not.toHaveProperty("description");
  expect(card!.teaser).toMatch(/^Reed beds hum at dusk around the boathouse, and herons wade/);
  expect(card!.teaser.length).toBeLessThanOrEqual(123);
  expect(card!.teaser.endsWith("...")).toBe(true);
}

describe("listing cards", () => {
  it("carry the 120-character teaser and no description HTML, in REST and tRPC lists; the stay's page keeps it all", async () => {
    expect(DESCRIPTION.length).toBeGreaterThan(19_000);
    const search = await visitor().get("/api/listings?search=Lantern%20Marsh&limit=5");
    expect(search.status).toBe(200);
    expectCard((search.json as Card[]).find((c) => c.slug === SLUG));
    expect(search.text.length).toBeLessThan(5_000);

    const featured = await visitor().get("/api/listings/featured");
    expectCard((featured.json as Card[]).find((c) => c.slug === SLUG));
    expect(featured.text).not.toContain("herons wade the channel below the deck. </p>");

    const listed = await t.caller(null).listings.list({ search: "Lantern Marsh", limit: 5 });
    expectCard(listed.items.find((c) => c.slug === SLUG));

    const page = await visitor().get(`/api/listings/${SLUG}`);
    expect(page.json.description).toBe(DESCRIPTION);
    expect((await t.caller(null).listings.bySlug({ slug: SLUG })).description).toBe(DESCRIPTION);
  });

  it("count every match with the page, and still on a page past the last", async () => {
    const first = await visitor().get("/api/listings?limit=5");
    const total = Number(first.headers.get("x-total-count"));
    const [live] = await t.database.db
      .select({ n: count() })
      .from(listings)
      .where(and(isNull(listings.archivedAt), eq(listings.approved, true)));
    expect(total).toBe(live!.n);
    expect(first.json).toHaveLength(5);

    const past = await t.caller(null).listings.list({ limit: 5, page: Math.ceil(total / 5) + 3 });
    expect(past).toMatchObject({ items: [], total });
    const nothing = await t.caller(null).listings.list({ search: "zzqxv nowhere", limit: 5 });
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it("take their default page size from the site settings, kept in memory until a write changes them", async () => {
    const before = await t.caller(null).listings.list({});
    expect(before.limit).toBe(12);
    // Changed behind the app's back: the settings in memory stand.
    await t.database.db
      .update(siteSettings)
      .set({ value: { siteName: "Wildluxe", contactEmail: "hello@wildluxe.example", maxListings: 7 } })
      .where(eq(siteSettings.key, "general"));
    expect((await t.caller(null).listings.list({})).limit).toBe(12);
    // Saved by an admin: every list reads the new size at once.
    const admin = await createUser(t.database, { admin: true });
    await t
      .caller(admin)
      .admin.settings.save({ siteName: "Wildluxe", contactEmail: "hello@wildluxe.example", maxListings: 9 });
    const after = await t.caller(null).listings.list({});
    expect(after.limit).toBe(9);
    expect(after.items).toHaveLength(9);
  });
});
