import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeOrderItems, storeOrders, storeVariants, type ShippingAddress } from "../../../db/schema";
import type { Mail } from "../mail/outbox";
import { removeBoughtItems } from "./cart";
import { countryName } from "@shared/countries";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Fulfils a paid order once: stock comes off in the same transaction, each variant row locked, so
 * two buyers of the last one never both get it. When stock no longer covers an order it is held,
 * nothing is taken from stock, and the buyer is told their payment will be refunded.
 */
export async function fulfilStoreOrder(
  tx: Db,
  input: { orderId: number; sessionId: string | null; address: ShippingAddress | null },
  now: Date,
  effects: { mails: Mail[] },
) {
  const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, input.orderId)).for("update");
  if (!order || order.status !== "pending") return "ignored" as const;
  const items = await tx.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, order.id));
  const variantIds = items.flatMap((i) => (i.variantId === null ? [] : [i.variantId]));
  const stock = variantIds.length
    ? await tx
        .select({ id: storeVariants.id, stock: storeVariants.stock })
        .from(storeVariants)
        .where(inArray(storeVariants.id, variantIds))
        .orderBy(storeVariants.id)
        .for("update")
    : [];
  const short = items.filter((i) => {
    const row = stock.find((s) => s.id === i.variantId);
    return !row || (row.stock !== null && row.stock < i.quantity);
  });
  if (short.length) {
    const names = short.map((i) => `${i.productName} (${i.variantName})`).join(", ");
    await tx
      .update(storeOrders)
      .set({
        status: "held",
        paidAt: now,
        shippingAddress: input.address,
        note: `Sold out before payment completed: ${names}. Refund due.`,
      })
      .where(eq(storeOrders.id, order.id));
    if (order.email) {
      effects.mails.push({
        to: order.email,
        subject: `Your Wildluxe order #${order.id} is on hold`,
        text: `We are sorry: ${names} sold out while you were paying, so we have held order #${order.id}. We will refund your ${dollars(order.total)} in full within 5 business days; you do not need to do anything.\n\nWildluxe`,
      });
    }
    return "held" as const;
  }
  for (const i of items) {
    if (i.variantId === null) continue;
    await tx
      .update(storeVariants)
      .set({ stock: sql`${storeVariants.stock} - ${i.quantity}` })
      .where(and(eq(storeVariants.id, i.variantId), sql`${storeVariants.stock} is not null`));
  }
  const digitalOnly = items.every((i) => i.digital);
  await tx
    .update(storeOrders)
    .set({ status: digitalOnly ? "fulfilled" : "paid", paidAt: now, shippingAddress: input.address })
    .where(eq(storeOrders.id, order.id));
  if (order.userId) await removeBoughtItems(tx, order.userId, variantIds);
  if (order.email) effects.mails.push(orderConfirmation(order, items, input.address));
  return "fulfilled" as const;
}

function orderConfirmation(
  order: typeof storeOrders.$inferSelect,
  items: Array<typeof storeOrderItems.$inferSelect>,
  address: ShippingAddress | null,
) {
  const lines = items
    .map((i) => `  ${i.quantity} x ${i.productName} (${i.variantName})  ${dollars(i.unitPrice * i.quantity)}`)
    .join("\n");
  const ship = address
    ? `\nShipping to:\n  ${address.name}\n  ${address.line1}${address.line2 ? `, ${address.line2}` : ""}\n  ${address.city}${address.state ? `, ${address.state}` : ""} ${address.postalCode}\n  ${countryName(address.country)}\n`
    : "";
  const downloads = items.some((i) => i.digital)
    ? "\nYour downloads are on your order page: /store/orders/" + order.id + "\n"
    : "";
  return {
    to: order.email!,
    subject: `Your Wildluxe order #${order.id}`,
    text: `Thank you for your order. This is your receipt.\n\nOrder #${order.id}\n${lines}\n  Shipping  ${dollars(order.shipping)}\n  Total paid  ${dollars(order.total)}\n${ship}${downloads}\nWildluxe`,
  };
}
