import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import {
  adSpaces,
  amenities,
  categories,
  journalArticles,
  listingAmenities,
  listings,
  membershipPlans,
  packages,
  pointActions,
  regions,
  reviews,
  siteSettings,
  sponsors,
} from "../schema";
import { rowsOf } from "../../server/auth/rate-limit";
import { isArtTheme } from "../../server/services/media/art";
import { createEmptyDatabase } from "../../tests/helpers/db";
import { SPEC_CATEGORIES } from "../../tests/helpers/spec-catalog";
import { AMENITY_CATEGORIES } from "@shared/amenities";
import { buildDemoListings, seedDemo } from "./demo";
import { seedCatalog, seedDatabase } from "./index";

// Migrating and seeding an empty database twice: seconds on a quiet machine, minutes on a busy one.
const SLOW = 300_000;

const EXPECTED_REGIONS = [
  "Worldwide",
  "Pacific Northwest",
  "Rocky Mountains",
  "Desert Southwest",
  "New England",
  "Canadian Wilderness",
  "Alps",
  "Mediterranean",
  "Northern Europe",
  "East Asia",
  "Southeast Asia",
  "South Asia",
  "Southern Africa",
  "East Africa",
  "Australia",
  "New Zealand",
  "Central America",
  "Patagonia",
  "Amazon Basin",
];

const REQUIRED_AMENITIES = [
  "Wi-Fi",
  "Air Conditioning",
  "Pool",
  "Hot Tub",
  "Fireplace",
  "Kitchen",
  "Washer/Dryer",
  "Free Parking",
  "Gym",
  "Breakfast",
  "Pet Friendly",
  "EV Charger",
  "Spa Services",
  "Concierge",
  "Room Service",
  "Private Chef",
  "Helicopter Pad",
  "Boat Dock",
  "Ski-in/Ski-out",
  "Private Beach",
  "Tennis Court",
  "Golf Course",
  "Wine Cellar",
  "Smart Home",
  "Horseback Riding",
  "Fishing",
  "Biking",
  "ATV Rides",
  "Sports Shooting",
  "Hiking",
  "Climbing",
  "Helicopter Rides",
  "Balloon Rides",
  "Boating",
  "Skiing",
  "Kayaking",
  "Sailing",
  "Rafting",
  "Canoeing",
  "Hiking Trails",
];

async function count(database: Database, table: PgTable) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe("seedDatabase on an empty database, run twice", () => {
  let database: Database;
  let first: Awaited<ReturnType<typeof seedDatabase>>;
  let second: Awaited<ReturnType<typeof seedDatabase>>;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    await database.migrate();
    first = await seedDatabase(database.db);
    second = await seedDatabase(database.db);
  }, SLOW);

  afterAll(async () => {
    await database?.close();
  });

  it("reports demo content the first time only", () => {
    expect(first.demo).not.toBeNull();
    expect(first.demo?.listings).toBeGreaterThanOrEqual(110);
    expect(second.demo).toBeNull();
  });

  it("leaves exactly the 13 categories with their ids, names and slugs", async () => {
    const rows = await database.db.select().from(categories).orderBy(asc(categories.id));
    expect(rows.map((c) => [c.id, c.name, c.slug])).toEqual(SPEC_CATEGORIES);
    for (const c of rows) {
      expect(c.description.length).toBeGreaterThan(10);
      expect(c.image).toBe(`/media/art/${c.slug}/cover.webp`);
    }
  });

  it("leaves the 19 regions with ids 0-18 in order", async () => {
    const rows = await database.db.select().from(regions).orderBy(asc(regions.id));
    expect(rows.map((r) => r.id)).toEqual(EXPECTED_REGIONS.map((_, i) => i));
    expect(rows.map((r) => r.name)).toEqual(EXPECTED_REGIONS);
    for (const r of rows) {
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.description).not.toBe("");
    }
  });

  it("leaves the 40 amenities with allowed categories", async () => {
    const rows = await database.db.select().from(amenities);
    expect(rows).toHaveLength(40);
    expect(rows.map((a) => a.name).sort()).toEqual([...REQUIRED_AMENITIES].sort());
    for (const a of rows) {
      expect(AMENITY_CATEGORIES).toContain(a.category);
      expect(a.icon).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("leaves the three membership plans with prices, points and one popular plan", async () => {
    const rows = await database.db.select().from(membershipPlans).orderBy(asc(membershipPlans.id));
    expect(
      rows.map((p) => [p.id, p.name, p.shortName, p.price, p.monthlyPoints, p.popular, p.storyInvitation]),
    ).toEqual([
      [1, "Luxe Explorer", "Explorer", 999, 100, false, false],
      [2, "Luxe Insider", "Insider", 1499, 200, true, true],
      [3, "Luxe Elite", "Elite", 1999, 400, false, true],
    ]);
    expect(rows.map((p) => p.description)).toEqual([
      "Best for first-time travelers",
      "For regular luxury travelers",
      "For ultimate luxury travel benefits",
    ]);
    for (const p of rows) expect(p.benefits.length).toBeGreaterThanOrEqual(4);
  });

  it("leaves owner and sponsor packages at the spec prices", async () => {
    const rows = await database.db.select().from(packages);
    const byKey = Object.fromEntries(rows.map((p) => [`${p.kind}:${p.name}`, [p.price, p.popular]]));
    expect(byKey).toEqual({
      "owner:Basic": [4999, false],
      "owner:Featured": [9999, true],
      "owner:Premium": [19999, false],
      "sponsor:Bronze": [9999, false],
      "sponsor:Silver": [19999, true],
      "sponsor:Gold": [49999, false],
    });
    for (const p of rows) {
      expect(p.benefits.length).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length).toBeLessThanOrEqual(5);
    }
  });

  it("leaves the sponsor packages (the sponsor tiers) with prices and placements", async () => {
    const rows = await database.db.select().from(packages).where(eq(packages.kind, "sponsor"));
    expect(Object.fromEntries(rows.map((t) => [t.name, [t.price, t.adPlacements]]))).toEqual({
      Gold: [49999, 5],
      Silver: [19999, 3],
      Bronze: [9999, 1],
    });
  });

  it("leaves the four default point actions once", async () => {
    const rows = await database.db.select().from(pointActions).orderBy(asc(pointActions.id));
    expect(rows.map((a) => [a.name, a.pointsAwarded])).toEqual([
      ["Share a photo", 50],
      ["Write a review", 100],
      ["Publish a story", 150],
      ["Share a tip", 25],
    ]);
    for (const a of rows) expect(a.isActive).toBe(true);
  });

  it("stores the general site settings", async () => {
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, "general"));
    expect(row?.value).toEqual({ siteName: "Wildluxe", contactEmail: "hello@wildluxe.example", maxListings: 12 });
  });

  it("adds at least 110 listings covering every category and region", async () => {
    const rows = await database.db.select().from(listings);
    expect(rows.length).toBeGreaterThanOrEqual(110);
    expect(new Set(rows.map((l) => l.categoryId))).toEqual(new Set(SPEC_CATEGORIES.map(([id]) => id)));
    expect(new Set(rows.map((l) => l.regionId))).toEqual(new Set(EXPECTED_REGIONS.map((_, i) => i)));
    expect(rows.filter((l) => l.regionId === 0).length).toBeLessThanOrEqual(5);
    expect(new Set(rows.map((l) => l.slug)).size).toBe(rows.length);
  });

  it("gives listings believable values", async () => {
    const rows = await database.db.select().from(listings);
    for (const l of rows) {
      expect(l.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (l.reviewCount === 0) expect(l.rating).toBe(0);
      else expect(l.rating).toBeGreaterThanOrEqual(3);
      expect(l.rating).toBeLessThanOrEqual(5);
      expect(l.tierLevel).toBeGreaterThanOrEqual(0);
      expect(l.tierLevel).toBeLessThanOrEqual(3);
      expect(l.categoryId).toBe(l.primaryCategoryId);
      expect(l.approved).toBe(true);
      expect(l.mainImage.startsWith("/media/")).toBe(true);
      expect(l.gallery).toHaveLength(3);
      for (const g of l.gallery) expect(g.startsWith("/media/")).toBe(true);
      expect(l.aiTags.length).toBeGreaterThanOrEqual(2);
      expect(l.aiTags.length).toBeLessThanOrEqual(5);
      expect(l.latitude).not.toBeNull();
      expect(l.longitude).not.toBeNull();
      expect(l.description).not.toMatch(/<script|onclick|javascript:/i);
    }
    const featured = rows.filter((l) => l.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(14);
    expect(rows.some((l) => l.aiTags.some((t) => t.lowConfidence))).toBe(true);
    expect(rows.filter((l) => l.tierLevel <= 1).length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((l) => /<p>|<strong>|<em>/.test(l.description))).toBe(true);
  });

  it("rates demo stays from real demo reviews only, leaving some with none", async () => {
    const rows = await database.db.select().from(listings);
    const all = await database.db.select().from(reviews);
    for (const l of rows) {
      const mine = all.filter((r) => r.listingId === l.id);
      expect(l.reviewCount).toBe(mine.length);
      expect(l.rating).toBeCloseTo(mine.length ? mine.reduce((sum, r) => sum + r.rating, 0) / mine.length : 0, 5);
      for (const r of mine) expect(r.body.length).toBeGreaterThanOrEqual(20);
    }
    const unreviewed = rows.filter((l) => l.reviewCount === 0).length;
    expect(unreviewed).toBeGreaterThan(0);
    expect(unreviewed).toBeLessThan(rows.length / 3);
  });

  it("only uses image URLs the art renderer can draw", async () => {
    const listingRows = await database.db.select().from(listings);
    const articleRows = await database.db.select().from(journalArticles);
    const categoryRows = await database.db.select().from(categories);
    const urls = [
      ...listingRows.flatMap((l) => [l.mainImage, ...l.gallery]),
      ...articleRows.map((a) => a.imageUrl),
      ...categoryRows.map((c) => c.image ?? ""),
    ];
    for (const url of urls) {
      const match = /^\/media\/art\/([a-z0-9-]+)\/([a-z0-9-]{1,80})\.webp$/.exec(url);
      expect(match, url).not.toBeNull();
      expect(isArtTheme(match?.[1] ?? ""), url).toBe(true);
    }
  });

  it("seeds Jack's Camp in its deliberately wrong category and region", async () => {
    const [jack] = await database.db.select().from(listings).where(eq(listings.slug, "jacks-camp"));
    expect(jack?.name).toBe("Jack's Camp");
    expect(jack?.location).toContain("Botswana");
    expect(jack?.categoryId).toBe(1);
    expect(jack?.regionId).toBe(0);
  });

  it("links every listing to 4-10 amenities", async () => {
    const perListing = await database.db
      .select({ id: listings.id, n: sql<number>`count(${listingAmenities.amenityId})::int` })
      .from(listings)
      .leftJoin(listingAmenities, eq(listingAmenities.listingId, listings.id))
      .groupBy(listings.id);
    expect(perListing.length).toBeGreaterThan(50);
    for (const row of perListing) {
      expect(row.n).toBeGreaterThanOrEqual(4);
      expect(row.n).toBeLessThanOrEqual(10);
    }
  });

  it("adds about 12 published journal articles", async () => {
    const rows = await database.db.select().from(journalArticles);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeLessThanOrEqual(14);
    expect(new Set(rows.map((a) => a.slug)).size).toBe(rows.length);
    const memberOnly = rows.filter((a) => a.memberOnly).length;
    expect(memberOnly).toBeGreaterThanOrEqual(2);
    expect(memberOnly).toBeLessThanOrEqual(3);
    const tenMonthsAgo = Date.now() - 10 * 31 * 86_400_000;
    for (const a of rows) {
      expect(a.imageUrl.startsWith("/media/")).toBe(true);
      expect(a.published).toBe(true);
      expect(a.moderation).toBe("approved");
      expect(a.excerpt.endsWith("...")).toBe(true);
      expect(a.excerpt.length).toBe(153);
      expect(a.content).not.toMatch(/<script/i);
      expect((a.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(a.createdAt.getTime()).toBeGreaterThan(tenMonthsAgo);
      expect(a.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(rows.map((a) => a.authorName)).size).toBeGreaterThan(5);
  });

  it("adds demo sponsors and ad spaces", async () => {
    const sponsorRows = await database.db.select().from(sponsors);
    const spaceRows = await database.db.select().from(adSpaces);
    expect(sponsorRows).toHaveLength(6);
    expect(new Set(sponsorRows.map((s) => s.tier)).size).toBe(3);
    expect(new Set(sponsorRows.map((s) => s.status)).size).toBeGreaterThanOrEqual(3);
    for (const s of sponsorRows) expect(s.logo.length).toBeLessThanOrEqual(3);
    expect(spaceRows).toHaveLength(8);
    expect(spaceRows.some((a) => a.sponsorId !== null)).toBe(true);
    expect(spaceRows.some((a) => a.sponsorId === null)).toBe(true);
  });

  it("adds nothing when seedDemo runs again", async () => {
    const before = [
      await count(database, listings),
      await count(database, listingAmenities),
      await count(database, journalArticles),
      await count(database, sponsors),
      await count(database, adSpaces),
    ];
    expect(await seedDemo(database.db)).toBeNull();
    const after = [
      await count(database, listings),
      await count(database, listingAmenities),
      await count(database, journalArticles),
      await count(database, sponsors),
      await count(database, adSpaces),
    ];
    expect(after).toEqual(before);
  });

  it("restores canonical catalog rows but keeps admin-owned ones", async () => {
    await database.db.update(categories).set({ name: "Renamed" }).where(eq(categories.id, 2));
    await database.db.update(membershipPlans).set({ price: 1 }).where(eq(membershipPlans.id, 3));
    await database.db.delete(pointActions).where(eq(pointActions.name, "Share a tip"));
    await database.db
      .update(siteSettings)
      .set({ value: { siteName: "Custom", contactEmail: "x@example.com", maxListings: 24 } })
      .where(eq(siteSettings.key, "general"));

    await seedCatalog(database.db);

    const [cat] = await database.db.select().from(categories).where(eq(categories.id, 2));
    const [plan] = await database.db.select().from(membershipPlans).where(eq(membershipPlans.id, 3));
    const [settings] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, "general"));
    expect(cat?.name).toBe("Treehouses");
    expect(plan?.price).toBe(1999);
    expect(await count(database, pointActions)).toBe(3);
    expect((settings?.value as { siteName: string }).siteName).toBe("Custom");
  });
});

describe("seedDatabase with demo off", () => {
  it(
    "seeds the catalog and no listings",
    async () => {
      const database = await createEmptyDatabase();
      try {
        // Nothing at all before the migrations, not even their own bookkeeping.
        const tables = await database.db.execute(
          sql`select table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
        );
        expect(rowsOf(tables)).toEqual([]);
        await database.migrate();
        const result = await seedDatabase(database.db, { demo: false });
        expect(result.demo).toBeNull();
        expect(await count(database, categories)).toBe(13);
        expect(await count(database, listings)).toBe(0);
      } finally {
        await database.close();
      }
    },
    SLOW,
  );
});

describe("buildDemoListings", () => {
  it("is deterministic for a given clock", () => {
    const now = Date.UTC(2025, 0, 15);
    expect(buildDemoListings(now)).toEqual(buildDemoListings(now));
  });
});
