import { z } from "zod";
import { dbId } from "../../lib/inputs";
import { isCalendarDate, nightsBetween } from "./dates";

const MAX_TRIP_NIGHTS = 60;
export const MAX_TRIP_STAYS = 50;
export const MAX_TRIP_PEOPLE = 20;

const name = z
  .string({ error: "Give the trip a name." })
  .trim()
  .min(1, "Give the trip a name.")
  .max(80, "Trip names must be at most 80 characters.");

const isoDate = z
  .string({ error: "Dates are written YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD.")
  .refine(isCalendarDate, "That date does not exist.");

const dateFields = {
  startDate: isoDate.nullish().transform((v) => v ?? null),
  endDate: isoDate.nullish().transform((v) => v ?? null),
};

/** Check-in and check-out: both or neither, at least one night, at most MAX_TRIP_NIGHTS. */
function checkDates(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  const { startDate, endDate } = value;
  if (!startDate && !endDate) return;
  if (!startDate || !endDate) {
    ctx.addIssue({
      code: "custom",
      path: [startDate ? "endDate" : "startDate"],
      message: "Add both dates (check-in and check-out) or neither.",
    });
    return;
  }
  const nights = nightsBetween(startDate, endDate);
  if (nights < 1) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Check-out must be after check-in." });
  else if (nights > MAX_TRIP_NIGHTS)
    ctx.addIssue({ code: "custom", path: ["endDate"], message: `A trip can last at most ${MAX_TRIP_NIGHTS} nights.` });
}

const tripRef = { id: dbId };
const token = (message: string) =>
  z.object({
    token: z
      .string({ error: message })
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, message),
  });

export const tripInput = z.object({ name, ...dateFields, listingId: dbId.optional() }).superRefine(checkDates);
export const tripUpdate = z.object({ ...tripRef, name, ...dateFields }).superRefine(checkDates);
export const tripIdInput = z.object(tripRef);
export const tripListing = z.object({ ...tripRef, listingId: dbId });
export const tripStayRef = z.object({ ...tripRef, stayId: dbId });
export const tripVote = z.object({
  ...tripRef,
  stayId: dbId,
  voted: z.boolean({ error: "Say whether you vote for this stay (true or false)." }),
});
export const tripChoice = z.object({
  ...tripRef,
  stayId: dbId,
  chosen: z.boolean({ error: "Say whether this stay is chosen (true or false)." }),
});
export const tripMember = z.object({ ...tripRef, userId: dbId });
export const tripNoteInput = z.object({
  ...tripRef,
  body: z
    .string({ error: "Write a note first." })
    .trim()
    .min(1, "Write a note first.")
    .max(1000, "Notes can be at most 1000 characters."),
});
export const tripNoteRef = z.object({ ...tripRef, noteId: dbId });
export const inviteTokenInput = token("This invite link is not valid.");
export const tripEmailInvite = z.object({
  ...tripRef,
  email: z
    .string({ error: "Enter the email address to invite." })
    .trim()
    .toLowerCase()
    .max(254, "Enter a valid email address.")
    .pipe(z.email("Enter a valid email address.")),
});
export const shareTokenInput = token("This share link is not valid.");

export type TripInput = z.infer<typeof tripInput>;
export type TripUpdate = z.infer<typeof tripUpdate>;
