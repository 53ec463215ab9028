import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import {
  storeCollections,
  storeOrderItems,
  storeOrders,
  storeProducts,
  storeVariants,
  users,
} from "../../../db/schema";
import { conflict, isUniqueViolation, notFound } from "../../lib/errors";
import { slugify } from "@shared/slug";
import { imageRef, patchOf } from "../../lib/inputs";
import { recordAudit } from "../admin/audit";
import { queueMail } from "../mail/outbox";

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0)
    .max(10_000_000);

const variantInput = z.object({
  sku: z.string().trim().min(1, "Give the variant a SKU.").max(60),
  name: z.string().trim().min(1, "Name the variant, e.g. M or Forest.").max(80),
  price: cents("Price"),
  stock: z.number().int().min(0).max(1_000_000).nullable(),
});

export const productInput = z.object({
  name: z.string().trim().min(1, "Name the product.").max(120),
  description: z.string().trim().max(4000).default(""),
  kind: z.enum(["physical", "digital"]),
  image: imageRef("Image"),
  collectionId: z.number().int().positive().nullable(),
  featured: z.boolean().default(false),
  variants: z.array(variantInput).min(1, "A product needs at least one variant.").max(30),
});

/** What an admin may change on a product later; its kind and variants stay (variants are edited one by one). */
export const productPatch = patchOf(
  productInput.pick({ name: true, description: true, image: true, collectionId: true, featured: true }),
).extend({ id: z.number().int().positive() });

export const variantPatch = z.object({
  id: z.number().int().positive(),
  price: cents("Price").optional(),
  stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
});

export const collectionInput = z.object({
  name: z.string().trim().min(1, "Name the collection.").max(80),
  description: z.string().trim().max(500).default(""),
  image: imageRef("Image").nullable().default(null),
});

export const collectionPatch = patchOf(collectionInput).extend({ id: z.number().int().positive() });

export const shipInput = z.object({
  id: z.number().int().positive(),
  tracking: z.string().trim().min(3, "Enter the tracking number.").max(80),
});
export const orderStatusInput = z.object({
  id: z.number().int().positive(),
  status: z.enum(["refunded", "canceled", "fulfilled"]),
});

const clash = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict("That SKU or name is already used.");
  throw error;
};

/** Every product with its variants (archived ones last), for the Store tab. */
export async function adminStoreProducts(db: Db) {
  const products = await db
    .select()
    .from(storeProducts)
    .orderBy(sql`${storeProducts.archivedAt} is not null`, asc(storeProducts.name));
  const variants = products.length
    ? await db
        .select()
        .from(storeVariants)
        .where(
          inArray(
            storeVariants.productId,
            products.map((p) => p.id),
          ),
        )
        .orderBy(asc(storeVariants.position), asc(storeVariants.id))
    : [];
  return products.map((p) => ({ ...p, variants: variants.filter((v) => v.productId === p.id) }));
}

export async function createStoreProduct(db: Db, actorId: number, input: z.infer<typeof productInput>) {
  const id = await db
    .transaction(async (tx) => {
      const { variants, ...product } = input;
      const [row] = await tx
        .insert(storeProducts)
        .values({ ...product, slug: slugify(product.name) || `product-${Date.now()}` })
        .returning({ id: storeProducts.id });
      await tx.insert(storeVariants).values(
        variants.map((v, position) => ({
          ...v,
          stock: input.kind === "digital" ? null : v.stock,
          productId: row!.id,
          position,
        })),
      );
      return row!.id;
    })
    .catch(clash);
  await recordAudit(db, { actorId, action: "store.product.create", target: `product:${id}` });
  return { id };
}

export async function updateStoreProduct(db: Db, actorId: number, input: z.infer<typeof productPatch>) {
  const { id, ...values } = input;
  const [row] = await db
    .update(storeProducts)
    .set(values)
    .where(eq(storeProducts.id, id))
    .returning({ id: storeProducts.id })
    .catch(clash);
  if (!row) throw notFound("Product not found.");
  await recordAudit(db, {
    actorId,
    action: "store.product.update",
    target: `product:${id}`,
    details: { changed: Object.keys(values) },
  });
  return row;
}

export async function updateStoreVariant(db: Db, actorId: number, input: z.infer<typeof variantPatch>) {
  const { id, ...values } = input;
  const [row] = await db
    .update(storeVariants)
    .set(values)
    .where(eq(storeVariants.id, id))
    .returning({ id: storeVariants.id, price: storeVariants.price, stock: storeVariants.stock });
  if (!row) throw notFound("Variant not found.");
  await recordAudit(db, { actorId, action: "store.variant.update", target: `variant:${id}`, details: values });
  return row;
}

export async function setProductArchived(db: Db, actorId: number, id: number, archived: boolean) {
  const [row] = await db
    .update(storeProducts)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(storeProducts.id, id))
    .returning({ id: storeProducts.id });
  if (!row) throw notFound("Product not found.");
  await recordAudit(db, {
    actorId,
    action: archived ? "store.product.archive" : "store.product.restore",
    target: `product:${id}`,
  });
  return row;
}

export async function adminCollections(db: Db) {
  return db.select().from(storeCollections).orderBy(asc(storeCollections.position), asc(storeCollections.id));
}

export async function createCollection(db: Db, actorId: number, input: z.infer<typeof collectionInput>) {
  const [row] = await db
    .insert(storeCollections)
    .values({ ...input, slug: slugify(input.name) || `collection-${Date.now()}` })
    .returning({ id: storeCollections.id })
    .catch(clash);
  await recordAudit(db, { actorId, action: "store.collection.create", target: `collection:${row!.id}` });
  return row!;
}

export async function updateCollection(db: Db, actorId: number, input: z.infer<typeof collectionPatch>) {
  const { id, ...values } = input;
  const [row] = await db
    .update(storeCollections)
    .set(values)
    .where(eq(storeCollections.id, id))
    .returning({ id: storeCollections.id })
    .catch(clash);
  if (!row) throw notFound("Collection not found.");
  await recordAudit(db, {
    actorId,
    action: "store.collection.update",
    target: `collection:${id}`,
    details: { changed: Object.keys(values) },
  });
  return row;
}

export async function setCollectionArchived(db: Db, actorId: number, id: number, archived: boolean) {
  const [row] = await db
    .update(storeCollections)
    .set({ archivedAt: archived ? new Date() : null })
    .where(eq(storeCollections.id, id))
    .returning({ id: storeCollections.id });
  if (!row) throw notFound("Collection not found.");
  await recordAudit(db, {
    actorId,
    action: archived ? "store.collection.archive" : "store.collection.restore",
    target: `collection:${id}`,
  });
  return row;
}

/** Orders past checkout (paid, held, shipped, refunded...), newest first, with buyer and lines. */
export async function adminStoreOrders(db: Db, status?: string) {
  const orders = await db
    .select({ order: storeOrders, buyer: { id: users.id, username: users.username, fullName: users.fullName } })
    .from(storeOrders)
    .leftJoin(users, eq(users.id, storeOrders.userId))
    .where(status ? eq(storeOrders.status, status as "paid") : sql`${storeOrders.status} <> 'pending'`)
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(200);
  const items = orders.length
    ? await db
        .select()
        .from(storeOrderItems)
        .where(
          inArray(
            storeOrderItems.orderId,
            orders.map((o) => o.order.id),
          ),
        )
    : [];
  return orders.map((o) => ({ ...o.order, buyer: o.buyer, items: items.filter((i) => i.orderId === o.order.id) }));
}

/** Marks a paid order shipped with its tracking number; the buyer is emailed. */
export async function markOrderShipped(db: Db, actorId: number, input: z.infer<typeof shipInput>) {
  const [row] = await db
    .update(storeOrders)
    .set({ status: "shipped", tracking: input.tracking, shippedAt: new Date() })
    .where(and(eq(storeOrders.id, input.id), eq(storeOrders.status, "paid")))
    .returning();
  if (!row) throw conflict("Only a paid order can be marked shipped.");
  await recordAudit(db, {
    actorId,
    action: "store.order.ship",
    target: `order:${row.id}`,
    details: { tracking: input.tracking },
  });
  if (row.email)
    await queueMail(db, {
      to: row.email,
      subject: `Your Wildluxe order #${row.id} has shipped`,
      text: `Good news: order #${row.id} is on its way.\n\nTracking number: ${input.tracking}\n\nWildluxe`,
    });
  return row;
}

/** Refunded (the held order of a sold-out item, after the refund), canceled, or fulfilled by hand. */
export async function setOrderStatus(db: Db, actorId: number, input: z.infer<typeof orderStatusInput>) {
  const [row] = await db
    .update(storeOrders)
    .set({ status: input.status })
    .where(and(eq(storeOrders.id, input.id), sql`${storeOrders.status} <> 'pending'`))
    .returning({ id: storeOrders.id, status: storeOrders.status });
  if (!row) throw notFound("Order not found.");
  await recordAudit(db, { actorId, action: `store.order.${input.status}`, target: `order:${row.id}` });
  return row;
}
