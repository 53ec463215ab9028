import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { amenities, categories, listings, membershipPlans, packages, regions } from "../../../db/schema";
import { liveListing as activeListing } from "./cards";
import type { TtlCache } from "../../lib/cache";
import { notFound } from "../../lib/errors";
import { PUBLIC_PREFIX, PUBLIC_TTL_MS } from "../../lib/public-reads";

/** Categories with `count`: the number of live listings in each. */
export async function listCategories(db: Db) {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      count: count(listings.id),
    })
    .from(categories)
    .leftJoin(listings, and(eq(listings.categoryId, categories.id), activeListing))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
  return rows;
}

export async function getCategory(db: Db, idOrSlug: number | string) {
  const rows = await listCategories(db);
  const found = rows.find((c) => (typeof idOrSlug === "number" ? c.id === idOrSlug : c.slug === idOrSlug));
  if (!found) throw notFound("Category not found.");
  return found;
}

export function listRegions(db: Db) {
  return db.select().from(regions).orderBy(asc(regions.id));
}

export function listAmenities(db: Db) {
  return db.select().from(amenities).orderBy(asc(amenities.category), asc(amenities.name));
}

export function listPlans(db: Db) {
  return db.select().from(membershipPlans).orderBy(asc(membershipPlans.id));
}

/**
 * The plans, kept with the public reads: they are written only by the catalogue seed at start-up,
 * and a member's page (their billing names their plan) then asks no query for them.
 */
export function sharedPlans(cache: TtlCache, db: Db) {
  return cache.getOrLoad(`${PUBLIC_PREFIX}plans`, PUBLIC_TTL_MS, () => listPlans(db));
}

export function listPackages(db: Db) {
  return db.select().from(packages).orderBy(asc(packages.kind), asc(packages.price));
}
