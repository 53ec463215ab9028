import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tripMembers, trips } from "../../../db/schema";
import { forbidden, notFound } from "../../lib/errors";

export type Trip = typeof trips.$inferSelect;

/** Every refusal to someone outside a trip reads the same, so it tells them nothing about it. */
const TRIP_NOT_FOUND = "Trip not found.";

/** The trip, when `userId` is one of its people; otherwise 404, whether or not the trip exists. */
export async function memberTrip(db: Db, tripId: number, userId: number): Promise<Trip & { isOwner: boolean }> {
  const [row] = await db
    .select({ trip: trips })
    .from(trips)
    .innerJoin(tripMembers, and(eq(tripMembers.tripId, trips.id), eq(tripMembers.userId, userId)))
    .where(eq(trips.id, tripId));
  if (!row) throw notFound(TRIP_NOT_FOUND);
  return { ...row.trip, isOwner: row.trip.ownerId === userId };
}

/** The trip, when `userId` owns it; its other people are told what only the owner may do. */
export async function ownedTrip(db: Db, tripId: number, userId: number, action: string): Promise<Trip> {
  const trip = await memberTrip(db, tripId, userId);
  if (!trip.isOwner) throw forbidden(`Only the trip's owner can ${action}.`);
  return trip;
}

export function touchTrip(db: Db, tripId: number) {
  return db.update(trips).set({ updatedAt: new Date() }).where(eq(trips.id, tripId));
}
