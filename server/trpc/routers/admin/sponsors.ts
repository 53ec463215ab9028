import { z } from "zod";
import { appCache } from "../../../lib/cache";
import { dbId } from "../../../lib/inputs";
import {
  adAnalytics,
  adSpaceInput,
  adSpacePatch,
  adSpaceQuery,
  createAdSpace,
  createSponsor,
  deleteAdSpace,
  deleteSponsor,
  listAdSpaces,
  listSponsors,
  listSponsorTiers,
  sponsorInput,
  sponsorPatch,
  sponsorQuery,
  sponsorTierPatch,
  updateAdSpace,
  updateSponsor,
  updateSponsorTier,
} from "../../../services/sponsors/sponsors";
import { removeArtwork } from "../../../services/sponsors/artwork";
import { adminProcedure, router } from "../../init";

const idParam = z.object({ id: dbId });

/** Sponsors, their tiers and ad spaces. */
export const adminSponsorsRouter = router({
  tiers: adminProcedure.input(z.void()).query(({ ctx }) => listSponsorTiers(ctx.db)),
  updateTier: adminProcedure
    .meta({ invalidates: "public" })
    .input(sponsorTierPatch)
    .mutation(({ ctx, input }) => updateSponsorTier(ctx.db, ctx.user.id, input)),
  list: adminProcedure.input(sponsorQuery.optional()).query(({ ctx, input }) => listSponsors(ctx.db, input ?? {})),
  create: adminProcedure
    .meta({ invalidates: "public" })
    .input(sponsorInput)
    .mutation(({ ctx, input }) => createSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input)),
  update: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, data: sponsorPatch }))
    .mutation(({ ctx, input }) => updateSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id, input.data)),
  delete: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => deleteSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id)),
  adSpaces: adminProcedure.input(adSpaceQuery.optional()).query(({ ctx, input }) => listAdSpaces(ctx.db, input ?? {})),
  createAdSpace: adminProcedure
    .meta({ invalidates: "public" })
    .input(adSpaceInput)
    .mutation(({ ctx, input }) => createAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input)),
  updateAdSpace: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, data: adSpacePatch }))
    .mutation(({ ctx, input }) => updateAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id, input.data)),
  deleteAdSpace: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => deleteAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id)),
  removeArtwork: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => removeArtwork(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id)),
  analytics: adminProcedure.input(z.void()).query(({ ctx }) => adAnalytics(ctx.db)),
});
