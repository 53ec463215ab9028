import { eq, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { categories, journalArticles, listings } from "../../../db/schema";

const artUrl = (theme: string, seed: string) => `/media/art/${theme}/${seed}.webp`;

/**
 * Whether the data uses this generated image: a listing's main image or gallery, a category's
 * cover or an article's picture. Only those are drawn, so a made-up seed in a URL costs one
 * lookup, not a render and a file in the cache.
 */
export async function isArtInUse(db: Db, theme: string, seed: string): Promise<boolean> {
  const url = artUrl(theme, seed);
  const one = { one: sql<number>`1` };
  const found = await unionAll(
    db
      .select(one)
      .from(listings)
      .where(or(eq(listings.mainImage, url), sql`${listings.gallery} @> ${JSON.stringify([url])}::jsonb`)),
    db.select(one).from(categories).where(eq(categories.image, url)),
    db.select(one).from(journalArticles).where(eq(journalArticles.imageUrl, url)),
  ).limit(1);
  return found.length > 0;
}
