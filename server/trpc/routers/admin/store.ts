import { z } from "zod";
import { idInput } from "../../../lib/inputs";
import {
  adminCollections,
  adminStoreOrders,
  adminStoreProducts,
  collectionInput,
  collectionPatch,
  createCollection,
  createStoreProduct,
  markOrderShipped,
  orderStatusInput,
  productInput,
  productPatch,
  setCollectionArchived,
  setOrderStatus,
  setProductArchived,
  shipInput,
  updateCollection,
  updateStoreProduct,
  updateStoreVariant,
  variantPatch,
} from "../../../services/store/admin";
import { adminProcedure, router } from "../../init";

const archiveInput = z.object({ id: idInput, archived: z.boolean() });
const ORDER_STATUSES = ["paid", "held", "shipped", "fulfilled", "refunded", "canceled"] as const;

/** The Store tab: products, variants and stock, collections, and orders through to shipping. */
export const adminStoreRouter = router({
  products: adminProcedure.input(z.void()).query(({ ctx }) => adminStoreProducts(ctx.db)),
  createProduct: adminProcedure
    .meta({ invalidates: "public" })
    .input(productInput)
    .mutation(({ ctx, input }) => createStoreProduct(ctx.db, ctx.user.id, input)),
  updateProduct: adminProcedure
    .meta({ invalidates: "public" })
    .input(productPatch)
    .mutation(({ ctx, input }) => updateStoreProduct(ctx.db, ctx.user.id, input)),
  updateVariant: adminProcedure
    .meta({ invalidates: "public" })
    .input(variantPatch)
    .mutation(({ ctx, input }) => updateStoreVariant(ctx.db, ctx.user.id, input)),
  archiveProduct: adminProcedure
    .meta({ invalidates: "public" })
    .input(archiveInput)
    .mutation(({ ctx, input }) => setProductArchived(ctx.db, ctx.user.id, input.id, input.archived)),
  collections: adminProcedure.input(z.void()).query(({ ctx }) => adminCollections(ctx.db)),
  createCollection: adminProcedure
    .meta({ invalidates: "public" })
    .input(collectionInput)
    .mutation(({ ctx, input }) => createCollection(ctx.db, ctx.user.id, input)),
  updateCollection: adminProcedure
    .meta({ invalidates: "public" })
    .input(collectionPatch)
    .mutation(({ ctx, input }) => updateCollection(ctx.db, ctx.user.id, input)),
  archiveCollection: adminProcedure
    .meta({ invalidates: "public" })
    .input(archiveInput)
    .mutation(({ ctx, input }) => setCollectionArchived(ctx.db, ctx.user.id, input.id, input.archived)),
  orders: adminProcedure
    .input(z.object({ status: z.enum(ORDER_STATUSES).optional() }).optional())
    .query(({ ctx, input }) => adminStoreOrders(ctx.db, input?.status)),
  ship: adminProcedure
    .meta({ invalidates: "public" })
    .input(shipInput)
    .mutation(({ ctx, input }) => markOrderShipped(ctx.db, ctx.user.id, input)),
  setStatus: adminProcedure
    .meta({ invalidates: "public" })
    .input(orderStatusInput)
    .mutation(({ ctx, input }) => setOrderStatus(ctx.db, ctx.user.id, input)),
});
