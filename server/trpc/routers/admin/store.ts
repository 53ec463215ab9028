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
  createProduct: adminProcedure.input(productInput).mutation(({ ctx, input }) => createStoreProduct(ctx.db, ctx.user.id, input)),
  updateProduct: adminProcedure.input(productPatch).mutation(({ ctx, input }) => updateStoreProduct(ctx.db, ctx.user.id, input)),
  updateVariant: adminProcedure.input(variantPatch).mutation(({ ctx, input }) => updateStoreVariant(ctx.db, ctx.user.id, input)),
  archiveProduct: adminProcedure.input(archiveInput).mutation(({ ctx, input }) => setProductArchived(ctx.db, ctx.user.id, input.id, input.archived)),
  collections: adminProcedure.input(z.void()).query(({ ctx }) => adminCollections(ctx.db)),
  createCollection: adminProcedure.input(collectionInput).mutation(({ ctx, input }) => createCollection(ctx.db, ctx.user.id, input)),
  updateCollection: adminProcedure.input(collectionPatch).mutation(({ ctx, input }) => updateCollection(ctx.db, ctx.user.id, input)),
  archiveCollection: adminProcedure.input(archiveInput).mutation(({ ctx, input }) => setCollectionArchived(ctx.db, ctx.user.id, input.id, input.archived)),
  orders: adminProcedure.input(z.object({ status: z.enum(ORDER_STATUSES).optional() }).optional()).query(({ ctx, input }) => adminStoreOrders(ctx.db, input?.status)),
  ship: adminProcedure.input(shipInput).mutation(({ ctx, input }) => markOrderShipped(ctx.db, ctx.user.id, input)),
  setStatus: adminProcedure.input(orderStatusInput).mutation(({ ctx, input }) => setOrderStatus(ctx.db, ctx.user.id, input)),
});
