/** Standard shipping for goods, in cents. */
const SHIPPING_CENTS = 800;
/** Goods worth this much or more (in cents, $100) ship free. */
export const FREE_SHIPPING_FROM = 10_000;

/** What shipping costs for a cart: nothing for digital-only carts and from $100 of goods, else the standard rate. */
export const shippingFor = (cart: { needsShipping: boolean; subtotal: number }) =>
  cart.needsShipping && cart.subtotal < FREE_SHIPPING_FROM ? SHIPPING_CENTS : 0;
