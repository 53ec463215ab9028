import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { tripStays, tripVotes } from "../../../db/schema";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { requireLiveListing } from "../listings/cards";
import { memberTrip, ownedTrip, touchTrip } from "./access";
import { tripBoard, type TripViewer } from "./board";
import { MAX_TRIP_STAYS, type tripChoice, type tripListing, type tripStayRef, type tripVote } from "./inputs";

async function stayOf(db: Db, tripId: number, stayId: number) {
  const [stay] = await db
    .select()
    .from(tripStays)
    .where(and(eq(tripStays.id, stayId), eq(tripStays.tripId, tripId)));
  if (!stay) throw notFound("That stay is not on this trip.");
  return stay;
}

/** Any of the trip's people may add a stay; adding one already there changes nothing (`added` false). */
export async function addStay(db: Db, viewer: TripViewer, input: z.infer<typeof tripListing>) {
  const trip = await memberTrip(db, input.id, viewer.id);
  await requireLiveListing(db, input.listingId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(tripStays).where(eq(tripStays.tripId, trip.id));
  if (n >= MAX_TRIP_STAYS) throw badRequest(`A trip can hold at most ${MAX_TRIP_STAYS} stays. Remove one first.`);
  const inserted = await db
    .insert(tripStays)
    .values({ tripId: trip.id, listingId: input.listingId, addedBy: viewer.id })
    .onConflictDoNothing()
    .returning({ id: tripStays.id });
  if (inserted.length) await touchTrip(db, trip.id);
  return { added: inserted.length > 0, trip: await tripBoard(db, viewer, trip) };
}

/** The owner removes any stay; other people the ones they added. */
export async function removeStay(db: Db, viewer: TripViewer, input: z.infer<typeof tripStayRef>) {
  const trip = await memberTrip(db, input.id, viewer.id);
  const stay = await stayOf(db, trip.id, input.stayId);
  if (!trip.isOwner && stay.addedBy !== viewer.id)
    throw forbidden("Only the trip's owner or the person who added a stay can remove it.");
  await db.delete(tripStays).where(eq(tripStays.id, stay.id));
  await touchTrip(db, trip.id);
  return tripBoard(db, viewer, trip);
}

/** One vote per person per stay: voting twice keeps one vote, and `voted: false` takes it back. */
export async function voteForStay(db: Db, viewer: TripViewer, input: z.infer<typeof tripVote>) {
  const trip = await memberTrip(db, input.id, viewer.id);
  const stay = await stayOf(db, trip.id, input.stayId);
  if (input.voted) await db.insert(tripVotes).values({ stayId: stay.id, userId: viewer.id }).onConflictDoNothing();
  else await db.delete(tripVotes).where(and(eq(tripVotes.stayId, stay.id), eq(tripVotes.userId, viewer.id)));
  return tripBoard(db, viewer, trip);
}

/** The owner marks the stays the group settled on; they go into the calendar export. */
export async function chooseStay(db: Db, viewer: TripViewer, input: z.infer<typeof tripChoice>) {
  const trip = await ownedTrip(db, input.id, viewer.id, "choose the stays");
  const stay = await stayOf(db, trip.id, input.stayId);
  await db.update(tripStays).set({ chosen: input.chosen }).where(eq(tripStays.id, stay.id));
  await touchTrip(db, trip.id);
  return tripBoard(db, viewer, trip);
}
