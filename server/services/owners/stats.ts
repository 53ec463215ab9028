import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { favorites, listingDailyStats, listings } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import { liveListing } from "../listings/cards";

const STATS_DAYS = 30;
export type ListingEvent = "view" | "booking_click";

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Counts one page view or booking-link click for a live stay, in today's row (UTC). */
export async function recordListingEvent(db: Db, slug: string, event: ListingEvent, now = new Date()) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.slug, slug), liveListing));
  if (!row) throw notFound("Listing not found.");
  const views = event === "view" ? 1 : 0;
  const clicks = event === "booking_click" ? 1 : 0;
  await db
    .insert(listingDailyStats)
    .values({ listingId: row.id, day: dayOf(now), views, bookingClicks: clicks })
    .onConflictDoUpdate({
      target: [listingDailyStats.listingId, listingDailyStats.day],
      set: {
        views: sql`${listingDailyStats.views} + ${views}`,
        bookingClicks: sql`${listingDailyStats.bookingClicks} + ${clicks}`,
      },
    });
}

export type DailyFigures = { day: string; views: number; favorites: number; bookingClicks: number };

/** Each stay's figures for the last 30 days (UTC), one point per day, oldest first. */
export async function listingFigures(
  db: Db,
  listingIds: number[],
  now = new Date(),
): Promise<Map<number, DailyFigures[]>> {
  const out = new Map<number, DailyFigures[]>();
  if (!listingIds.length) return out;
  const days = Array.from({ length: STATS_DAYS }, (_, i) =>
    dayOf(new Date(now.getTime() - (STATS_DAYS - 1 - i) * 86_400_000)),
  );
  const since = days[0]!;
  const stats = await db
    .select()
    .from(listingDailyStats)
    .where(and(inArray(listingDailyStats.listingId, listingIds), gte(listingDailyStats.day, since)));
  const saved = await db
    .select({
      listingId: favorites.listingId,
      day: sql<string>`to_char(${favorites.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      n: count(),
    })
    .from(favorites)
    .where(and(inArray(favorites.listingId, listingIds), gte(favorites.createdAt, new Date(`${since}T00:00:00Z`))))
    .groupBy(favorites.listingId, sql`2`);
  for (const id of listingIds) {
    out.set(
      id,
      days.map((day) => {
        const s = stats.find((r) => r.listingId === id && r.day === day);
        const f = saved.find((r) => r.listingId === id && r.day === day);
        return { day, views: s?.views ?? 0, bookingClicks: s?.bookingClicks ?? 0, favorites: Number(f?.n ?? 0) };
      }),
    );
  }
  return out;
}
