import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { trips } from "../../../db/schema";
import { notFound } from "../../lib/errors";
import type { ListingViewer } from "@shared/access";
import { ownedTrip } from "./access";
import { sharedBoard, tripBoard, type TripViewer } from "./board";
import { newToken } from "./trips";

/** Sharing twice keeps the same page; stopping and sharing again makes a new link, so old ones stop working. */
export async function shareTrip(db: Db, viewer: TripViewer, tripId: number) {
  const trip = await ownedTrip(db, tripId, viewer.id, "share a read-only page");
  if (trip.shareToken) return tripBoard(db, viewer, trip);
  const [row] = await db.update(trips).set({ shareToken: newToken() }).where(eq(trips.id, trip.id)).returning();
  return tripBoard(db, viewer, row!);
}

export async function unshareTrip(db: Db, viewer: TripViewer, tripId: number) {
  const trip = await ownedTrip(db, tripId, viewer.id, "stop sharing");
  const [row] = await db.update(trips).set({ shareToken: null }).where(eq(trips.id, trip.id)).returning();
  return tripBoard(db, viewer, row!);
}

/** Anyone with the share link, signed in or not, reads the board; the stays as the reader's tier allows. */
export async function sharedTrip(db: Db, viewer: ListingViewer, token: string) {
  const [trip] = await db.select().from(trips).where(eq(trips.shareToken, token));
  if (!trip) throw notFound("This share link is no longer valid. Ask the trip's owner for a new one.");
  return sharedBoard(db, viewer, trip);
}
