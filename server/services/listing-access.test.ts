import { describe, expect, it } from "vitest";
import { canAccessListing, upgradeRequiredMessage } from "./listing-access";

const member = (membershipTier: number, admin = false) => ({ membershipTier, isAdmin: admin, role: admin ? "admin" : "member" });

describe("canAccessListing", () => {
  it("compares the member's tier with the listing's tierLevel", () => {
    expect(canAccessListing(null, { tierLevel: 0 })).toBe(true);
    expect(canAccessListing(null, { tierLevel: 1 })).toBe(false);
    expect(canAccessListing(member(1), { tierLevel: 2 })).toBe(false);
    expect(canAccessListing(member(2), { tierLevel: 2 })).toBe(true);
    expect(canAccessListing(member(3), { tierLevel: 1 })).toBe(true);
    expect(canAccessListing(member(0, true), { tierLevel: 3 })).toBe(true);
  });

  it("words a refusal like the listing card", () => {
    expect(upgradeRequiredMessage(3)).toBe("Membership upgrade required - This property requires tier 3.");
  });
});
