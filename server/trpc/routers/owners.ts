import { z } from "zod";
import { idInput } from "../../lib/inputs";
import { ownerDashboard } from "../../services/owners/dashboard";
import { claimInput, claimListing, proposeEdit, requireOwnStay, submitListing } from "../../services/owners/requests";
import { ownerStayInput, ownerStayPatch } from "../../services/owners/stay-input";
import { getAdminProperty } from "../../services/admin/properties";
import { memberProcedure, router } from "../init";

/** A member's own stays: claim, submit, edit (live stays wait for an admin), and their figures. */
export const ownersRouter = router({
  dashboard: memberProcedure.query(({ ctx }) => ownerDashboard(ctx.db, ctx.user.id)),
  stay: memberProcedure.input(idInput).query(async ({ ctx, input }) => {
    await requireOwnStay(ctx.db, ctx.user, input);
    const s = await getAdminProperty(ctx.db, input);
    const {
      name,
      description,
      location,
      mainImage,
      gallery,
      externalUrl,
      categoryId,
      regionId,
      latitude,
      longitude,
      amenityIds,
      approved,
      slug,
    } = s;
    const { nightlyPrice, weekendPrice, cleaningFee, currency, maxGuests, minNights } = s;
    return {
      name,
      description,
      location,
      mainImage,
      gallery,
      externalUrl,
      categoryId,
      regionId,
      latitude,
      longitude,
      amenityIds,
      approved,
      slug,
      nightlyPrice,
      weekendPrice,
      cleaningFee,
      currency,
      maxGuests,
      minNights,
    };
  }),
  claim: memberProcedure
    .meta({ invalidates: "public" })
    .input(claimInput)
    .mutation(({ ctx, input }) => claimListing(ctx.db, ctx.user, input)),
  submit: memberProcedure
    .meta({ invalidates: "public" })
    .input(ownerStayInput)
    .mutation(({ ctx, input }) => submitListing(ctx.db, ctx.user, input)),
  edit: memberProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ listingId: idInput, patch: ownerStayPatch }))
    .mutation(({ ctx, input }) => proposeEdit(ctx.db, ctx.user, input.listingId, input.patch)),
});
