import { randomBytes } from "node:crypto";
import { count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tripMembers, tripStays, trips } from "../../../db/schema";
import { requireLiveListing } from "../listings/cards";
import { memberTrip, ownedTrip } from "./access";
import { tripBoard, type TripViewer } from "./board";
import { assertDatesAhead, nightsBetween } from "./dates";
import type { TripInput, TripUpdate } from "./inputs";

/** A link secret: 24 random bytes, URL-safe. */
export const newToken = () => randomBytes(24).toString("base64url");

/** The trips the member plans (their own and those they joined), latest change first. */
export async function listTrips(db: Db, viewer: TripViewer) {
  const rows = await db
    .select({ trip: trips })
    .from(tripMembers)
    .innerJoin(trips, eq(trips.id, tripMembers.tripId))
    .where(eq(tripMembers.userId, viewer.id))
    .orderBy(desc(trips.updatedAt), desc(trips.id));
  const ids = rows.map((r) => r.trip.id);
  const people = ids.length
    ? await db
        .select({ tripId: tripMembers.tripId, n: count() })
        .from(tripMembers)
        .where(inArray(tripMembers.tripId, ids))
        .groupBy(tripMembers.tripId)
    : [];
  const stays = ids.length
    ? await db
        .select({ tripId: tripStays.tripId, listingId: tripStays.listingId })
        .from(tripStays)
        .where(inArray(tripStays.tripId, ids))
    : [];
  return rows.map(({ trip }) => ({
    id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    endDate: trip.endDate,
    nights: trip.startDate && trip.endDate ? nightsBetween(trip.startDate, trip.endDate) : null,
    isOwner: trip.ownerId === viewer.id,
    memberCount: people.find((p) => p.tripId === trip.id)?.n ?? 1,
    /** What "Add to trip" needs to say a stay is already there. */
    listingIds: stays.filter((s) => s.tripId === trip.id).map((s) => s.listingId),
    updatedAt: trip.updatedAt,
  }));
}

export async function getTrip(db: Db, viewer: TripViewer, tripId: number) {
  return tripBoard(db, viewer, await memberTrip(db, tripId, viewer.id));
}

/** A new trip, owned by the member, with its invite link ready and (from "Add to trip") its first stay. */
export async function createTrip(db: Db, viewer: TripViewer, input: TripInput) {
  assertDatesAhead(input.startDate);
  if (input.listingId !== undefined) await requireLiveListing(db, input.listingId);
  const trip = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trips)
      .values({
        ownerId: viewer.id,
        name: input.name,
        startDate: input.startDate,
        endDate: input.endDate,
        inviteToken: newToken(),
      })
      .returning();
    await tx.insert(tripMembers).values({ tripId: row!.id, userId: viewer.id });
    if (input.listingId !== undefined)
      await tx.insert(tripStays).values({ tripId: row!.id, listingId: input.listingId, addedBy: viewer.id });
    return row!;
  });
  return tripBoard(db, viewer, trip);
}

/** Name and dates; dates already set may stay as they are even once they have passed. */
export async function updateTrip(db: Db, viewer: TripViewer, input: TripUpdate) {
  const trip = await ownedTrip(db, input.id, viewer.id, "change its name and dates");
  if (input.startDate !== trip.startDate || input.endDate !== trip.endDate) assertDatesAhead(input.startDate);
  const [row] = await db
    .update(trips)
    .set({ name: input.name, startDate: input.startDate, endDate: input.endDate })
    .where(eq(trips.id, trip.id))
    .returning();
  return tripBoard(db, viewer, row!);
}

export async function deleteTrip(db: Db, viewer: TripViewer, tripId: number) {
  await ownedTrip(db, tripId, viewer.id, "delete it");
  await db.delete(trips).where(eq(trips.id, tripId));
  return { success: true, id: tripId };
}
