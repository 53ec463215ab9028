import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { listingAmenities, listings } from "../../../db/schema";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { sanitizeRichText } from "../../lib/text";
import { MAX_GALLERY } from "@shared/limits";
import { slugify } from "@shared/slug";
import { CURRENCIES } from "@shared/price-values";
import { dbId, imageRef, MAX_DB_ID, patchOf, webUrl } from "../../lib/inputs";
import { guestCount } from "../availability/rules";
import { MAX_NIGHTLY } from "./listing-query";
import { readListing } from "./listings";

// A listing's writes (admins' and owners'): its fields checked, created, changed and archived.

/** An amount in minor units (cents), from `min` up to MAX_NIGHTLY whole units. */
const cents = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(min, `${label} must be at least ${min} cents.`)
    .max(MAX_NIGHTLY * 100, `${label} can be at most ${MAX_NIGHTLY * 100} cents.`);

const aiTag = z.object({ name: z.string().trim().min(1).max(40), lowConfidence: z.boolean().default(false) });

export const listingInput = z.object({
  name: z.string().trim().min(1, "Name is required.").max(160),
  slug: z.string().trim().max(160).optional(),
  description: z.string().trim().min(1, "Description is required.").max(20_000),
  location: z.string().trim().min(1, "Location is required.").max(200),
  mainImage: imageRef("Main image"),
  gallery: z.array(imageRef("Gallery image")).max(MAX_GALLERY).default([]),
  externalUrl: webUrl("External URL").nullish(),
  tierLevel: z.number().int().min(0).max(3).default(1),
  verified: z.boolean().default(false),
  featured: z.boolean().default(false),
  approved: z.boolean().default(true),
  categoryId: dbId.nullish(),
  primaryCategoryId: dbId.nullish(),
  regionId: z.number().int().min(0).max(MAX_DB_ID).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  aiTags: z.array(aiTag).max(20).default([]),
  amenityIds: z.array(dbId).max(40).optional(),
  nightlyPrice: cents("Nightly price", 100).nullish(),
  weekendPrice: cents("Weekend price", 100).nullish(),
  cleaningFee: cents("Cleaning fee", 0).nullish(),
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(", ")}.` }).optional(),
  maxGuests: guestCount("Guest capacity").optional(),
});

export const listingPatch = patchOf(listingInput);

function normalize(input: Partial<z.infer<typeof listingInput>>) {
  const { amenityIds: _amenityIds, ...values } = input;
  // No rating here: a stay's rating is the average of its members' reviews (community/listing-rating.ts).
  const out: Partial<typeof listings.$inferInsert> = { ...values };
  if (input.description !== undefined) out.description = sanitizeRichText(input.description);
  if (input.slug !== undefined || input.name !== undefined) {
    const slug = slugify(input.slug || input.name || "");
    if (slug) out.slug = slug;
  }
  // The property form copies the category into primaryCategoryId when one is chosen.
  if (input.categoryId && input.primaryCategoryId === undefined) out.primaryCategoryId = input.categoryId;
  return out;
}

async function writeAmenities(db: Db, listingId: number, ids: number[] | undefined) {
  if (!ids) return;
  await db.delete(listingAmenities).where(eq(listingAmenities.listingId, listingId));
  if (ids.length) {
    await db
      .insert(listingAmenities)
      .values([...new Set(ids)].map((amenityId) => ({ listingId, amenityId })))
      .onConflictDoNothing();
  }
}

function slugClash(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict("A listing with this slug already exists.");
  throw error;
}

export async function createListing(db: Db, input: z.infer<typeof listingInput>, ownerId?: number) {
  const values = normalize(input) as typeof listings.$inferInsert;
  if (!values.slug) values.slug = `listing-${Date.now()}`;
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(listings)
        .values({ ...values, ownerId })
        .returning({ id: listings.id, slug: listings.slug });
      await writeAmenities(tx, created!.id, input.amenityIds);
      return created!;
    })
    .catch(slugClash);
  return readListing(db, row.slug);
}

export async function updateListing(db: Db, id: number, input: z.infer<typeof listingPatch>) {
  const values = normalize(input);
  if (input.name !== undefined && input.slug === undefined) delete values.slug;
  const row = await db
    .transaction(async (tx) => {
      const [updated] = Object.keys(values).length
        ? await tx.update(listings).set(values).where(eq(listings.id, id)).returning({ slug: listings.slug })
        : await tx.select({ slug: listings.slug }).from(listings).where(eq(listings.id, id));
      if (!updated) throw notFound("Listing not found.");
      await writeAmenities(tx, id, input.amenityIds);
      return updated;
    })
    .catch(slugClash);
  return readListing(db, row.slug);
}

/** Listings are archived, never hard-deleted: favourites and history keep pointing at them. */
export async function archiveListing(db: Db, id: number) {
  const [row] = await db
    .update(listings)
    .set({ archivedAt: new Date() })
    .where(eq(listings.id, id))
    .returning({ id: listings.id });
  if (!row) throw notFound("Listing not found.");
  return row;
}
