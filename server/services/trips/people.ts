import { and, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { tripMembers, tripStays, tripVotes, trips, users } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { memberTrip, ownedTrip, touchTrip, type Trip } from "./access";
import { displayName, tripBoard, type TripViewer } from "./board";
import { nightsBetween } from "./dates";
import { MAX_TRIP_PEOPLE, type tripMember } from "./inputs";
import { newToken } from "./trips";

export const INVITE_GONE = "This invite link is no longer valid. Ask the trip's owner for a new one.";

async function tripByInvite(db: Db, token: string): Promise<Trip> {
  const [trip] = await db.select().from(trips).where(eq(trips.inviteToken, token));
  if (!trip) throw notFound(INVITE_GONE);
  return trip;
}

async function peopleCount(db: Db, tripId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tripMembers).where(eq(tripMembers.tripId, tripId));
  return row?.n ?? 0;
}

/**
 * What an invite link shows before joining (anyone holding it may see this much): the trip's name,
 * dates, its owner's name and how many plan it. `tripId` only for someone already on it.
 */
export async function invitation(db: Db, viewer: { id: number } | null, token: string) {
  const trip = await tripByInvite(db, token);
  const [owner] = await db
    .select({ fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, trip.ownerId));
  const joined = viewer
    ? (
        await db
          .select({ userId: tripMembers.userId })
          .from(tripMembers)
          .where(and(eq(tripMembers.tripId, trip.id), eq(tripMembers.userId, viewer.id)))
      ).length > 0
    : false;
  return {
    name: trip.name,
    ownerName: owner ? displayName(owner) : null,
    startDate: trip.startDate,
    endDate: trip.endDate,
    nights: trip.startDate && trip.endDate ? nightsBetween(trip.startDate, trip.endDate) : null,
    memberCount: await peopleCount(db, trip.id),
    tripId: joined ? trip.id : null,
  };
}

/** Joining by link needs a signed-in member; joining twice changes nothing. */
export async function joinTrip(db: Db, viewer: TripViewer, token: string) {
  const trip = await tripByInvite(db, token);
  const inserted = await db.transaction(async (tx) => {
    const [already] = await tx
      .select()
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, trip.id), eq(tripMembers.userId, viewer.id)));
    if (already) return false;
    if ((await peopleCount(tx, trip.id)) >= MAX_TRIP_PEOPLE)
      throw badRequest(`This trip already has ${MAX_TRIP_PEOPLE} people, the most a trip can have.`);
    const rows = await tx
      .insert(tripMembers)
      .values({ tripId: trip.id, userId: viewer.id })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  });
  if (inserted) await touchTrip(db, trip.id);
  return { tripId: trip.id, joined: inserted };
}

/** A fresh invite link; the one before it (if any) stops working. */
export async function renewInvite(db: Db, viewer: TripViewer, tripId: number) {
  const trip = await ownedTrip(db, tripId, viewer.id, "make an invite link");
  const [row] = await db.update(trips).set({ inviteToken: newToken() }).where(eq(trips.id, trip.id)).returning();
  return tripBoard(db, viewer, row!);
}

/** After this the link answers INVITE_GONE; people already on the trip stay. */
export async function revokeInvite(db: Db, viewer: TripViewer, tripId: number) {
  const trip = await ownedTrip(db, tripId, viewer.id, "revoke the invite link");
  const [row] = await db.update(trips).set({ inviteToken: null }).where(eq(trips.id, trip.id)).returning();
  return tripBoard(db, viewer, row!);
}

/** Takes a person off the trip with their votes; the stays they added and their notes stay on the board. */
async function dropPerson(db: Db, tripId: number, userId: number) {
  await db.transaction(async (tx) => {
    const stayIds = tx.select({ id: tripStays.id }).from(tripStays).where(eq(tripStays.tripId, tripId));
    await tx.delete(tripVotes).where(and(eq(tripVotes.userId, userId), inArray(tripVotes.stayId, stayIds)));
    await tx.delete(tripMembers).where(and(eq(tripMembers.tripId, tripId), eq(tripMembers.userId, userId)));
  });
  await touchTrip(db, tripId);
}

export async function removePerson(db: Db, viewer: TripViewer, input: z.infer<typeof tripMember>) {
  const trip = await ownedTrip(db, input.id, viewer.id, "remove people");
  if (input.userId === viewer.id) throw badRequest("You own this trip: delete the trip instead of removing yourself.");
  const [person] = await db
    .select()
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, trip.id), eq(tripMembers.userId, input.userId)));
  if (!person) throw notFound("That person is not on this trip.");
  await dropPerson(db, trip.id, input.userId);
  return tripBoard(db, viewer, trip);
}

export async function leaveTrip(db: Db, viewer: TripViewer, tripId: number) {
  const trip = await memberTrip(db, tripId, viewer.id);
  if (trip.isOwner) throw badRequest("You own this trip: delete the trip instead of leaving it.");
  await dropPerson(db, trip.id, viewer.id);
  return { success: true, id: trip.id };
}
