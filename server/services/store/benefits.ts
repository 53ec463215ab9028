import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { storeOrderItems, storeOrders, storeProducts, storeVariants } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from "../../lib/errors";
import { queueMail } from "../mail/outbox";
import type { AfterCommit } from "../payments/fulfilment";
import type { PaymentDeps } from "../payments/stripe-client";
import { fulfilStoreOrder } from "./fulfil";
import { DECAL_PACK_MIN_TIER } from "@shared/tiers";

export const shippingAddressInput = z.object({
  name: z.string().trim().min(1, "Enter the name to ship to.").max(120),
  line1: z.string().trim().min(1, "Enter the street address.").max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1, "Enter the city.").max(120),
  state: z.string().trim().max(60).optional(),
  postalCode: z.string().trim().min(3, "Enter the postal code.").max(20),
  country: z.string().trim().toUpperCase().length(2, "Use the two-letter country code, e.g. US."),
});

/** The decal pack, free once for Luxe Explorer members and up with a US address, through the same order fulfilment. */
export async function claimDecalPack(
  deps: PaymentDeps,
  user: SessionUser,
  address: z.infer<typeof shippingAddressInput>,
) {
  if (user.membershipTier < DECAL_PACK_MIN_TIER)
    throw forbidden("The decal pack is a Luxe Explorer benefit: join Luxe Explorer or higher to claim it.");
  if (address.country !== "US") throw badRequest("The decal pack ships to US addresses only.");
  const [variant] = await deps.db
    .select({ id: storeVariants.id, name: storeVariants.name, sku: storeVariants.sku, product: storeProducts.name })
    .from(storeProducts)
    .innerJoin(storeVariants, eq(storeVariants.productId, storeProducts.id))
    .where(
      and(eq(storeProducts.benefit, "decal_pack"), isNull(storeProducts.archivedAt), isNull(storeVariants.archivedAt)),
    )
    .orderBy(asc(storeVariants.position))
    .limit(1);
  if (!variant) throw notFound("The decal pack is not available right now.");
  const effects: AfterCommit = { mails: [], cancelSubscriptions: [] };
  const result = await deps.db
    .transaction(async (tx) => {
      const [order] = await tx
        .insert(storeOrders)
        .values({ userId: user.id, email: user.email, subtotal: 0, shipping: 0, total: 0, benefit: "decal_pack" })
        .returning({ id: storeOrders.id });
      await tx.insert(storeOrderItems).values({
        orderId: order!.id,
        variantId: variant.id,
        productName: variant.product,
        variantName: variant.name,
        sku: variant.sku,
        unitPrice: 0,
        quantity: 1,
        digital: false,
      });
      const outcome = await fulfilStoreOrder(
        tx,
        {
          orderId: order!.id,
          sessionId: null,
          address: { ...address, line2: address.line2 ?? null, state: address.state ?? null },
        },
        new Date(),
        effects,
      );
      if (outcome !== "fulfilled") throw conflict("The decal pack is out of stock right now; please try again soon.");
      return { orderId: order!.id };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict("You have already claimed your decal pack.");
      throw error;
    });
  for (const mail of effects.mails) await queueMail(deps.db, mail);
  return result;
}
