import { z } from "zod";
import {
  inviteTokenInput,
  tripEmailInvite,
  shareTokenInput,
  tripChoice,
  tripIdInput,
  tripInput,
  tripListing,
  tripMember,
  tripNoteInput,
  tripNoteRef,
  tripStayRef,
  tripUpdate,
  tripVote,
} from "../../services/trips/inputs";
import { addNote, deleteNote } from "../../services/trips/notes";
import { inviteByEmail } from "../../services/trips/email-invite";
import { invitation, joinTrip, leaveTrip, removePerson, renewInvite, revokeInvite } from "../../services/trips/people";
import { sharedTrip, shareTrip, unshareTrip } from "../../services/trips/sharing";
import { addStay, chooseStay, removeStay, voteForStay } from "../../services/trips/stays";
import { createTrip, deleteTrip, getTrip, listTrips, updateTrip } from "../../services/trips/trips";
import { memberProcedure, publicProcedure, router } from "../init";

export const tripsRouter = router({
  list: memberProcedure.input(z.void()).query(({ ctx }) => listTrips(ctx.db, ctx.user)),
  get: memberProcedure.input(tripIdInput).query(({ ctx, input }) => getTrip(ctx.db, ctx.user, input.id)),
  create: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripInput)
    .mutation(({ ctx, input }) => createTrip(ctx.db, ctx.user, input)),
  update: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripUpdate)
    .mutation(({ ctx, input }) => updateTrip(ctx.db, ctx.user, input)),
  delete: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => deleteTrip(ctx.db, ctx.user, input.id)),

  addStay: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripListing)
    .mutation(({ ctx, input }) => addStay(ctx.db, ctx.user, input)),
  removeStay: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripStayRef)
    .mutation(({ ctx, input }) => removeStay(ctx.db, ctx.user, input)),
  vote: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripVote)
    .mutation(({ ctx, input }) => voteForStay(ctx.db, ctx.user, input)),
  choose: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripChoice)
    .mutation(({ ctx, input }) => chooseStay(ctx.db, ctx.user, input)),

  addNote: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripNoteInput)
    .mutation(({ ctx, input }) => addNote(ctx.db, ctx.user, input)),
  deleteNote: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripNoteRef)
    .mutation(({ ctx, input }) => deleteNote(ctx.db, ctx.user, input)),

  invitation: publicProcedure
    .input(inviteTokenInput)
    .query(({ ctx, input }) => invitation(ctx.db, ctx.user, input.token)),
  join: memberProcedure
    .meta({ invalidates: "own" })
    .input(inviteTokenInput)
    .mutation(({ ctx, input }) => joinTrip(ctx.db, ctx.user, input.token)),
  inviteByEmail: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripEmailInvite)
    .mutation(({ ctx, input }) => inviteByEmail(ctx.db, ctx.user, input, ctx.env.APP_URL)),
  renewInvite: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => renewInvite(ctx.db, ctx.user, input.id)),
  revokeInvite: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => revokeInvite(ctx.db, ctx.user, input.id)),
  removePerson: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripMember)
    .mutation(({ ctx, input }) => removePerson(ctx.db, ctx.user, input)),
  leave: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => leaveTrip(ctx.db, ctx.user, input.id)),

  share: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => shareTrip(ctx.db, ctx.user, input.id)),
  unshare: memberProcedure
    .meta({ invalidates: "own" })
    .input(tripIdInput)
    .mutation(({ ctx, input }) => unshareTrip(ctx.db, ctx.user, input.id)),
  shared: publicProcedure.input(shareTokenInput).query(({ ctx, input }) => sharedTrip(ctx.db, ctx.user, input.token)),
});
