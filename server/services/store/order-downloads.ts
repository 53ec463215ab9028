import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeOrderItems, storeOrders, storeProducts, storeVariants } from "../../../db/schema";

/** A paid digital order line and the product it delivers; null when the order is not (or no longer) paid. */
export async function orderedDownload(db: Db, itemId: number) {
  const [row] = await db
    .select({ product: storeProducts.slug })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderItems.variantId))
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(and(eq(storeOrderItems.id, itemId), eq(storeOrderItems.digital, true), inArray(storeOrders.status, ["paid", "fulfilled", "shipped"])));
  return row ?? null;
}
