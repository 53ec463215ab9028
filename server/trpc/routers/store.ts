import { z } from "zod";
import { idInput, idOrSlug } from "../../lib/inputs";
import { claimDecalPack, shippingAddressInput } from "../../services/store/benefits";
import { DECAL_PACK_MIN_TIER } from "@shared/tiers";
import { addCartItem, cartItemInput, readCart, removeCartItem, setCartItemQuantity } from "../../services/store/cart";
import { cartOwner } from "../../services/store/cart-session";
import {
  featuredStoreProduct,
  getStoreCollection,
  getStoreProduct,
  listStoreCollections,
  listStoreProducts,
} from "../../services/store/catalog";
import { downloadSecret } from "../../services/store/downloads";
import { createStoreCheckout, memberOrder, memberOrders } from "../../services/store/orders";
import type { Context } from "../context";
import { memberProcedure, publicProcedure, router, tierProcedure } from "../init";

const cartRequest = (ctx: Context) => ({
  db: ctx.db,
  user: ctx.user,
  cookie: ctx.cookie,
  setCookie: ctx.setCookie,
  secure: ctx.env.APP_URL.startsWith("https:"),
});

async function cartView(ctx: Context, create = false) {
  return readCart(ctx.db, await cartOwner(cartRequest(ctx), create), ctx.user);
}

/** The store: catalogue and cart for everyone, checkout, orders and benefits for members. */
export const storeRouter = router({
  collections: publicProcedure.input(z.void()).query(({ ctx }) => listStoreCollections(ctx.db)),
  products: publicProcedure.input(z.void()).query(({ ctx }) => listStoreProducts(ctx.db, ctx.user)),
  collection: publicProcedure.input(idOrSlug).query(({ ctx, input }) => getStoreCollection(ctx.db, ctx.user, input)),
  product: publicProcedure
    .input(z.string().trim().min(1).max(160))
    .query(({ ctx, input }) => getStoreProduct(ctx.db, ctx.user, input)),
  featured: publicProcedure.input(z.void()).query(({ ctx }) => featuredStoreProduct(ctx.db, ctx.user)),

  cart: publicProcedure.input(z.void()).query(({ ctx }) => cartView(ctx)),
  addItem: publicProcedure
    .meta({ invalidates: "own" })
    .input(cartItemInput)
    .mutation(async ({ ctx, input }) => {
      await addCartItem(ctx.db, (await cartOwner(cartRequest(ctx), true))!, input);
      return cartView(ctx);
    }),
  setQuantity: publicProcedure
    .meta({ invalidates: "own" })
    .input(cartItemInput)
    .mutation(async ({ ctx, input }) => {
      const owner = await cartOwner(cartRequest(ctx), false);
      if (owner) await setCartItemQuantity(ctx.db, owner, input);
      return cartView(ctx);
    }),
  removeItem: publicProcedure
    .meta({ invalidates: "own" })
    .input(idInput)
    .mutation(async ({ ctx, input }) => {
      const owner = await cartOwner(cartRequest(ctx), false);
      if (owner) await removeCartItem(ctx.db, owner, input);
      return cartView(ctx);
    }),

  checkout: memberProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => createStoreCheckout(ctx, ctx)),
  buyNow: memberProcedure
    .meta({ invalidates: "public" })
    .input(cartItemInput)
    .mutation(({ ctx, input }) => createStoreCheckout(ctx, ctx, input)),
  orders: memberProcedure
    .input(z.void())
    .query(async ({ ctx }) => memberOrders(ctx.db, ctx.user.id, await downloadSecret(ctx.db))),
  order: memberProcedure
    .input(idInput)
    .query(async ({ ctx, input }) => memberOrder(ctx.db, ctx.user.id, input, await downloadSecret(ctx.db))),
  claimDecalPack: tierProcedure(DECAL_PACK_MIN_TIER)
    .meta({ invalidates: "public" })
    .input(shippingAddressInput)
    .mutation(({ ctx, input }) => claimDecalPack(ctx, ctx.user, input)),
});
