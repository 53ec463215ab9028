import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings } from "../../../db/schema";
import { latestPackages } from "./packages";
import { ownerRequests } from "./requests";
import { listingFigures } from "./stats";

/**
 * Everything the owner dashboard shows: the member's stays with their status, package and last 30 days, and their
 * requests.
 */
export async function ownerDashboard(db: Db, userId: number, now = new Date()) {
  const stays = await db
    .select({
      id: listings.id,
      name: listings.name,
      slug: listings.slug,
      mainImage: listings.mainImage,
      location: listings.location,
      approved: listings.approved,
      featured: listings.featured,
    })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), isNull(listings.archivedAt)))
    .orderBy(asc(listings.name));
  const ids = stays.map((s) => s.id);
  const [figures, packages, requests] = await Promise.all([
    listingFigures(db, ids, now),
    latestPackages(db, ids),
    ownerRequests(db, userId),
  ]);
  return {
    stays: stays.map((s) => {
      const days = figures.get(s.id) ?? [];
      const pkg = packages.get(s.id);
      return {
        ...s,
        status: s.approved ? ("live" as const) : ("awaiting approval" as const),
        pendingEdit: requests.some((r) => r.listing.id === s.id && r.kind === "edit" && r.status === "pending"),
        package: pkg ? { ...pkg, active: pkg.endsAt > now } : null,
        totals: {
          views: days.reduce((n, d) => n + d.views, 0),
          favorites: days.reduce((n, d) => n + d.favorites, 0),
          bookingClicks: days.reduce((n, d) => n + d.bookingClicks, 0),
        },
        days,
      };
    }),
    requests,
  };
}
