import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, categories, listingAmenities, listings, regions } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { idOrSlug, MAX_DB_ID } from "../../lib/inputs";
import { recordAudit } from "./audit";
import { emitPartnerEvent } from "../partners/webhooks";
import { archiveListing, createListing, listingInput, listingPatch, updateListing } from "../listings/listing-writes";
import { listingColumns as columns } from "../listings/cards";

const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]);

export const adminPropertyQuery = z.object({
  /** Name, slug or location, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  category: idOrSlug.optional(),
  region: idOrSlug.optional(),
  tier: z.number().int().min(0).max(3).optional(),
  featured: flag.optional(),
  /** true: archived only; false: not archived; left out: both. */
  archived: flag.optional(),
  sort: z.enum(["newest", "name", "rating"]).default("newest"),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

function refCondition(
  column: typeof listings.categoryId | typeof listings.regionId,
  table: typeof categories | typeof regions,
  value: number | string,
): SQL {
  if (typeof value === "number") return eq(column, value);
  return inArray(column, sql`(select ${table.id} from ${table} where ${table.slug} = ${value})`);
}

/** Every listing, archived or not, for the property admin. */
export async function listAdminProperties(db: Db, input: z.input<typeof adminPropertyQuery>) {
  const q = adminPropertyQuery.parse(input);
  const where: SQL[] = [];
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(listings.name, pattern), ilike(listings.slug, pattern), ilike(listings.location, pattern))!);
  }
  if (q.category !== undefined) where.push(refCondition(listings.categoryId, categories, q.category));
  if (q.region !== undefined) where.push(refCondition(listings.regionId, regions, q.region));
  if (q.tier !== undefined) where.push(eq(listings.tierLevel, q.tier));
  if (q.featured !== undefined) where.push(eq(listings.featured, q.featured));
  if (q.archived !== undefined) where.push(q.archived ? isNotNull(listings.archivedAt) : isNull(listings.archivedAt));
  const condition = where.length ? and(...where) : undefined;
  const order =
    q.sort === "name"
      ? [asc(listings.name)]
      : q.sort === "rating"
        ? [desc(listings.rating), asc(listings.id)]
        : [desc(listings.createdAt), desc(listings.id)];
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        ...columns,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
        region: { id: regions.id, name: regions.name, slug: regions.slug },
      })
      .from(listings)
      .leftJoin(categories, eq(listings.categoryId, categories.id))
      .leftJoin(regions, eq(listings.regionId, regions.id))
      .where(condition)
      .orderBy(...order)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(listings)
      .where(condition),
  ]);
  return { items, total: Number(total), page: q.page, limit: q.limit };
}

/** One listing by id for the edit form, archived ones included, with its amenity ids. */
export async function getAdminProperty(db: Db, id: number) {
  const [row] = await db.select(columns).from(listings).where(eq(listings.id, id));
  if (!row) throw notFound("Listing not found.");
  const links = await db
    .select({ id: listingAmenities.amenityId })
    .from(listingAmenities)
    .where(eq(listingAmenities.listingId, id));
  return { ...row, amenityIds: links.map((l) => l.id).sort((a, b) => a - b) };
}

/** Referenced rows must exist, so a bad id is a 400 with a message rather than a database error. */
export async function checkListingRefs(
  db: Db,
  input: {
    categoryId?: number | null;
    primaryCategoryId?: number | null;
    regionId?: number | null;
    amenityIds?: number[];
  },
) {
  const all = [input.categoryId, input.primaryCategoryId, input.regionId, ...(input.amenityIds ?? [])];
  if (all.some((id) => typeof id === "number" && id > MAX_DB_ID)) throw badRequest("An id is out of range.");
  const categoryIds = [input.categoryId, input.primaryCategoryId].filter((v): v is number => typeof v === "number");
  if (categoryIds.length) {
    const found = new Set(
      (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds))).map(
        (r) => r.id,
      ),
    );
    const missing = categoryIds.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`Category ${missing} does not exist.`);
  }
  if (typeof input.regionId === "number") {
    const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
    if (!region) throw badRequest(`Region ${input.regionId} does not exist.`);
  }
  if (input.amenityIds?.length) {
    const ids = [...new Set(input.amenityIds)];
    const found = new Set(
      (await db.select({ id: amenities.id }).from(amenities).where(inArray(amenities.id, ids))).map((r) => r.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`Amenity ${missing} does not exist.`);
  }
}

export async function createProperty(db: Db, actorId: number, input: z.infer<typeof listingInput>) {
  await checkListingRefs(db, input);
  const listing = await createListing(db, input);
  await recordAudit(db, {
    actorId,
    action: "properties.create",
    target: `listing:${listing.id}`,
    details: { name: listing.name, slug: listing.slug },
  });
  return listing;
}

export async function updateProperty(db: Db, actorId: number, id: number, input: z.infer<typeof listingPatch>) {
  await checkListingRefs(db, input);
  const listing = await updateListing(db, id, input);
  await recordAudit(db, {
    actorId,
    action: "properties.update",
    target: `listing:${id}`,
    details: { fields: Object.keys(input) },
  });
  await emitPartnerEvent(db, "listing.updated", {
    listing: { id, slug: listing.slug },
    change: "updated",
    fields: Object.keys(input),
  });
  return listing;
}

/** Archive instead of delete: favourites and history keep pointing at the listing. */
export async function archiveProperty(db: Db, actorId: number, id: number) {
  const row = await archiveListing(db, id);
  await recordAudit(db, { actorId, action: "properties.archive", target: `listing:${id}` });
  await emitPartnerEvent(db, "listing.updated", { listing: { id }, change: "archived" });
  return { success: true, ...row };
}

export async function restoreProperty(db: Db, actorId: number, id: number) {
  const [row] = await db
    .update(listings)
    .set({ archivedAt: null })
    .where(eq(listings.id, id))
    .returning({ id: listings.id });
  if (!row) throw notFound("Listing not found.");
  await recordAudit(db, { actorId, action: "properties.restore", target: `listing:${id}` });
  await emitPartnerEvent(db, "listing.updated", { listing: { id }, change: "restored" });
  return { success: true, ...row };
}
