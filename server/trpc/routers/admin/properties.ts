import { z } from "zod";
import { dbId } from "../../../lib/inputs";
import {
  adminPropertyQuery,
  archiveProperty,
  createProperty,
  getAdminProperty,
  listAdminProperties,
  restoreProperty,
  updateProperty,
} from "../../../services/admin/properties";
import { listingInput, listingPatch } from "../../../services/listings/listing-writes";
import { adminProcedure, router } from "../../init";

const idParam = z.object({ id: dbId });

/** Stays: list, edit, archive and restore. */
export const adminPropertiesRouter = router({
  list: adminProcedure
    .input(adminPropertyQuery.optional())
    .query(({ ctx, input }) => listAdminProperties(ctx.db, input ?? {})),
  get: adminProcedure.input(idParam).query(({ ctx, input }) => getAdminProperty(ctx.db, input.id)),
  create: adminProcedure
    .meta({ invalidates: "public" })
    .input(listingInput)
    .mutation(({ ctx, input }) => createProperty(ctx.db, ctx.user.id, input)),
  update: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.object({ id: dbId, data: listingPatch }))
    .mutation(({ ctx, input }) => updateProperty(ctx.db, ctx.user.id, input.id, input.data)),
  archive: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => archiveProperty(ctx.db, ctx.user.id, input.id)),
  restore: adminProcedure
    .meta({ invalidates: "public" })
    .input(idParam)
    .mutation(({ ctx, input }) => restoreProperty(ctx.db, ctx.user.id, input.id)),
});
