type Viewer = { tier: number; isAdmin: boolean };

/**
 * Spec §6: property access compares the member's tier with the listing's tierLevel. Mirrors the
 * server's rule (server/services/listings/access.ts): tier 0 stays are open, admins see everything.
 */
export function isListingLocked(viewer: Viewer, tierLevel: number): boolean {
  if (tierLevel <= 0) return false;
  return !viewer.isAdmin && viewer.tier < tierLevel;
}

/** The gate's words, as on the listing card. */
export function upgradeRequiredText(tierLevel: number): string {
  return `Membership upgrade required - This property requires tier ${tierLevel}`;
}
