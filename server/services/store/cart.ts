import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { storeCartItems, storeCarts, storeProducts, storeVariants } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { priceFor, stockNote } from "./pricing";

export const CART_COOKIE = "wl_cart";
const MAX_QUANTITY = 99;

export const cartItemInput = z.object({
  variantId: z.number().int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: "quantity must be a number from 1 to 99." })
    .int("quantity must be a whole number.")
    .min(1, "quantity must be from 1 to 99.")
    .max(MAX_QUANTITY, "quantity must be from 1 to 99."),
});

/** Whose cart: a member's, or a visitor's by the token in their cart cookie. */
export type CartOwner = { userId: number } | { token: string };
export type CartReader = { membershipTier: number } | null | undefined;

const ownerCondition = (owner: CartOwner) =>
  "userId" in owner ? eq(storeCarts.userId, owner.userId) : eq(storeCarts.token, owner.token);

export function newCartToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

async function findCart(db: Db, owner: CartOwner) {
  const [row] = await db.select({ id: storeCarts.id }).from(storeCarts).where(ownerCondition(owner));
  return row?.id ?? null;
}

async function ensureCart(db: Db, owner: CartOwner) {
  const values = "userId" in owner ? { userId: owner.userId } : { token: owner.token };
  await db.insert(storeCarts).values(values).onConflictDoNothing();
  return (await findCart(db, owner))!;
}

/** A live variant of a live product, or 404. */
async function sellableVariant(db: Db, variantId: number) {
  const [row] = await db
    .select({ id: storeVariants.id, stock: storeVariants.stock, name: storeVariants.name, product: storeProducts.name })
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(and(eq(storeVariants.id, variantId), isNull(storeVariants.archivedAt), isNull(storeProducts.archivedAt)));
  if (!row) throw notFound("That product is not for sale.");
  return row;
}

function checkStock(variant: { stock: number | null; name: string; product: string }, quantity: number) {
  if (quantity > MAX_QUANTITY) throw badRequest(`You can buy at most ${MAX_QUANTITY} of one item.`);
  if (variant.stock === null) return;
  if (variant.stock <= 0) throw badRequest(`${variant.product} (${variant.name}) is sold out.`);
  if (quantity > variant.stock) throw badRequest(`Only ${variant.stock} left of ${variant.product} (${variant.name}).`);
}

/** Lines priced as the reader sees them now: live prices from the server, and any line stock no longer covers. */
export async function pricedLines(
  db: Db,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
  reader: CartReader,
) {
  const rows = lines.length
    ? await db
        .select({
          variant: storeVariants,
          product: {
            slug: storeProducts.slug,
            name: storeProducts.name,
            image: storeProducts.image,
            kind: storeProducts.kind,
            archivedAt: storeProducts.archivedAt,
          },
        })
        .from(storeVariants)
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(
          inArray(
            storeVariants.id,
            lines.map((l) => l.variantId),
          ),
        )
        .orderBy(asc(storeProducts.name), asc(storeVariants.position))
    : [];
  const tier = Math.max(0, reader?.membershipTier ?? 0);
  const items = rows.map((r) => {
    const quantity = lines.find((l) => l.variantId === r.variant.id)!.quantity;
    const unitPrice = priceFor(r.variant, tier);
    const gone = r.variant.archivedAt !== null || r.product.archivedAt !== null;
    const short = r.variant.stock !== null && quantity > r.variant.stock;
    return {
      variantId: r.variant.id,
      quantity,
      sku: r.variant.sku,
      productSlug: r.product.slug,
      productName: r.product.name,
      variantName: r.variant.name,
      image: r.product.image,
      digital: r.product.kind === "digital",
      unitPrice,
      lineTotal: unitPrice * quantity,
      stockNote: stockNote(r.variant.stock),
      problem: gone
        ? "No longer for sale."
        : short
          ? r.variant.stock === 0
            ? "Sold out."
            : `Only ${r.variant.stock} left.`
          : null,
    };
  });
  return {
    items,
    count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: items.reduce((n, i) => n + i.lineTotal, 0),
    needsShipping: items.some((i) => !i.digital),
    ready: items.length > 0 && items.every((i) => i.problem === null),
  };
}

/** The reader's cart, priced now. */
export async function readCart(db: Db, owner: CartOwner | null, reader: CartReader) {
  const cartId = owner ? await findCart(db, owner) : null;
  const lines = cartId
    ? await db
        .select({ variantId: storeCartItems.variantId, quantity: storeCartItems.quantity })
        .from(storeCartItems)
        .where(eq(storeCartItems.cartId, cartId))
    : [];
  return pricedLines(db, lines, reader);
}

/** Adds to a line (creating the cart), never past the stock on hand or 99. */
export async function addCartItem(db: Db, owner: CartOwner, input: z.infer<typeof cartItemInput>) {
  const variant = await sellableVariant(db, input.variantId);
  const cartId = await ensureCart(db, owner);
  const [line] = await db
    .select({ quantity: storeCartItems.quantity })
    .from(storeCartItems)
    .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, variant.id)));
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkStock(variant, quantity);
  await db
    .insert(storeCartItems)
    .values({ cartId, variantId: variant.id, quantity })
    .onConflictDoUpdate({ target: [storeCartItems.cartId, storeCartItems.variantId], set: { quantity } });
  await db.update(storeCarts).set({ updatedAt: new Date() }).where(eq(storeCarts.id, cartId));
}

/** Sets a line's quantity (1-99, within stock). */
export async function setCartItemQuantity(db: Db, owner: CartOwner, input: z.infer<typeof cartItemInput>) {
  const variant = await sellableVariant(db, input.variantId);
  checkStock(variant, input.quantity);
  const cartId = await findCart(db, owner);
  const updated = cartId
    ? await db
        .update(storeCartItems)
        .set({ quantity: input.quantity })
        .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, variant.id)))
        .returning({ variantId: storeCartItems.variantId })
    : [];
  if (!updated.length) throw notFound("That item is not in your cart.");
}

export async function removeCartItem(db: Db, owner: CartOwner, variantId: number) {
  const cartId = await findCart(db, owner);
  if (cartId)
    await db
      .delete(storeCartItems)
      .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, variantId)));
}

/** A visitor's cart joins the member's once they sign in: quantities add up, within stock and 99. */
export async function mergeVisitorCart(db: Db, token: string, userId: number) {
  const visitorCart = await findCart(db, { token });
  if (!visitorCart) return false;
  const memberCart = await ensureCart(db, { userId });
  const lines = await db
    .select({ variantId: storeCartItems.variantId, quantity: storeCartItems.quantity, stock: storeVariants.stock })
    .from(storeCartItems)
    .innerJoin(storeVariants, eq(storeVariants.id, storeCartItems.variantId))
    .where(eq(storeCartItems.cartId, visitorCart));
  for (const line of lines) {
    const cap = Math.min(MAX_QUANTITY, line.stock ?? MAX_QUANTITY);
    await db
      .insert(storeCartItems)
      .values({ cartId: memberCart, variantId: line.variantId, quantity: Math.min(cap, line.quantity) })
      .onConflictDoUpdate({
        target: [storeCartItems.cartId, storeCartItems.variantId],
        set: { quantity: sql`least(${storeCartItems.quantity} + ${line.quantity}, ${cap})` },
      });
  }
  await db.delete(storeCarts).where(eq(storeCarts.id, visitorCart));
  return true;
}

/** Empties the lines an order bought from the member's cart. */
export async function removeBoughtItems(db: Db, userId: number, variantIds: number[]) {
  const cartId = await findCart(db, { userId });
  if (!cartId || !variantIds.length) return;
  for (const variantId of variantIds)
    await db
      .delete(storeCartItems)
      .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, variantId)));
}
