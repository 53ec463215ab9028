import { z } from "zod";
import { mySponsorPlacements } from "../../services/sponsors/artwork";
import { memberProcedure, router } from "../init";

/** A sponsor's own placements; their artwork is uploaded through POST /api/sponsors/placements/:id/artwork. */
export const sponsorsRouter = router({
  myPlacements: memberProcedure.input(z.void()).query(({ ctx }) => mySponsorPlacements(ctx.db, ctx.user.id)),
});
