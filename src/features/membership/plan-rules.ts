import type { RouterOutputs } from "@/lib/trpc";

export type Plan = RouterOutputs["catalog"]["plans"][number];

export const CHECKOUT_FALLBACK_ERROR = "Failed to start checkout process. Please try again.";

/** Spec §9: cents shown as dollars with two decimals, e.g. 1499 -> "$14.99". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Spec §9 badges: the popular plan is Most Popular; plans 2 and 3 are 14 Days FREE; plan 3 doubles points. */
export function planBadges(plan: Pick<Plan, "id" | "popular">): string[] {
  const badges: string[] = [];
  if (plan.popular) badges.push("Most Popular");
  if (plan.id === 2 || plan.id === 3) badges.push("14 Days FREE");
  if (plan.id === 3) badges.push("Double reward points");
  return badges;
}

/** Spec §7: the checkout call names Luxe Explorer "Explorer"; the other tiers go by their full names. */
export function checkoutTierName(plan: Pick<Plan, "id" | "name">): string {
  return plan.name === "Luxe Explorer" ? "Explorer" : plan.name;
}

/** /subscribe/:tierId accepts the plan ids 1 to 3 only. */
export function parseTierId(raw: string | undefined): number | null {
  if (!raw || !/^[1-3]$/.test(raw)) return null;
  return Number(raw);
}
