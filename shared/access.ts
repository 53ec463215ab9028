/**
 * The admin rule, for server checks and client screens alike (spec §6): the isAdmin flag or the
 * admin role. No user (signed out) is not an admin.
 */
export function isAdminUser(user: { isAdmin: boolean; role: string } | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.role === "admin"));
}

/** Whether a user reaches a membership tier: their plan is at least minTier, or they are an admin. */
export function hasTier(
  user: { isAdmin: boolean; role: string; membershipTier: number } | null | undefined,
  minTier: number,
): boolean {
  return isAdminUser(user) || (user?.membershipTier ?? 0) >= minTier;
}

/** Who reads a stay: a member (their plan's tier), an admin, or a visitor (null). */
export type ListingViewer = { membershipTier: number; isAdmin: boolean; role: string } | null | undefined;

/** The highest listing tier a reader may see in full (spec §6): admins every tier, visitors tier 0 stays only. */
export function readerTier(user: ListingViewer): number {
  if (!user) return 0;
  return isAdminUser(user) ? Number.POSITIVE_INFINITY : Math.max(0, user.membershipTier);
}

/** Property access compares the reader's tier with the listing's tierLevel; tier 0 stays are open to everyone. */
export function canAccessListing(user: ListingViewer, listing: { tierLevel: number }): boolean {
  return listing.tierLevel <= readerTier(user);
}

/** The gate's words, as on the dimmed listing card (spec "Listing card"). */
export function upgradeRequiredText(tierLevel: number): string {
  return `Membership upgrade required - This property requires tier ${tierLevel}`;
}

/** The same words as a refusal's message. */
export const upgradeRequiredMessage = (tierLevel: number) => `${upgradeRequiredText(tierLevel)}.`;
