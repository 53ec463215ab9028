import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { adArtwork, adSpaces, packages, sponsors } from "../../../db/schema";
import type { TtlCache } from "../../lib/cache";
import { badRequest, notFound } from "../../lib/errors";
import { recordAudit } from "../admin/audit";
import { dbId } from "../../lib/inputs";
import { ADS_CACHE, artworkOfSpace, publicArtwork, sponsorRef } from "./ad-columns";

const SPONSOR_STATUSES = ["active", "renewing", "expired", "pending"] as const;
const SPONSOR_TIER_KEYS = ["gold", "silver", "bronze"] as const;
const AD_TYPES = ["banner", "sidebar", "popup", "inline"] as const;
export const AD_LOCATIONS = ["homepage", "listings", "journal", "newsletter", "global", "categories"] as const;

function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

// ---------- Tiers ----------

const tierColumns = {
  id: packages.id,
  name: packages.name,
  price: packages.price,
  adPlacements: packages.adPlacements,
  benefits: packages.benefits,
};

/** The sponsor tiers are the sponsor packages /sponsors sells: one price list, in cents. */
export function listSponsorTiers(db: Db) {
  return db
    .select(tierColumns)
    .from(packages)
    .where(eq(packages.kind, "sponsor"))
    .orderBy(desc(packages.price), asc(packages.id));
}

export const sponsorTierPatch = z.object({
  id: dbId,
  name: z.string().trim().min(1, "Tier name is required.").max(40).optional(),
  price: z
    .number()
    .int("Price must be a whole number of cents.")
    .min(0, "Price cannot be negative.")
    .max(100_000_000)
    .optional(),
  adPlacements: z.number().int("Ad placements must be a whole number.").min(0).max(100).optional(),
  benefits: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
});

export async function updateSponsorTier(db: Db, actorId: number, input: z.infer<typeof sponsorTierPatch>) {
  const { id, ...values } = input;
  return db.transaction(async (tx) => {
    const tier = and(eq(packages.id, id), eq(packages.kind, "sponsor"));
    const [row] = Object.keys(values).length
      ? await tx.update(packages).set(values).where(tier).returning(tierColumns)
      : await tx.select(tierColumns).from(packages).where(tier);
    if (!row) throw notFound("Sponsor tier not found.");
    await recordAudit(tx, { actorId, action: "sponsors.update-tier", target: `sponsor-tier:${id}`, details: values });
    return row;
  });
}

// ---------- Sponsors ----------

const isoDate = z.iso.date("Dates must look like 2025-01-31.");

const sponsorFields = {
  name: z.string({ error: "Sponsor name is required." }).trim().min(1, "Sponsor name is required.").max(120),
  logo: z
    .string({ error: "Logo initials are required." })
    .trim()
    .min(1, "Logo initials are required.")
    .max(3, "Logo initials must be at most 3 letters.")
    .regex(/^[\p{L}\p{N}&]+$/u, "Logo initials may only use letters, numbers and &.")
    .transform((v) => v.toUpperCase()),
  tier: z.enum(SPONSOR_TIER_KEYS, { error: "Tier must be gold, silver or bronze." }),
  status: z.enum(SPONSOR_STATUSES, { error: "Status must be active, renewing, expired or pending." }),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  contactName: z.string().trim().max(120),
  contactEmail: z.union([z.literal(""), z.email("Enter a valid contact email.").max(254)]),
  notes: z.string().trim().max(2000),
};

function checkDates(v: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (v.startDate && v.endDate && v.endDate < v.startDate)
    ctx.addIssue({ code: "custom", message: "The end date must not be before the start date.", path: ["endDate"] });
}

export const sponsorInput = z
  .object({
    name: sponsorFields.name,
    logo: sponsorFields.logo,
    tier: sponsorFields.tier,
    status: sponsorFields.status.default("pending"),
    startDate: sponsorFields.startDate.optional(),
    endDate: sponsorFields.endDate.optional(),
    contactName: sponsorFields.contactName.default(""),
    contactEmail: sponsorFields.contactEmail.default(""),
    notes: sponsorFields.notes.default(""),
  })
  .superRefine(checkDates);

export const sponsorPatch = z
  .object({
    name: sponsorFields.name.optional(),
    logo: sponsorFields.logo.optional(),
    tier: sponsorFields.tier.optional(),
    status: sponsorFields.status.optional(),
    startDate: sponsorFields.startDate.optional(),
    endDate: sponsorFields.endDate.optional(),
    contactName: sponsorFields.contactName.optional(),
    contactEmail: sponsorFields.contactEmail.optional(),
    notes: sponsorFields.notes.optional(),
  })
  .superRefine(checkDates);

export const sponsorQuery = z.object({
  status: z
    .enum(["all", ...SPONSOR_STATUSES], { error: "status must be all, active, renewing, expired or pending." })
    .default("all"),
  search: z.string().trim().max(200).optional(),
});

/** Sponsors with how many ad spaces each holds. Search matches name, contact name or contact email. */
export async function listSponsors(db: Db, input: z.input<typeof sponsorQuery>) {
  const q = sponsorQuery.parse(input);
  const where: SQL[] = [];
  if (q.status !== "all") where.push(eq(sponsors.status, q.status));
  if (q.search) {
    const p = likePattern(q.search);
    where.push(or(ilike(sponsors.name, p), ilike(sponsors.contactName, p), ilike(sponsors.contactEmail, p))!);
  }
  const rows = await db
    .select()
    .from(sponsors)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(sponsors.name), asc(sponsors.id));
  const spaces = rows.length
    ? await db
        .select({ sponsorId: adSpaces.sponsorId, n: sql<number>`count(*)::int` })
        .from(adSpaces)
        .where(
          inArray(
            adSpaces.sponsorId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(adSpaces.sponsorId)
    : [];
  const counts = new Map(spaces.map((s) => [s.sponsorId, Number(s.n)]));
  return rows.map((r) => ({ ...r, adSpaceCount: counts.get(r.id) ?? 0 }));
}

async function checkSponsorDates(db: Db, id: number, input: { startDate?: string | null; endDate?: string | null }) {
  if (input.startDate === undefined && input.endDate === undefined) return;
  const [current] = await db
    .select({ startDate: sponsors.startDate, endDate: sponsors.endDate })
    .from(sponsors)
    .where(eq(sponsors.id, id));
  if (!current) throw notFound("Sponsor not found.");
  const start = input.startDate === undefined ? current.startDate : input.startDate;
  const end = input.endDate === undefined ? current.endDate : input.endDate;
  if (start && end && end < start) throw badRequest("The end date must not be before the start date.");
}

export async function createSponsor(db: Db, cache: TtlCache, actorId: number, input: z.infer<typeof sponsorInput>) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(sponsors).values(input).returning();
    await recordAudit(tx, {
      actorId,
      action: "sponsors.create",
      target: `sponsor:${created!.id}`,
      details: { name: created!.name, tier: created!.tier },
    });
    return created!;
  });
  await cache.invalidate(ADS_CACHE);
  return row;
}

export async function updateSponsor(
  db: Db,
  cache: TtlCache,
  actorId: number,
  id: number,
  input: z.infer<typeof sponsorPatch>,
) {
  await checkSponsorDates(db, id, input);
  const row = await db.transaction(async (tx) => {
    const [updated] = Object.keys(input).length
      ? await tx.update(sponsors).set(input).where(eq(sponsors.id, id)).returning()
      : await tx.select().from(sponsors).where(eq(sponsors.id, id));
    if (!updated) throw notFound("Sponsor not found.");
    await recordAudit(tx, { actorId, action: "sponsors.update", target: `sponsor:${id}`, details: input });
    return updated;
  });
  await cache.invalidate(ADS_CACHE);
  return row;
}

/** Its ad spaces become available again (the foreign key sets them free). */
export async function deleteSponsor(db: Db, cache: TtlCache, actorId: number, id: number) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(sponsors)
      .where(eq(sponsors.id, id))
      .returning({ id: sponsors.id, name: sponsors.name });
    if (!deleted) throw notFound("Sponsor not found.");
    await recordAudit(tx, {
      actorId,
      action: "sponsors.delete",
      target: `sponsor:${id}`,
      details: { name: deleted.name },
    });
    return deleted;
  });
  await cache.invalidate(ADS_CACHE);
  return { success: true, id: row.id };
}

// ---------- Ad spaces ----------

/** "728x90", "728 x 90" or "728 × 90". */
export function parseDimensions(text: string): { width: number; height: number } | null {
  const m = /^\s*(\d{1,5})\s*[x×X]\s*(\d{1,5})\s*$/.exec(text);
  if (!m) return null;
  return { width: Number(m[1]), height: Number(m[2]) };
}

const pixels = (field: string) =>
  z
    .number()
    .int(`${field} must be a whole number of pixels.`)
    .min(1, `${field} must be at least 1 pixel.`)
    .max(5000, `${field} must be at most 5000 pixels.`);

const adSpaceFields = {
  name: z.string({ error: "Ad space name is required." }).trim().min(1, "Ad space name is required.").max(120),
  description: z.string().trim().max(1000),
  type: z.enum(AD_TYPES, { error: "Type must be banner, sidebar, popup or inline." }),
  location: z.enum(AD_LOCATIONS, {
    error: "Location must be homepage, listings, journal, newsletter, global or categories.",
  }),
  minTier: z.number().int().min(0, "minTier must be 0 to 3.").max(3, "minTier must be 0 to 3."),
  width: pixels("Width"),
  height: pixels("Height"),
  /** Width x height in one field, as the dialog shows it. */
  dimensions: z.string().trim().max(20),
  sponsorId: dbId.nullable(),
};

function foldDimensions<T extends { dimensions?: string; width?: number; height?: number }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  const { dimensions, ...rest } = v;
  if (dimensions === undefined || dimensions === "") return rest;
  const parsed = parseDimensions(dimensions);
  if (!parsed || parsed.width < 1 || parsed.height < 1 || parsed.width > 5000 || parsed.height > 5000) {
    ctx.addIssue({
      code: "custom",
      message: "Dimensions must be width x height in pixels, e.g. 728x90.",
      path: ["dimensions"],
    });
    return z.NEVER;
  }
  return { ...rest, width: rest.width ?? parsed.width, height: rest.height ?? parsed.height };
}

export const adSpaceInput = z
  .object({
    name: adSpaceFields.name,
    description: adSpaceFields.description.default(""),
    type: adSpaceFields.type,
    location: adSpaceFields.location,
    minTier: adSpaceFields.minTier.default(0),
    width: adSpaceFields.width.optional(),
    height: adSpaceFields.height.optional(),
    dimensions: adSpaceFields.dimensions.optional(),
    sponsorId: adSpaceFields.sponsorId.optional(),
  })
  .transform(foldDimensions)
  .superRefine((v, ctx) => {
    if (v.width === undefined || v.height === undefined)
      ctx.addIssue({ code: "custom", message: "Dimensions are required: width x height in pixels, e.g. 728x90." });
  })
  .transform((v) => ({ ...v, width: v.width!, height: v.height! }));

export const adSpacePatch = z
  .object({
    name: adSpaceFields.name.optional(),
    description: adSpaceFields.description.optional(),
    type: adSpaceFields.type.optional(),
    location: adSpaceFields.location.optional(),
    minTier: adSpaceFields.minTier.optional(),
    width: adSpaceFields.width.optional(),
    height: adSpaceFields.height.optional(),
    dimensions: adSpaceFields.dimensions.optional(),
    sponsorId: adSpaceFields.sponsorId.optional(),
  })
  .transform(foldDimensions);

export const adSpaceQuery = z.object({
  status: z.enum(["all", "filled", "available"], { error: "status must be all, filled or available." }).default("all"),
  location: z
    .enum(["all", ...AD_LOCATIONS], {
      error: "location must be all, homepage, listings, journal, newsletter, global or categories.",
    })
    .default("all"),
  search: z.string().trim().max(200).optional(),
});

type AdSpaceRow = typeof adSpaces.$inferSelect;
type SponsorRef = { id: number; name: string; logo: string; tier: string; status: string } | null;
type ArtworkRef = { imageUrl: string; altText: string; linkUrl: string } | null;

/** Click-through rate in percent, two decimals. */
export function ctr(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

function presentAdSpace(row: AdSpaceRow, sponsor: SponsorRef, artwork: ArtworkRef) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    location: row.location,
    minTier: row.minTier,
    width: row.width,
    height: row.height,
    dimensions: `${row.width}x${row.height}`,
    sponsorId: row.sponsorId,
    sponsor: row.sponsorId ? sponsor : null,
    status: row.sponsorId ? ("filled" as const) : ("available" as const),
    /** The sponsor's artwork the placement shows (null: their name and logo). */
    artwork: row.sponsorId ? artwork : null,
    analytics: { impressions: row.impressions, clicks: row.clicks, ctr: ctr(row.impressions, row.clicks) },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Ad spaces; filled means a sponsor is assigned. */
export async function listAdSpaces(db: Db, input: z.input<typeof adSpaceQuery>) {
  const q = adSpaceQuery.parse(input);
  const where: SQL[] = [];
  if (q.status === "filled") where.push(isNotNull(adSpaces.sponsorId));
  if (q.status === "available") where.push(isNull(adSpaces.sponsorId));
  if (q.location !== "all") where.push(eq(adSpaces.location, q.location));
  if (q.search) where.push(ilike(adSpaces.name, likePattern(q.search)));
  const rows = await db
    .select({ space: adSpaces, sponsor: sponsorRef, artwork: publicArtwork })
    .from(adSpaces)
    .leftJoin(sponsors, eq(adSpaces.sponsorId, sponsors.id))
    .leftJoin(adArtwork, artworkOfSpace)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(adSpaces.location), asc(adSpaces.id));
  return rows.map((r) => presentAdSpace(r.space, r.sponsor, r.artwork));
}

async function getAdSpace(db: Db, id: number) {
  const [row] = await db
    .select({ space: adSpaces, sponsor: sponsorRef, artwork: publicArtwork })
    .from(adSpaces)
    .leftJoin(sponsors, eq(adSpaces.sponsorId, sponsors.id))
    .leftJoin(adArtwork, artworkOfSpace)
    .where(eq(adSpaces.id, id));
  if (!row) throw notFound("Ad space not found.");
  return presentAdSpace(row.space, row.sponsor, row.artwork);
}

async function checkSponsor(db: Db, sponsorId: number | null | undefined) {
  if (sponsorId == null) return;
  const [row] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, sponsorId));
  if (!row) throw badRequest(`Sponsor ${sponsorId} does not exist.`);
}

export async function createAdSpace(db: Db, cache: TtlCache, actorId: number, input: z.infer<typeof adSpaceInput>) {
  await checkSponsor(db, input.sponsorId);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(adSpaces).values(input).returning({ id: adSpaces.id, name: adSpaces.name });
    await recordAudit(tx, {
      actorId,
      action: "sponsors.create-ad-space",
      target: `ad-space:${created!.id}`,
      details: { name: created!.name, location: input.location },
    });
    return created!.id;
  });
  await cache.invalidate(ADS_CACHE);
  return getAdSpace(db, id);
}

export async function updateAdSpace(
  db: Db,
  cache: TtlCache,
  actorId: number,
  id: number,
  input: z.infer<typeof adSpacePatch>,
) {
  await checkSponsor(db, input.sponsorId);
  await db.transaction(async (tx) => {
    const [row] = Object.keys(input).length
      ? await tx.update(adSpaces).set(input).where(eq(adSpaces.id, id)).returning({ id: adSpaces.id })
      : await tx.select({ id: adSpaces.id }).from(adSpaces).where(eq(adSpaces.id, id));
    if (!row) throw notFound("Ad space not found.");
    await recordAudit(tx, { actorId, action: "sponsors.update-ad-space", target: `ad-space:${id}`, details: input });
  });
  await cache.invalidate(ADS_CACHE);
  return getAdSpace(db, id);
}

export async function deleteAdSpace(db: Db, cache: TtlCache, actorId: number, id: number) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(adSpaces)
      .where(eq(adSpaces.id, id))
      .returning({ id: adSpaces.id, name: adSpaces.name });
    if (!deleted) throw notFound("Ad space not found.");
    await recordAudit(tx, {
      actorId,
      action: "sponsors.delete-ad-space",
      target: `ad-space:${id}`,
      details: { name: deleted.name },
    });
    return deleted;
  });
  await cache.invalidate(ADS_CACHE);
  return { success: true, id: row.id };
}

/** Totals across every ad space, from the recorded counters. */
export async function adAnalytics(db: Db) {
  const [row] = await db
    .select({
      impressions: sql<number>`coalesce(sum(${adSpaces.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${adSpaces.clicks}), 0)::int`,
      spaces: sql<number>`count(*)::int`,
      filled: sql<number>`count(${adSpaces.sponsorId})::int`,
    })
    .from(adSpaces);
  const impressions = Number(row?.impressions ?? 0);
  const clicks = Number(row?.clicks ?? 0);
  const spaces = Number(row?.spaces ?? 0);
  const filled = Number(row?.filled ?? 0);
  return { impressions, clicks, ctr: ctr(impressions, clicks), spaces, filled, available: spaces - filled };
}
