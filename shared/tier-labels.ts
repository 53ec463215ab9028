import { TIER_NAMES } from "./tiers";

/** Spec §4: tier name by id, "Free" when unknown. */
export function tierName(tier: number | null | undefined): string {
  return (tier !== null && tier !== undefined && TIER_NAMES[tier]) || "Free";
}

/** The mobile drawer's label: "{tier name} Member", else "Member". */
export function memberLabel(tier: number | null | undefined): string {
  const name = tier !== null && tier !== undefined ? TIER_NAMES[tier] : undefined;
  return name ? `${name} Member` : "Member";
}

/**
 * The plan a stay's tierLevel asks for, in the plans' own words, so "tier 2" on a stay is not
 * mistaken for a points level: "Open to everyone", "Luxe Insider and up", "Luxe Elite".
 */
export function planNeededLabel(tierLevel: number): string {
  const name = TIER_NAMES[tierLevel];
  if (tierLevel <= 0 || !name) return "Open to everyone";
  return tierLevel >= 3 ? name : `${name} and up`;
}

/** Tier badge image (1 blue, 2 amber, 3 purple); tier 0 has none. */
export function tierBadgeSrc(tier: number | null | undefined): string | null {
  return tier && TIER_NAMES[tier] ? `/images/badges/tier${tier}-badge.svg` : null;
}
