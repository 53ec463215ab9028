import { sql } from "drizzle-orm";
import type { Db } from "../client";
import {
  adSpaces,
  amenities,
  journalArticles,
  listingAmenities,
  listingBlockedNights,
  listings,
  sponsors,
} from "../schema";
import type { AiTag } from "../schema";
import { CATEGORIES, SEED_LOCK_KEY } from "./catalog";
import { ARTICLES_A } from "./demo-data/articles-a";
import { ARTICLES_B } from "./demo-data/articles-b";
import { COMMON_AMENITIES, COMMON_TAGS, FLAVOR } from "./demo-data/flavor";
import { AFLOAT_LISTINGS } from "./demo-data/listings-afloat";
import { CAMP_LISTINGS } from "./demo-data/listings-camp";
import { FOREST_LISTINGS } from "./demo-data/listings-forest";
import { HIGHLAND_LISTINGS } from "./demo-data/listings-highland";
import { RURAL_LISTINGS } from "./demo-data/listings-rural";
import { SHORE_LISTINGS } from "./demo-data/listings-shore";
import { DEMO_AD_SPACES, DEMO_SPONSORS } from "./demo-data/sponsors";
import type { DemoArticle, DemoCategoryGroup, DemoListing } from "./demo-data/types";

import { hashString, mulberry32 } from "@shared/seeded-random";
import { seedDemoReviews } from "./demo-reviews";

const DAY_MS = 86_400_000;

function shuffled<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function pick<T>(items: readonly T[], rng: () => number): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

function kebabCase(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function plainText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export type DemoListingRow = typeof listings.$inferInsert & { slug: string; amenityNames: string[] };

const GROUPS: DemoCategoryGroup[] = [
  ...FOREST_LISTINGS,
  ...CAMP_LISTINGS,
  ...SHORE_LISTINGS,
  ...AFLOAT_LISTINGS,
  ...HIGHLAND_LISTINGS,
  ...RURAL_LISTINGS,
];

const TIER_WEIGHTS = [52, 33, 11, 4] as const;

function drawTier(rng: () => number): number {
  let roll = rng() * 100;
  for (let tier = 0; tier < TIER_WEIGHTS.length; tier++) {
    roll -= TIER_WEIGHTS[tier] ?? 0;
    if (roll < 0) return tier;
  }
  return 0;
}

function buildListing(categoryId: number, item: DemoListing, now: number): DemoListingRow {
  const category = CATEGORIES.find((c) => c.id === categoryId);
  const flavor = FLAVOR[categoryId];
  if (!category || !flavor) throw new Error(`Demo listing "${item.name}" has unknown category ${categoryId}`);
  const slug = item.slug ?? kebabCase(item.name);
  const rng = mulberry32(hashString(slug));

  const closing = pick(flavor.closings, rng);
  const description = item.blurb.startsWith("<p>") ? `${item.blurb}<p>${closing}</p>` : `${item.blurb} ${closing}`;

  // This draw once made up a rating (ratings now come from reviews); kept so every other demo value stays the same.
  rng();
  const tierLevel = item.tierLevel ?? drawTier(rng);
  const featured = item.featured ?? false;
  const verified = featured || rng() < 0.7;

  const amenityCount = 4 + Math.floor(rng() * 7);
  const fromCategory = shuffled(flavor.amenities, rng).slice(0, Math.ceil(amenityCount * 0.6));
  const drawn = [...new Set([...fromCategory, ...shuffled(COMMON_AMENITIES, rng)])].slice(0, amenityCount);
  // A stay's own amenities come first; the drawn ones fill up to the same count.
  const amenityNames = [...new Set([...(item.amenities ?? []), ...drawn])].slice(0, amenityCount);

  const tagCount = 2 + Math.floor(rng() * 4);
  const tagNames = [...new Set([...shuffled(flavor.tags, rng).slice(0, 3), ...shuffled(COMMON_TAGS, rng)])].slice(
    0,
    tagCount,
  );
  const aiTags: AiTag[] = tagNames.map((name) => ({ name, lowConfidence: rng() < 0.2 }));

  const image = (suffix: string) => `/media/art/${category.slug}/${slug}${suffix}.webp`;
  const createdAt = new Date(now - Math.floor(rng() * 365) * DAY_MS - Math.floor(rng() * DAY_MS));

  return {
    name: item.name,
    slug,
    description,
    location: item.location,
    mainImage: image(""),
    gallery: [image("-1"), image("-2"), image("-3")],
    externalUrl: `https://book.wildluxe.example/${slug}`,
    tierLevel,
    verified,
    featured,
    approved: true,
    categoryId,
    primaryCategoryId: categoryId,
    regionId: item.regionId,
    latitude: item.lat,
    longitude: item.lng,
    aiTags,
    ...demoPrices(slug, tierLevel),
    ...demoStayRules(slug, categoryId),
    createdAt,
    updatedAt: createdAt,
    amenityNames,
  };
}

const toFive = (dollars: number) => Math.round(dollars / 5) * 5 * 100;

/**
 * A believable price for a demo stay, from its own random stream (so adding prices moved none of
 * the other demo values): higher tiers cost more; about 60% charge more on Friday and Saturday
 * nights and 75% add a cleaning fee.
 */
function demoPrices(slug: string, tierLevel: number) {
  const rng = mulberry32(hashString(`${slug}:price`));
  const nightly = 140 + tierLevel * 70 + rng() * 220;
  return {
    nightlyPrice: toFive(nightly),
    weekendPrice: rng() < 0.6 ? toFive(nightly * (1.15 + rng() * 0.15)) : null,
    cleaningFee: rng() < 0.75 ? toFive(45 + rng() * 80) : null,
    currency: "USD",
  };
}

/** Categories whose stays often sleep a group: lakeside, mountain lodges, farm stays, islands. */
const SLEEPS_MORE = new Set([5, 7, 9, 12]);

/**
 * How many guests a demo stay sleeps and its shortest stay, from its own random stream: most sleep
 * 2 to 6, some a group; a third ask for two nights or more.
 */
function demoStayRules(slug: string, categoryId: number) {
  const rng = mulberry32(hashString(`${slug}:stay`));
  const maxGuests = SLEEPS_MORE.has(categoryId) ? 6 + Math.floor(rng() * 7) : 2 + Math.floor(rng() * 5);
  const roll = rng();
  return { maxGuests, minNights: roll < 0.66 ? 1 : roll < 0.9 ? 2 : 3 };
}

/**
 * A few closed ranges on the calendar, so the availability search has something to pass by: about
 * one stay in five has three to six nights blocked by its owner within the next six weeks.
 */
function demoBlockedNights(slug: string, now: number): string[] {
  const rng = mulberry32(hashString(`${slug}:blocked`));
  if (rng() >= 0.2) return [];
  const start = 3 + Math.floor(rng() * 40);
  const length = 3 + Math.floor(rng() * 4);
  return Array.from({ length }, (_, i) => new Date(now + (start + i) * DAY_MS).toISOString().slice(0, 10));
}

/** Pure and deterministic for a given `now` (which only shifts the dates). */
export function buildDemoListings(now = Date.now()): DemoListingRow[] {
  return GROUPS.flatMap((group) => group.listings.map((item) => buildListing(group.categoryId, item, now)));
}

function buildDemoArticles(now = Date.now()): (typeof journalArticles.$inferInsert)[] {
  const all: DemoArticle[] = [...ARTICLES_A, ...ARTICLES_B];
  return all.map((a) => {
    const slug = kebabCase(a.title);
    const content = a.paragraphs.map((p) => `<p>${p}</p>`).join("\n");
    const createdAt = new Date(now - a.daysAgo * DAY_MS);
    return {
      title: a.title,
      slug,
      content,
      excerpt: `${plainText(content).slice(0, 150)}...`,
      imageUrl: `/media/art/journal/${slug}.webp`,
      categoryId: a.categoryId,
      authorName: a.authorName,
      featured: a.featured ?? false,
      published: true,
      memberOnly: a.memberOnly ?? false,
      moderation: "approved" as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function monthOffset(now: number, months: number): string {
  const d = new Date(now);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * Adds demo listings, journal articles, sponsors and ad spaces, but only to a
 * database with no listings at all; returns null when it left things alone.
 * Needs the catalog (categories, regions, amenities) seeded first.
 */
export async function seedDemo(db: Db): Promise<{ listings: number; articles: number } | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(listings);
    if ((existing?.n ?? 0) > 0) return null;

    const now = Date.now();
    const amenityRows = await tx.select({ id: amenities.id, name: amenities.name }).from(amenities);
    const amenityIds = new Map(amenityRows.map((a) => [a.name, a.id]));

    const rows = buildDemoListings(now);
    const inserted = await tx
      .insert(listings)
      .values(rows.map(({ amenityNames: _unused, ...row }) => row))
      .returning({ id: listings.id, slug: listings.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));

    const links = rows.flatMap((row) =>
      row.amenityNames.map((name) => {
        const amenityId = amenityIds.get(name);
        const listingId = idBySlug.get(row.slug);
        if (amenityId === undefined)
          throw new Error(`Demo listing "${row.name}" uses unknown amenity "${name}"; seed the catalog first`);
        if (listingId === undefined) throw new Error(`Demo listing "${row.name}" was not inserted`);
        return { listingId, amenityId };
      }),
    );
    await tx.insert(listingAmenities).values(links);
    await seedDemoReviews(tx, inserted, now);

    const blocked = inserted.flatMap(({ id, slug }) =>
      demoBlockedNights(slug, now).map((night) => ({ listingId: id, night })),
    );
    if (blocked.length) await tx.insert(listingBlockedNights).values(blocked);

    const articles = buildDemoArticles(now);
    await tx.insert(journalArticles).values(articles);

    const sponsorRows = await tx
      .insert(sponsors)
      .values(
        DEMO_SPONSORS.map(({ startMonths, endMonths, ...s }) => ({
          ...s,
          startDate: monthOffset(now, startMonths),
          endDate: monthOffset(now, endMonths),
        })),
      )
      .returning({ id: sponsors.id });
    await tx.insert(adSpaces).values(
      DEMO_AD_SPACES.map(({ sponsor, ...space }) => ({
        ...space,
        sponsorId: sponsor === null ? null : (sponsorRows[sponsor]?.id ?? null),
      })),
    );

    return { listings: inserted.length, articles: articles.length };
  });
}
