import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeOrderItems, storeOrders, storeProducts, storeVariants } from "../../../db/schema";
import { badRequest, conflict } from "../../lib/errors";

/** Orders that count as bought: paid for (or free), whatever happened to them since. */
export const BOUGHT_STATUSES = ["paid", "fulfilled", "shipped"] as const;

/**
 * The digital products a member already owns, each with the newest order that delivers it (its page has a
 * fresh download link): a download is one per customer, so it is never sold to them twice.
 */
export async function ownedDigital(db: Db, userId: number, productIds?: number[]): Promise<Map<number, number>> {
  if (productIds && !productIds.length) return new Map();
  const rows = await db
    .select({ productId: storeVariants.productId, orderId: storeOrders.id })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderItems.variantId))
    .where(
      and(
        eq(storeOrders.userId, userId),
        eq(storeOrderItems.digital, true),
        inArray(storeOrders.status, [...BOUGHT_STATUSES]),
        productIds ? inArray(storeVariants.productId, productIds) : undefined,
      ),
    )
    .orderBy(desc(storeOrders.id));
  const owned = new Map<number, number>();
  for (const r of rows) if (!owned.has(r.productId)) owned.set(r.productId, r.orderId);
  return owned;
}

type DigitalLine = { variantId: number; quantity: number };

/**
 * Refuses a digital item in any quantity but 1 (400), and one the member already owns (409, pointing to the
 * order that has its download). Lines of physical goods pass untouched.
 */
export async function checkDigitalLines(db: Db, userId: number | null, lines: readonly DigitalLine[]) {
  if (!lines.length) return;
  const rows = await db
    .select({ variantId: storeVariants.id, productId: storeProducts.id, name: storeProducts.name })
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(
      and(
        inArray(
          storeVariants.id,
          lines.map((l) => l.variantId),
        ),
        eq(storeProducts.kind, "digital"),
      ),
    );
  for (const row of rows) {
    const line = lines.find((l) => l.variantId === row.variantId)!;
    if (line.quantity !== 1) throw badRequest(`${row.name} is a download: one per customer, so the quantity is 1.`);
  }
  if (userId === null || !rows.length) return;
  const owned = await ownedDigital(
    db,
    userId,
    rows.map((r) => r.productId),
  );
  const mine = rows.find((r) => owned.has(r.productId));
  if (mine)
    throw conflict(
      `You already own ${mine.name}: download it again from order #${owned.get(mine.productId)} in your orders.`,
    );
}
