import { hasTier } from "@shared/access";
import { tierName } from "@shared/tier-labels";

/**
 * Spec §6: what each membership tier unlocks; a tier includes everything below it. The list
 * follows what the server enforces: spec §6 names saved favorites a Luxe Explorer perk, but
 * every signed-in member can save favorites, so they sit in the "every member" group (tier 0).
 */
const TIER_UNLOCKS = [
  { tier: 0, label: "Saved favorites", href: "/favorites" },
  { tier: 1, label: "Loyalty points every month", href: "/account/points" },
  { tier: 1, label: "Early access to new stays", href: "/listings" },
  { tier: 1, label: "Scanner alerts", href: null },
  { tier: 1, label: "Decal pack (US only)", href: "/store" },
  { tier: 2, label: "Mobile member dashboard", href: "/travelers/dashboard" },
  { tier: 2, label: "Reviews and ratings", href: "/listings" },
  { tier: 2, label: "Media upload", href: "/listings" },
  { tier: 2, label: "Story journal", href: "/submit-journal" },
  { tier: 3, label: "AI travel concierge", href: "/concierge" },
  { tier: 3, label: "Welcome packages", href: null },
] as const;

export type TierUnlock = (typeof TIER_UNLOCKS)[number] & { unlocked: boolean; tierName: string };

/** The group heading: a plan's name, or "Every member" for what a free account already has. */
function unlockGroupName(tier: number): string {
  return tier === 0 ? "Every member" : tierName(tier);
}

/** Each benefit with whether this member has it, by the shared tier rule (admins have everything). */
export function tierUnlocks(member: Parameters<typeof hasTier>[0]): TierUnlock[] {
  return TIER_UNLOCKS.map((item) => ({
    ...item,
    unlocked: hasTier(member, item.tier),
    tierName: unlockGroupName(item.tier),
  }));
}

/** Benefits grouped by the tier that brings them, in tier order. */
export function unlocksByTier(
  items: TierUnlock[],
): Array<{ tier: number; tierName: string; unlocked: boolean; items: TierUnlock[] }> {
  const tiers = [...new Set(items.map((i) => i.tier))].sort((a, b) => a - b);
  return tiers.map((tier) => {
    const group = items.filter((i) => i.tier === tier);
    return { tier, tierName: unlockGroupName(tier), unlocked: group.every((i) => i.unlocked), items: group };
  });
}
