import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { tripNotes } from "../../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { memberTrip, touchTrip } from "./access";
import { tripBoard, type TripViewer } from "./board";
import type { tripNoteInput, tripNoteRef } from "./inputs";

export async function addNote(db: Db, viewer: TripViewer, input: z.infer<typeof tripNoteInput>) {
  const trip = await memberTrip(db, input.id, viewer.id);
  await db.insert(tripNotes).values({ tripId: trip.id, userId: viewer.id, body: input.body });
  await touchTrip(db, trip.id);
  return tripBoard(db, viewer, trip);
}

/** Authors delete their own notes; the owner may delete any. */
export async function deleteNote(db: Db, viewer: TripViewer, input: z.infer<typeof tripNoteRef>) {
  const trip = await memberTrip(db, input.id, viewer.id);
  const [note] = await db
    .select()
    .from(tripNotes)
    .where(and(eq(tripNotes.id, input.noteId), eq(tripNotes.tripId, trip.id)));
  if (!note) throw notFound("That note is not on this trip.");
  if (!trip.isOwner && note.userId !== viewer.id)
    throw forbidden("Only the note's author or the trip's owner can delete it.");
  await db.delete(tripNotes).where(eq(tripNotes.id, note.id));
  return tripBoard(db, viewer, trip);
}
