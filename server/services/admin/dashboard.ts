import { eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { categories, journalArticles, listings, regions, users } from "../../../db/schema";
import { liveListing } from "../listings/cards";
import type { SessionUser } from "../../auth/session";
import type { TtlCache } from "../../lib/cache";
import { recordAudit } from "./audit";

/** The five stat cards, all live counts (see docs/decisions/004-admin-stat-cards.md). */
export async function dashboardStats(db: Db) {
  const count = sql<number>`count(*)::int`;
  const [[properties], [userCount], [categoryCount], [articles], [regionCount], [pending]] = await Promise.all([
    db.select({ n: count }).from(listings).where(liveListing),
    db.select({ n: count }).from(users),
    db.select({ n: count }).from(categories),
    db.select({ n: count }).from(journalArticles),
    // Worldwide (id 0) is the catch-all for stays that are not in one region, not a region itself.
    db.select({ n: count }).from(regions).where(ne(regions.id, 0)),
    db.select({ n: count }).from(journalArticles).where(eq(journalArticles.moderation, "pending")),
  ]);
  return {
    properties: Number(properties?.n ?? 0),
    users: Number(userCount?.n ?? 0),
    categories: Number(categoryCount?.n ?? 0),
    articles: Number(articles?.n ?? 0),
    regions: Number(regionCount?.n ?? 0),
    pendingStories: Number(pending?.n ?? 0),
  };
}

/** GET /api/admin/session: who is signed in to the admin area. */
export function adminSession(user: SessionUser) {
  return { success: true, user: { id: user.id, username: user.username, email: user.email, fullName: user.fullName } };
}

/** GET /api/admin-access: the dashboard's first check. */
export function adminAccess(user: SessionUser) {
  return { access: true, isAdmin: true, user: { id: user.id, username: user.username, email: user.email } };
}

/** Clear Cache: empties the read cache (public journal and ad placements) in every app process. */
export async function clearCache(db: Db, cache: TtlCache, actorId: number) {
  const keys = await cache.clear();
  const areas = [...new Set(keys.map((k) => k.split(":")[0]))].sort();
  await recordAudit(db, { actorId, action: "cache.clear", target: "cache", details: { entries: keys.length, areas } });
  const message = keys.length
    ? `Cache Cleared: removed ${keys.length} cached ${keys.length === 1 ? "entry" : "entries"} (${areas.join(", ")}) from the in-process cache.`
    : "Cache Cleared: the in-process cache was already empty.";
  return { message, cleared: keys.length, areas };
}
