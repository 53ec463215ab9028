import { and, desc, eq, gt, inArray, lte, notExists } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { listings, ownerPackages } from "../../../db/schema";

/** How long an owner package features its stay; buying again before the end extends it. */
const OWNER_PACKAGE_DAYS = 365;
const DAY_MS = 86_400_000;

/** Records a paid owner package on the buyer's own stay and features it until the term ends. */
export async function activateOwnerPackage(
  tx: Db,
  input: { listingId: number; userId: number; packageName: string },
  now: Date,
) {
  const [stay] = await tx.select({ ownerId: listings.ownerId }).from(listings).where(eq(listings.id, input.listingId));
  // Checkout only sells a package for the buyer's own stay; a stay that changed hands since is left alone.
  if (!stay || stay.ownerId !== input.userId) return null;
  const [current] = await tx
    .select({ endsAt: ownerPackages.endsAt })
    .from(ownerPackages)
    .where(and(eq(ownerPackages.listingId, input.listingId), gt(ownerPackages.endsAt, now)))
    .orderBy(desc(ownerPackages.endsAt))
    .limit(1);
  const startsAt = current ? current.endsAt : now;
  const endsAt = new Date(startsAt.getTime() + OWNER_PACKAGE_DAYS * DAY_MS);
  await tx.insert(ownerPackages).values({ ...input, startsAt, endsAt });
  await tx.update(listings).set({ featured: true }).where(eq(listings.id, input.listingId));
  return { endsAt };
}

/** Stays whose owner packages have all ended stop being featured (stays featured by the editors keep it). */
export async function expireOwnerPackages(db: Db, now: Date) {
  const live = db
    .select({ id: ownerPackages.id })
    .from(ownerPackages)
    .where(and(eq(ownerPackages.listingId, listings.id), gt(ownerPackages.endsAt, now)));
  const ended = db.select({ id: ownerPackages.listingId }).from(ownerPackages).where(lte(ownerPackages.endsAt, now));
  const rows = await db
    .update(listings)
    .set({ featured: false })
    .where(and(eq(listings.featured, true), inArray(listings.id, ended), notExists(live)))
    .returning({ id: listings.id });
  return rows.length;
}

/** The latest package of each of these stays. */
export async function latestPackages(db: Db, listingIds: number[]) {
  if (!listingIds.length) return new Map<number, { packageName: string; startsAt: Date; endsAt: Date }>();
  const rows = await db
    .selectDistinctOn([ownerPackages.listingId], {
      listingId: ownerPackages.listingId,
      packageName: ownerPackages.packageName,
      startsAt: ownerPackages.startsAt,
      endsAt: ownerPackages.endsAt,
    })
    .from(ownerPackages)
    .where(inArray(ownerPackages.listingId, listingIds))
    .orderBy(ownerPackages.listingId, desc(ownerPackages.endsAt));
  return new Map(rows.map((r) => [r.listingId, r]));
}
