import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { emailOutbox, storeOrderItems, storeOrders, storeProducts, storeVariants } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { customerFields, openCheckout, prepare, type Caller } from "../payments/checkout";
import type { AfterCommit } from "../payments/fulfilment";
import type { PaymentDeps } from "../payments/stripe-client";
import { cartItemInput, pricedLines, readCart } from "./cart";
import { checkDigitalLines } from "./digital";
import { fulfilStoreOrder } from "./fulfil";
import { queueMail } from "../mail/outbox";
import { downloadLinks } from "./downloads";
import { shippingFor } from "@shared/shipping";

const SHIPPING_COUNTRIES = ["US", "CA", "GB", "IE", "AU", "NZ", "DE", "FR", "NL", "SE", "NO", "DK"] as const;

/**
 * Checkout for the member's cart: the order is written with prices read now from the server
 * (whatever the browser showed), then paid through Stripe Checkout (or the demo checkout). An
 * order that costs nothing (a member's free travel guide) is fulfilled at once by the same code.
 */
export async function createStoreCheckout(
  deps: PaymentDeps,
  caller: Caller & { user: SessionUser },
  buyNow?: z.infer<typeof cartItemInput>,
) {
  const { user } = caller;
  // "Buy now" pays for one item straight away and leaves the cart as it is.
  const cart = buyNow ? await pricedLines(deps.db, [buyNow], user) : await readCart(deps.db, { userId: user.id }, user);
  if (buyNow && !cart.items.length) throw notFound("That product is not for sale.");
  if (!cart.items.length) throw badRequest("Your cart is empty.");
  await checkDigitalLines(deps.db, user.id, cart.items);
  const problem = cart.items.find((i) => i.problem);
  if (problem)
    throw conflict(
      `${problem.productName} (${problem.variantName}): ${problem.problem} Update your cart and try again.`,
    );
  const shipping = shippingFor(cart);
  const total = cart.subtotal + shipping;

  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(storeOrders)
      .values({ userId: user.id, email: user.email, subtotal: cart.subtotal, shipping, total })
      .returning({ id: storeOrders.id });
    await tx.insert(storeOrderItems).values(
      cart.items.map((i) => ({
        orderId: order!.id,
        variantId: i.variantId,
        productName: i.productName,
        variantName: i.variantName,
        sku: i.sku,
        unitPrice: i.unitPrice,
        quantity: i.quantity,
        digital: i.digital,
      })),
    );
    return order!.id;
  });

  if (total === 0) {
    const effects: AfterCommit = { mails: [], cancelSubscriptions: [] };
    await deps.db.transaction((tx) =>
      fulfilStoreOrder(tx, { orderId, sessionId: null, address: null }, new Date(), effects),
    );
    await sendMails(deps, effects);
    return { url: `/store/orders/${orderId}`, orderId };
  }

  const gateway = await prepare(deps, caller);
  const metadata = {
    kind: "store_order",
    orderId: String(orderId),
    userId: String(user.id),
    itemName: `Wildluxe store order #${orderId}`,
  };
  const { url, id } = await openCheckout(
    deps,
    gateway,
    {
      mode: "payment",
      line_items: cart.items
        .filter((i) => i.unitPrice > 0)
        .map((i) => ({
          quantity: i.quantity,
          price_data: {
            currency: "usd",
            unit_amount: i.unitPrice,
            product_data: { name: `${i.productName} (${i.variantName})` },
          },
        })),
      ...(cart.needsShipping
        ? {
            shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] },
            shipping_options: [
              {
                shipping_rate_data: {
                  type: "fixed_amount",
                  display_name: shipping ? "Standard shipping" : "Free shipping",
                  fixed_amount: { amount: shipping, currency: "usd" },
                },
              },
            ],
          }
        : {}),
      success_url: `${deps.env.APP_URL}/store/orders/${orderId}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.env.APP_URL}${buyNow ? "/direct-shop" : "/store/cart"}`,
      metadata,
      payment_intent_data: { metadata },
      ...customerFields(user, user.email),
    },
    { userId: user.id, kind: "store_order", itemId: orderId, itemName: metadata.itemName, amount: total },
  );
  await deps.db.update(storeOrders).set({ sessionId: id }).where(eq(storeOrders.id, orderId));
  return { url, orderId };
}

async function sendMails(deps: PaymentDeps, effects: AfterCommit) {
  for (const mail of effects.mails) await queueMail(deps.db, mail);
}

/** A member's orders, newest first, with their lines and (for paid digital goods) download links. */
export async function memberOrders(db: Db, userId: number, secret: string, now = new Date()) {
  const orders = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.userId, userId), sql`${storeOrders.status} <> 'pending'`))
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id));
  return withItems(db, orders, secret, now);
}

export async function memberOrder(db: Db, userId: number, orderId: number, secret: string, now = new Date()) {
  const [order] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.id, orderId), eq(storeOrders.userId, userId)));
  if (!order) throw notFound("Order not found.");
  const [view] = await withItems(db, [order], secret, now);
  return { ...view!, mails: await orderMails(db, order) };
}

/** The mails this order sent its buyer (the confirmation with its receipt, a hold, a shipment), oldest first. */
async function orderMails(db: Db, order: typeof storeOrders.$inferSelect) {
  if (!order.email) return [];
  const subject = `Your Wildluxe order #${order.id}`;
  return db
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, order.email),
        inArray(emailOutbox.subject, [subject, `${subject} is on hold`, `${subject} has shipped`]),
      ),
    )
    .orderBy(asc(emailOutbox.id));
}

async function withItems(db: Db, orders: Array<typeof storeOrders.$inferSelect>, secret: string, now: Date) {
  if (!orders.length) return [];
  const items = await db
    .select({ item: storeOrderItems, image: storeProducts.image, slug: storeProducts.slug })
    .from(storeOrderItems)
    .leftJoin(storeVariants, eq(storeVariants.id, storeOrderItems.variantId))
    .leftJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(
      inArray(
        storeOrderItems.orderId,
        orders.map((o) => o.id),
      ),
    );
  return orders.map((o) => {
    const own = items.filter((r) => r.item.orderId === o.id);
    const paid = o.status === "paid" || o.status === "shipped" || o.status === "fulfilled";
    return {
      id: o.id,
      status: o.status,
      subtotal: o.subtotal,
      shipping: o.shipping,
      total: o.total,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      shippedAt: o.shippedAt,
      tracking: o.tracking,
      note: o.note,
      benefit: o.benefit,
      shippingAddress: o.shippingAddress,
      items: own.map((r) => ({ ...r.item, image: r.image, productSlug: r.slug })),
      downloads: paid
        ? downloadLinks(
            own.filter((r) => r.item.digital).map((r) => r.item),
            secret,
            now,
          )
        : [],
    };
  });
}
