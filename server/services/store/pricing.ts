import { TIER_NAMES } from "@shared/tiers";

export type Priced = { price: number; memberPrices: Record<string, number> };

/** What a reader of this membership tier pays: the lowest member price their tier reaches, else the regular price. */
export function priceFor(variant: Priced, tier: number): number {
  let best = variant.price;
  for (const [minTier, cents] of Object.entries(variant.memberPrices)) {
    if (tier >= Number(minTier) && cents < best) best = cents;
  }
  return best;
}

/** The cheapest member offer a variant has, for "Free for Luxe Insider" beside the price. */
export function memberOffer(variant: Priced): { tier: number; plan: string; price: number } | null {
  const offers = Object.entries(variant.memberPrices)
    .map(([tier, price]) => ({ tier: Number(tier), price }))
    .filter((o) => o.tier >= 1 && o.tier <= 3 && o.price < variant.price)
    .sort((a, b) => a.tier - b.tier);
  const first = offers[0];
  return first ? { ...first, plan: TIER_NAMES[first.tier]! } : null;
}

/** "Only 3 left", "Sold out" or nothing, as the product page says it. */
export function stockNote(stock: number | null): string | null {
  if (stock === null) return null;
  if (stock <= 0) return "Sold out";
  if (stock <= 5) return `Only ${stock} left`;
  return null;
}
