import { forbidden } from "../lib/errors";
import { isAdminUser } from "../trpc/init";

type Viewer = { membershipTier: number; isAdmin: boolean; role: string } | null | undefined;

/** Property access compares the member's tier with the listing's tierLevel; tier 0 stays are open to everyone. */
export function canAccessListing(user: Viewer, listing: { tierLevel: number }): boolean {
  if (listing.tierLevel <= 0) return true;
  if (!user) return false;
  return isAdminUser(user) || user.membershipTier >= listing.tierLevel;
}

/** The listing card's wording, so server refusals read the same as the dimmed card. */
export function upgradeRequiredMessage(tierLevel: number): string {
  return `Membership upgrade required - This property requires tier ${tierLevel}.`;
}

export function assertCanAccessListing(user: Viewer, listing: { tierLevel: number }): void {
  if (!canAccessListing(user, listing)) throw forbidden(upgradeRequiredMessage(listing.tierLevel));
}
