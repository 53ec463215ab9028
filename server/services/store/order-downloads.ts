import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeOrderItems, storeOrders, storeProducts, storeVariants } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { forbidden, notFound } from "../../lib/errors";
import { BOUGHT_STATUSES } from "./digital";

/**
 * A paid digital order line and the product it delivers, for its buyer only: a link opened in
 * another member's session is refused, so a shared link gives nothing away.
 */
export async function orderedDownload(db: Db, itemId: number, user: SessionUser) {
  const [row] = await db
    .select({ product: storeProducts.slug, buyerId: storeOrders.userId })
    .from(storeOrderItems)
    .innerJoin(storeOrders, eq(storeOrders.id, storeOrderItems.orderId))
    .innerJoin(storeVariants, eq(storeVariants.id, storeOrderItems.variantId))
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(
      and(
        eq(storeOrderItems.id, itemId),
        eq(storeOrderItems.digital, true),
        inArray(storeOrders.status, [...BOUGHT_STATUSES]),
      ),
    );
  if (!row) throw notFound("Download not found.");
  if (row.buyerId !== user.id) {
    throw forbidden("This download belongs to another account. Sign in as its buyer, or open your own order.");
  }
  return row.product;
}
