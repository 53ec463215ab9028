import { z } from "zod";
import { idInput } from "../../lib/inputs";
import {
  addFeed,
  feedInput,
  manageCalendar,
  minNightsChangeInput,
  nightsChangeInput,
  removeFeed,
  setMinNights,
  setNights,
  syncFeedNow,
} from "../../services/availability/editor";
import { availabilitySearchQuery, listingAvailabilityQuery } from "../../services/availability/rules";
import { availableStays, listingAvailability } from "../../services/availability/reads";
import { memberProcedure, publicProcedure, router } from "../init";

/**
 * Open nights. Reads are public (gated by tier like the stay's page); a stay's calendar is edited by
 * its owner or an admin, checked in the service for each stay. An edit changes what a search with dates
 * shows everyone, so it drops the shared reads.
 */
export const availabilityRouter = router({
  search: publicProcedure
    .input(availabilitySearchQuery)
    .query(({ ctx, input }) => availableStays(ctx.db, ctx.user, input)),
  listing: publicProcedure
    .input(listingAvailabilityQuery.and(z.object({ slug: z.string().trim().min(1).max(160) })))
    .query(({ ctx, input }) => listingAvailability(ctx.db, ctx.user, input.slug, input)),
  manage: memberProcedure.input(idInput).query(({ ctx, input }) => manageCalendar(ctx.db, ctx.user, input)),
  setNights: memberProcedure
    .meta({ invalidates: "public" })
    .input(nightsChangeInput)
    .mutation(({ ctx, input }) => setNights(ctx.db, ctx.user, input)),
  setMinNights: memberProcedure
    .meta({ invalidates: "public" })
    .input(minNightsChangeInput)
    .mutation(({ ctx, input }) => setMinNights(ctx.db, ctx.user, input)),
  addFeed: memberProcedure
    .meta({ invalidates: "public" })
    .input(feedInput)
    .mutation(({ ctx, input }) => addFeed(ctx.db, ctx.user, input, ctx.outbound)),
  removeFeed: memberProcedure
    .meta({ invalidates: "public" })
    .input(idInput)
    .mutation(({ ctx, input }) => removeFeed(ctx.db, ctx.user, input)),
  syncNow: memberProcedure
    .meta({ invalidates: "public" })
    .input(idInput)
    .mutation(({ ctx, input }) => syncFeedNow(ctx.db, ctx.user, input, ctx.outbound)),
});
