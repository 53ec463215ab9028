import { serialize } from "hono/utils/cookie";
import type { Db } from "../../../db/client";
import { CART_COOKIE, mergeVisitorCart, newCartToken, type CartOwner } from "./cart";

/** What a request tells about its cart: who is signed in, its cookies, and how to set one. */
export type CartRequest = {
  db: Db;
  user: { id: number } | null;
  cookie?: ((name: string) => string | undefined) | undefined;
  setCookie: (value: string) => void;
  secure: boolean;
};

const TOKEN = /^[\w-]{20,64}$/;
const cartCookie = (value: string, maxAge: number, secure: boolean) =>
  serialize(CART_COOKIE, value, { path: "/", httpOnly: true, sameSite: "Lax", maxAge, secure });

/**
 * The cart a request reads: a member's own (a visitor cart left in the cookie joins it first, then the
 * cookie is cleared), or a visitor's by cookie. `create` gives a visitor without one a new cart cookie.
 */
export async function cartOwner(req: CartRequest, create: boolean): Promise<CartOwner | null> {
  const token = req.cookie?.(CART_COOKIE);
  const valid = token && TOKEN.test(token) ? token : null;
  if (req.user) {
    if (valid) {
      await mergeVisitorCart(req.db, valid, req.user.id);
      req.setCookie(cartCookie("", 0, req.secure));
    }
    return { userId: req.user.id };
  }
  if (valid) return { token: valid };
  if (!create) return null;
  const fresh = newCartToken();
  req.setCookie(cartCookie(fresh, 60 * 60 * 24 * 30, req.secure));
  return { token: fresh };
}
