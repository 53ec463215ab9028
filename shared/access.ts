/**
 * The admin rule, for server checks and client screens alike (spec §6): the isAdmin flag or the
 * admin role. No user (signed out) is not an admin.
 */
export function isAdminUser(user: { isAdmin: boolean; role: string } | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.role === "admin"));
}

/** Whether a user reaches a membership tier: their plan is at least minTier, or they are an admin. */
export function hasTier(user: { isAdmin: boolean; role: string; membershipTier: number } | null | undefined, minTier: number): boolean {
  return isAdminUser(user) || (user?.membershipTier ?? 0) >= minTier;
}
