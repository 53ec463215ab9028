/**
 * Spec §4 tiers, the one place their names and numbers are written. Three vocabularies meet a
 * member (docs/decisions/010-tier-words.md): the membership plan by tier number, the points level
 * by balance, and the property form's words for a stay's tierLevel.
 */

/** Membership plans by tier number (0 is no plan). */
export const TIER_NAMES: Readonly<Record<number, string>> = {
  1: "Luxe Explorer",
  2: "Luxe Insider",
  3: "Luxe Elite",
};

export type MemberTier = 1 | 2 | 3;

/** Membership level label: 0 Standard, 1-3 by plan name, unknown Standard. */
export function membershipLevelName(tier: number | null | undefined): string {
  return (tier !== null && tier !== undefined && TIER_NAMES[tier]) || "Standard";
}

/** Points levels by balance: under 1000 Explorer, 1000 to under 2000 Premium, 2000 and over Elite. */
export const POINTS_TIERS = [
  { name: "Explorer", from: 0 },
  { name: "Premium", from: 1000 },
  { name: "Elite", from: 2000 },
] as const;

/** Spec §5: the property form's words for a stay's tierLevel 1-3. */
export const LISTING_TIER_WORDS = [
  { value: 1, label: "Standard" },
  { value: 2, label: "Premium" },
  { value: 3, label: "Luxury" },
] as const;

/** Reviews, photos and tips on a stay come with Luxe Insider (spec §6). */
export const CONTRIBUTOR_TIER = 2 satisfies MemberTier;
/** The Story journal comes with Luxe Insider (spec §6). */
export const STORY_MIN_TIER = 2 satisfies MemberTier;
/** Chrissy, the AI travel concierge, comes with Luxe Elite. */
export const CONCIERGE_MIN_TIER = 3 satisfies MemberTier;
/** The decal pack is free once for Luxe Explorer members and up. */
export const DECAL_PACK_MIN_TIER = 1 satisfies MemberTier;
