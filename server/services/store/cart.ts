import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { storeCartItems, storeCarts, storeProducts, storeVariants } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { checkDigitalLines, ownedDigital } from "./digital";
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
/** Who reads the cart: their tier prices it, and a member's id marks the downloads they already own. */
export type CartReader = { membershipTier: number; id?: number } | null | undefined;

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
    .select({
      id: storeVariants.id,
      stock: storeVariants.stock,
      name: storeVariants.name,
      product: storeProducts.name,
      digital: sql<boolean>`${storeProducts.kind} = 'digital'`,
    })
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
  const owned =
    reader?.id !== undefined && rows.some((r) => r.product.kind === "digital")
      ? await ownedDigital(
          db,
          reader.id,
          rows.map((r) => r.variant.productId),
        )
      : new Map<number, number>();
  const items = rows.map((r) => {
    const quantity = lines.find((l) => l.variantId === r.variant.id)!.quantity;
    const unitPrice = priceFor(r.variant, tier);
    const gone = r.variant.archivedAt !== null || r.product.archivedAt !== null;
    const short = r.variant.stock !== null && quantity > r.variant.stock;
    const digital = r.product.kind === "digital";
    return {
      variantId: r.variant.id,
      quantity,
      sku: r.variant.sku,
      productSlug: r.product.slug,
      productName: r.product.name,
      variantName: r.variant.name,
      image: r.product.image,
      digital,
      unitPrice,
      lineTotal: unitPrice * quantity,
      stockNote: stockNote(r.variant.stock),
      problem: gone
        ? "No longer for sale."
        : digital && owned.has(r.variant.productId)
          ? "You own this - download it again from your orders."
          : digital && quantity !== 1
            ? "A download is one per customer: the quantity is 1."
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

const ownerId = (owner: CartOwner) => ("userId" in owner ? owner.userId : null);

/**
 * Adds to the line in one statement, so adds at the same moment each count (a read, then a write of the
 * sum, lost one of two parallel adds) and together never pass the stock or 99; an add that would is refused.
 * A download is one per customer: its line is 1 whatever is added again, and a member who owns it is refused.
 */
export async function addCartItem(db: Db, owner: CartOwner, input: z.infer<typeof cartItemInput>) {
  const variant = await sellableVariant(db, input.variantId);
  checkStock(variant, input.quantity);
  await checkDigitalLines(db, ownerId(owner), [input]);
  const cartId = await ensureCart(db, owner);
  if (variant.digital) {
    await db
      .insert(storeCartItems)
      .values({ cartId, variantId: variant.id, quantity: 1 })
      .onConflictDoUpdate({ target: [storeCartItems.cartId, storeCartItems.variantId], set: { quantity: 1 } });
    await db.update(storeCarts).set({ updatedAt: new Date() }).where(eq(storeCarts.id, cartId));
    return;
  }
  const most = Math.min(MAX_QUANTITY, variant.stock ?? MAX_QUANTITY);
  const added = await db
    .insert(storeCartItems)
    .values({ cartId, variantId: variant.id, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [storeCartItems.cartId, storeCartItems.variantId],
      set: { quantity: sql`${storeCartItems.quantity} + excluded.quantity` },
      setWhere: sql`${storeCartItems.quantity} + excluded.quantity <= ${most}`,
    })
    .returning({ quantity: storeCartItems.quantity });
  if (!added.length) {
    const [line] = await db
      .select({ quantity: storeCartItems.quantity })
      .from(storeCartItems)
      .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, variant.id)));
    checkStock(variant, (line?.quantity ?? 0) + input.quantity);
    throw badRequest(`You can buy at most ${most} of ${variant.product} (${variant.name}).`);
  }
  await db.update(storeCarts).set({ updatedAt: new Date() }).where(eq(storeCarts.id, cartId));
}

/** Sets a line's quantity (1-99, within stock). */
export async function setCartItemQuantity(db: Db, owner: CartOwner, input: z.infer<typeof cartItemInput>) {
  const variant = await sellableVariant(db, input.variantId);
  checkStock(variant, input.quantity);
  await checkDigitalLines(db, null, [input]);
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

/**
 * A visitor's cart joins the member's once they sign in: quantities add up, within stock and 99 (a download
 * stays at 1). The visitor cart is locked and deleted in the same transaction, so two requests that arrive
 * with the same cookie at once merge it once: the second finds it gone.
 */
export async function mergeVisitorCart(db: Db, token: string, userId: number) {
  return db.transaction(async (tx) => {
    const [visitorCart] = await tx
      .select({ id: storeCarts.id })
      .from(storeCarts)
      .where(eq(storeCarts.token, token))
      .for("update");
    if (!visitorCart) return false;
    const memberCart = await ensureCart(tx, { userId });
    const lines = await tx
      .select({
        variantId: storeCartItems.variantId,
        quantity: storeCartItems.quantity,
        stock: storeVariants.stock,
        digital: sql<boolean>`${storeProducts.kind} = 'digital'`,
      })
      .from(storeCartItems)
      .innerJoin(storeVariants, eq(storeVariants.id, storeCartItems.variantId))
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
      .where(eq(storeCartItems.cartId, visitorCart.id));
    for (const line of lines) {
      const cap = line.digital ? 1 : Math.min(MAX_QUANTITY, line.stock ?? MAX_QUANTITY);
      await tx
        .insert(storeCartItems)
        .values({ cartId: memberCart, variantId: line.variantId, quantity: Math.min(cap, line.quantity) })
        .onConflictDoUpdate({
          target: [storeCartItems.cartId, storeCartItems.variantId],
          set: { quantity: sql`least(${storeCartItems.quantity} + ${line.quantity}, ${cap})` },
        });
    }
    await tx.delete(storeCarts).where(eq(storeCarts.id, visitorCart.id));
    return true;
  });
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
