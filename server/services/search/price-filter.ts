import { and, gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";
import { liveListing } from "../listings/cards";
import type { PriceWish } from "./price-words";

/** How long the price a third of stays lie under is kept before it is read again. */
const CHEAP_TTL_MS = 10 * 60_000;
const cheapCache = new WeakMap<Db, { upTo: number | null; at: number }>();

/**
 * What "cheap" means here: the nightly price (whole units) a third of the live priced stays cost at most. Read
 * once every 10 minutes per database: at 100,000 stays the percentile reads every price.
 */
export async function cheapestThirdUpTo(db: Db): Promise<number | null> {
  const kept = cheapCache.get(db);
  if (kept && Date.now() - kept.at < CHEAP_TTL_MS) return kept.upTo;
  const [row] = await db
    .select({ cents: sql<number | null>`percentile_disc(1.0 / 3) within group (order by ${listings.nightlyPrice})` })
    .from(listings)
    .where(and(liveListing, isNotNull(listings.nightlyPrice)));
  const upTo = row?.cents == null ? null : Math.ceil(Number(row.cents) / 100);
  cheapCache.set(db, { upTo, at: Date.now() });
  return upTo;
}

/** Nightly price bounds in whole units; null is no bound. */
export type PriceBounds = { min: number | null; max: number | null };

/** A price wish as whole-unit bounds, "cheap" read as the lowest-priced third. */
export async function priceBounds(db: Db, price: PriceWish | null): Promise<PriceBounds | null> {
  if (!price) return null;
  const cheap = price.cheap ? await cheapestThirdUpTo(db) : null;
  const max = cheap !== null && price.max !== null ? Math.min(cheap, price.max) : (cheap ?? price.max);
  return { min: price.min, max };
}

/** Stays whose nightly price lies within the bounds (prices are kept in cents). */
export function priceConditions(bounds: PriceBounds | null): SQL[] {
  if (!bounds) return [];
  return [
    ...(bounds.min !== null ? [gte(listings.nightlyPrice, bounds.min * 100)] : []),
    ...(bounds.max !== null ? [lte(listings.nightlyPrice, bounds.max * 100)] : []),
  ];
}

/** Whether a nightly price (cents) lies within the bounds. */
export const withinPrice = (cents: number | null, bounds: PriceBounds) =>
  cents !== null &&
  (bounds.min === null || cents >= bounds.min * 100) &&
  (bounds.max === null || cents <= bounds.max * 100);
