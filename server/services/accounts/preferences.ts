import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { amenities, categories, memberPreferences, regions } from "../../../db/schema";
import { badRequest } from "../../lib/errors";
import { MAX_DB_ID } from "../../lib/inputs";
import { LISTING_TIER_WORDS } from "@shared/tiers";

/**
 * Travel styles a member can pick, and what each means for a stay: the categories and
 * amenity groups that suit it. Recommendations use this to turn a style into a match.
 */
export const TRAVEL_STYLES = [
  { value: "adventure", label: "Adventure", categoryIds: [7, 8, 11, 13], amenityCategories: ["Activities"] },
  { value: "relaxation", label: "Relaxation", categoryIds: [5, 6, 12], amenityCategories: ["Wellness"] },
  { value: "romance", label: "Romantic getaway", categoryIds: [2, 10, 12], amenityCategories: [] },
  { value: "family", label: "Family time", categoryIds: [1, 9, 13], amenityCategories: ["Pets", "Kitchen"] },
  { value: "wellness", label: "Wellness", categoryIds: [], amenityCategories: ["Wellness"] },
  { value: "off-grid", label: "Off-grid", categoryIds: [3, 4, 11], amenityCategories: [] },
] as const;

export type TravelStyle = (typeof TRAVEL_STYLES)[number]["value"];

/** Budget tiers compare with listings' tierLevel (the property form's 1 Standard, 2 Premium, 3 Luxury). */
const BUDGET_TIERS = [{ value: 0, label: "Essential" }, ...LISTING_TIER_WORDS] as const;

const ids = (what: string, max: number) =>
  z
    .array(z.number().int().min(0, `${what} ids must be 0 or more.`).max(MAX_DB_ID))
    .max(max, `Choose at most ${max} ${what.toLowerCase()}s.`)
    .default([]);

export const preferencesInput = z.object({
  categoryIds: ids("Category", 13),
  regionIds: ids("Region", 19),
  amenityIds: ids("Amenity", 40),
  travelStyle: z
    .enum(TRAVEL_STYLES.map((s) => s.value) as [TravelStyle, ...TravelStyle[]], {
      error: `Travel style must be one of: ${TRAVEL_STYLES.map((s) => s.value).join(", ")}.`,
    })
    .nullable()
    .default(null),
  budgetTier: z
    .number()
    .int()
    .min(0, "Budget tier must be 0 to 3.")
    .max(3, "Budget tier must be 0 to 3.")
    .nullable()
    .default(null),
});

export type Preferences = z.infer<typeof preferencesInput> & { updatedAt: Date | null };

const EMPTY: Preferences = {
  categoryIds: [],
  regionIds: [],
  amenityIds: [],
  travelStyle: null,
  budgetTier: null,
  updatedAt: null,
};

export async function getPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(memberPreferences).where(eq(memberPreferences.userId, userId));
  if (!row) return EMPTY;
  const style = TRAVEL_STYLES.find((s) => s.value === row.travelStyle)?.value ?? null;
  return {
    categoryIds: row.categoryIds,
    regionIds: row.regionIds,
    amenityIds: row.amenityIds,
    travelStyle: style,
    budgetTier: row.budgetTier,
    updatedAt: row.updatedAt,
  };
}

async function assertExist(
  db: Db,
  label: string,
  table: typeof categories | typeof regions | typeof amenities,
  wanted: number[],
) {
  if (!wanted.length) return;
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id),
  );
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length)
    throw badRequest(`Unknown ${label} id${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`, {
      field: `${label}Ids`,
    });
}

export async function savePreferences(
  db: Db,
  userId: number,
  input: z.infer<typeof preferencesInput>,
): Promise<Preferences> {
  const values = {
    categoryIds: [...new Set(input.categoryIds)],
    regionIds: [...new Set(input.regionIds)],
    amenityIds: [...new Set(input.amenityIds)],
    travelStyle: input.travelStyle,
    budgetTier: input.budgetTier,
  };
  await assertExist(db, "category", categories, values.categoryIds);
  await assertExist(db, "region", regions, values.regionIds);
  await assertExist(db, "amenity", amenities, values.amenityIds);
  await db
    .insert(memberPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberPreferences.userId, set: { ...values, updatedAt: new Date() } });
  return getPreferences(db, userId);
}

export function preferenceOptions() {
  return {
    travelStyles: TRAVEL_STYLES.map(({ value, label }) => ({ value, label })),
    budgetTiers: BUDGET_TIERS.map(({ value, label }) => ({ value, label })),
  };
}
