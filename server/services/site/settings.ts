import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { siteSettings } from "../../../db/schema";
import type { TtlCache } from "../../lib/cache";
import { PUBLIC_PREFIX, PUBLIC_TTL_MS } from "../../lib/public-reads";

export const generalSettings = z.object({
  siteName: z.string().trim().min(1, "Site name is required.").max(80),
  contactEmail: z.email("Enter a valid contact email."),
  maxListings: z.number().int().min(1, "At least 1 listing per page.").max(100, "At most 100 listings per page."),
});

export type GeneralSettings = z.infer<typeof generalSettings> & { lastUpdated: Date | null };

const DEFAULT_SETTINGS = { siteName: "Wildluxe", contactEmail: "hello@wildluxe.example", maxListings: 12 };

export async function getGeneralSettings(db: Db): Promise<GeneralSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "general"));
  const parsed = generalSettings.safeParse(row?.value);
  return { ...(parsed.success ? parsed.data : DEFAULT_SETTINGS), lastUpdated: row?.updatedAt ?? null };
}

/**
 * The settings as every list reads them, from memory: kept under the public prefix, so the write
 * that saves them (like any other that changes what visitors see) drops them in every process.
 */
export function cachedGeneralSettings(db: Db, cache: TtlCache): Promise<GeneralSettings> {
  return cache.getOrLoad(`${PUBLIC_PREFIX}settings:general`, PUBLIC_TTL_MS, () => getGeneralSettings(db));
}

export async function saveGeneralSettings(db: Db, input: z.infer<typeof generalSettings>): Promise<GeneralSettings> {
  const updatedAt = new Date();
  await db
    .insert(siteSettings)
    .values({ key: "general", value: input, updatedAt })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: input, updatedAt } });
  return { ...input, lastUpdated: updatedAt };
}
