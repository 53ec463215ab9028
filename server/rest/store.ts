import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { TRAVEL_GUIDE_SLUG } from "../../db/seed/store";
import { badRequest } from "../lib/errors";
import { idOrSlug } from "../lib/inputs";
import { addCartItem, cartItemInput, readCart, removeCartItem } from "../services/store/cart";
import { cartOwner } from "../services/store/cart-session";
import { getStoreCollection, listStoreProducts } from "../services/store/catalog";
import { downloadSecret, verifyDownloadToken } from "../services/store/downloads";
import { createStoreCheckout, memberOrders } from "../services/store/orders";
import { orderedDownload } from "../services/store/order-downloads";
import { travelGuidePdf } from "../services/store/travel-guide";
import {
  cookieSetter,
  currentUser,
  idParam,
  parseWith,
  readJson,
  requireMember,
  type AppContext,
  type AppEnv,
} from "./http";
import { invalidates } from "./public-cache";

const cartRequest = (c: AppContext) => ({
  db: c.get("deps").db,
  user: c.get("auth").user,
  cookie: (name: string) => getCookie(c, name),
  setCookie: cookieSetter(c),
  secure: c.get("deps").env.APP_URL.startsWith("https:"),
});

/** The store's REST paths for scripts and tests; the site itself uses the same services through tRPC. */
export const storeRoutes = new Hono<AppEnv>()
  .get("/store/products", async (c) => c.json(await listStoreProducts(c.get("deps").db, c.get("auth").user)))
  .get("/store/collections/:id", async (c) =>
    c.json(await getStoreCollection(c.get("deps").db, c.get("auth").user, parseWith(idOrSlug, c.req.param("id")))),
  )
  .get("/store/cart", async (c) =>
    c.json(await readCart(c.get("deps").db, await cartOwner(cartRequest(c), false), c.get("auth").user)),
  )
  .post("/store/cart/items", invalidates("own"), async (c) => {
    const input = await readJson(c, cartItemInput);
    const owner = (await cartOwner(cartRequest(c), true))!;
    await addCartItem(c.get("deps").db, owner, input);
    return c.json(await readCart(c.get("deps").db, owner, c.get("auth").user), 201);
  })
  .delete("/store/cart/items/:variantId", invalidates("own"), async (c) => {
    const variantId = parseWith(idParam, c.req.param("variantId"));
    const owner = await cartOwner(cartRequest(c), false);
    if (owner) await removeCartItem(c.get("deps").db, owner, variantId);
    return c.json(await readCart(c.get("deps").db, owner, c.get("auth").user));
  })
  .post("/store/checkout", invalidates("public"), requireMember, async (c) =>
    c.json(await createStoreCheckout(c.get("deps"), { user: currentUser(c), ip: c.get("ip") })),
  )
  .get("/store/orders", requireMember, async (c) => {
    const { db } = c.get("deps");
    return c.json(await memberOrders(db, currentUser(c).id, await downloadSecret(db)));
  })
  // The link is signed and short-lived, and opens only in its buyer's session.
  .get("/store/downloads/:token", requireMember, async (c) => {
    const { db, env } = c.get("deps");
    const user = currentUser(c);
    const itemId = verifyDownloadToken(c.req.param("token"), await downloadSecret(db), new Date());
    if ((await orderedDownload(db, itemId, user)) !== TRAVEL_GUIDE_SLUG) throw badRequest("This item has no download.");
    // The guide shows each stay as its buyer may see it now: gated stays above their tier in brief.
    const pdf = await travelGuidePdf(db, env.DATA_DIR, env.APP_URL, user);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="Wildluxe-Travel-Guide.pdf"',
      "Cache-Control": "private, no-store",
    });
  });
