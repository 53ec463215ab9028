import { eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, categories, listingAmenities, listings, rateLimits, regions, sessions } from "../../../db/schema";
import { liveListing as live } from "../listings/cards";
import { CATEGORIES } from "../../../db/seed/catalog";
import { CURATED_EXTRA } from "../../../db/seed/demo-data/curated-extra";
import { badRequest, notFound } from "../../lib/errors";
import { slugify } from "@shared/slug";
import { recordAudit } from "./audit";

// ---------- Scheduled pruning ----------

/** Sessions past their expiry and rate-limit windows that have closed: nothing reads them again. */
export async function pruneExpired(db: Db, now = new Date()) {
  const [gone, windows] = await Promise.all([
    db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(rateLimits).where(lte(rateLimits.resetAt, now)).returning({ key: rateLimits.key }),
  ]);
  return { sessions: gone.length, rateLimits: windows.length };
}

// ---------- Reclassification (the old "execute-query" call) ----------

const rowId = (field: string) =>
  z
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .positive(`${field} must be a positive id.`)
    .max(2_147_483_647);

export const reclassifyInput = z
  .object({
    listingId: rowId("listingId"),
    categoryId: rowId("categoryId"),
    primaryCategoryId: rowId("primaryCategoryId"),
    regionId: z
      .number({ error: "regionId must be a whole number." })
      .int("regionId must be a whole number.")
      .min(0, "regionId must be 0 or more.")
      .max(2_147_483_647),
  })
  .strict();

const RAW_SQL_REFUSED =
  "This endpoint never runs SQL. Send only {listingId, categoryId, primaryCategoryId, regionId} as whole numbers.";

/**
 * POST /api/execute-query: the property form's one-off maintenance button once sent
 * raw SQL here. Only a typed reclassification is accepted now; anything else is
 * refused, logged as a warning, and changes nothing.
 */
export async function applyMaintenanceUpdate(db: Db, actorId: number, body: unknown) {
  const parsed = reclassifyInput.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues[0]?.message ?? "";
    await recordAudit(db, {
      actorId,
      action: "maintenance.execute-query",
      outcome: "warning",
      details: {
        refused: detail,
        keys: body && typeof body === "object" ? Object.keys(body).slice(0, 10) : typeof body,
      },
    });
    throw badRequest(`${RAW_SQL_REFUSED} (${detail})`);
  }
  return reclassifyListing(db, actorId, parsed.data);
}

async function categoryAndRegionNames(
  db: Db,
  input: { categoryId: number; primaryCategoryId: number; regionId: number },
) {
  const found = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [input.categoryId, input.primaryCategoryId]));
  const names = new Map(found.map((c) => [c.id, c.name]));
  for (const [field, id] of [
    ["categoryId", input.categoryId],
    ["primaryCategoryId", input.primaryCategoryId],
  ] as const) {
    if (!names.has(id)) throw badRequest(`${field}: category ${id} does not exist.`);
  }
  const [region] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, input.regionId));
  if (!region) throw badRequest(`regionId: region ${input.regionId} does not exist.`);
  return {
    category: names.get(input.categoryId)!,
    primaryCategory: names.get(input.primaryCategoryId)!,
    region: region.name,
  };
}

export async function reclassifyListing(db: Db, actorId: number, input: z.infer<typeof reclassifyInput>) {
  const names = await categoryAndRegionNames(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ categoryId: input.categoryId, primaryCategoryId: input.primaryCategoryId, regionId: input.regionId })
      .where(eq(listings.id, input.listingId))
      .returning({
        id: listings.id,
        name: listings.name,
        slug: listings.slug,
        categoryId: listings.categoryId,
        primaryCategoryId: listings.primaryCategoryId,
        regionId: listings.regionId,
      });
    if (!row) throw notFound(`Listing ${input.listingId} not found.`);
    await recordAudit(tx, {
      actorId,
      action: "maintenance.reclassify",
      target: `listing:${row.id}`,
      details: { ...input },
    });
    return {
      success: true,
      message: `${row.name} is now ${names.category} (primary ${names.primaryCategory}) in ${names.region}.`,
      listing: row,
    };
  });
}

// ---------- Jack's Camp one-click fix ----------

/** The curated classification: a Botswana safari camp is Glamping in Southern Africa. */
const JACKS_CAMP = { slug: "jacks-camp", categoryId: 3, primaryCategoryId: 3, regionId: 12 } as const;

const artPath = (path: string, from: string, to: string) => path.replace(`/media/art/${from}/`, `/media/art/${to}/`);

export async function fixJacksCamp(db: Db, actorId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(listings).where(eq(listings.slug, JACKS_CAMP.slug)).for("update");
    if (!row) throw notFound("Jack's Camp (jacks-camp) was not found.");
    if (
      row.categoryId === JACKS_CAMP.categoryId &&
      row.primaryCategoryId === JACKS_CAMP.primaryCategoryId &&
      row.regionId === JACKS_CAMP.regionId
    ) {
      return {
        success: true,
        changed: false,
        message: "Jack's Camp already has the curated classification: Glamping in Southern Africa.",
      };
    }
    // The demo art is themed by category; move it along with the listing.
    const from = CATEGORIES.find((c) => c.id === row.categoryId)?.slug;
    const images = from
      ? {
          mainImage: artPath(row.mainImage, from, "glamping"),
          gallery: row.gallery.map((g) => artPath(g, from, "glamping")),
        }
      : {};
    await tx
      .update(listings)
      .set({
        categoryId: JACKS_CAMP.categoryId,
        primaryCategoryId: JACKS_CAMP.primaryCategoryId,
        regionId: JACKS_CAMP.regionId,
        ...images,
      })
      .where(eq(listings.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: "maintenance.fix-jacks-camp",
      target: `listing:${row.id}`,
      details: {
        before: { categoryId: row.categoryId, primaryCategoryId: row.primaryCategoryId, regionId: row.regionId },
        after: { ...JACKS_CAMP },
      },
    });
    return { success: true, changed: true, message: "Jack's Camp is now classified as Glamping in Southern Africa." };
  });
}

// ---------- Top up to 110 listings ----------

/** Spec §1 and §9: the add-properties helper fills the catalog up to 110 listings. */
const TARGET_LISTINGS = 110;
const TOP_UP_LOCK_KEY = 7_314_003;

async function liveCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(live);
  return Number(row?.n ?? 0);
}

export async function addCuratedProperties(db: Db, actorId: number) {
  return db.transaction(async (t) => {
    // Two admins pressing the button at once must not overshoot the target.
    await t.execute(sql`select pg_advisory_xact_lock(${TOP_UP_LOCK_KEY})`);
    const before = await liveCount(t);
    if (before >= TARGET_LISTINGS) {
      return {
        success: true,
        added: 0,
        finalCount: before,
        message: `The catalog already has ${before} live listings (target ${TARGET_LISTINGS}), so no properties were added.`,
      };
    }
    const candidates = CURATED_EXTRA.map((item) => ({ ...item, slug: item.slug ?? slugify(item.name) }));
    const taken = new Set(
      (
        await t
          .select({ slug: listings.slug })
          .from(listings)
          .where(
            inArray(
              listings.slug,
              candidates.map((c) => c.slug),
            ),
          )
      ).map((r) => r.slug),
    );
    const chosen = candidates.filter((c) => !taken.has(c.slug)).slice(0, TARGET_LISTINGS - before);
    if (chosen.length) {
      const inserted = await t
        .insert(listings)
        .values(
          chosen.map((item) => {
            const categorySlug = CATEGORIES.find((c) => c.id === item.categoryId)!.slug;
            const image = (suffix: string) => `/media/art/${categorySlug}/${item.slug}${suffix}.webp`;
            return {
              name: item.name,
              slug: item.slug,
              description: item.blurb,
              location: item.location,
              mainImage: image(""),
              gallery: [image("-1"), image("-2"), image("-3")],
              externalUrl: `https://book.wildluxe.example/${item.slug}`,
              tierLevel: item.tierLevel ?? 1,
              verified: true,
              featured: item.featured ?? false,
              approved: true,
              categoryId: item.categoryId,
              primaryCategoryId: item.categoryId,
              regionId: item.regionId,
              latitude: item.lat,
              longitude: item.lng,
            };
          }),
        )
        .returning({ id: listings.id, slug: listings.slug });
      const amenityIds = new Map(
        (await t.select({ id: amenities.id, name: amenities.name }).from(amenities)).map((a) => [a.name, a.id]),
      );
      const links = inserted.flatMap((row) => {
        const item = chosen.find((c) => c.slug === row.slug)!;
        return item.amenities.flatMap((name) => {
          const amenityId = amenityIds.get(name);
          return amenityId === undefined ? [] : [{ listingId: row.id, amenityId }];
        });
      });
      if (links.length) await t.insert(listingAmenities).values(links).onConflictDoNothing();
    }
    const finalCount = await liveCount(t);
    await recordAudit(t, {
      actorId,
      action: "properties.add-curated",
      target: "listings",
      details: { added: chosen.length, before, finalCount, slugs: chosen.map((c) => c.slug) },
    });
    const short =
      finalCount < TARGET_LISTINGS
        ? ` The curated list has no more new properties, so the catalog is ${TARGET_LISTINGS - finalCount} short of ${TARGET_LISTINGS}.`
        : "";
    return {
      success: true,
      added: chosen.length,
      finalCount,
      message: `Added ${chosen.length} authentic luxury ${chosen.length === 1 ? "property" : "properties"}. Total listings: ${finalCount}.${short}`,
    };
  });
}
