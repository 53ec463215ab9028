import { describe, expect, it } from "vitest";
import { canAccessListing, readerTier, upgradeRequiredMessage, upgradeRequiredText } from "./access";

const member = (membershipTier: number, isAdmin = false) => ({
  membershipTier,
  isAdmin,
  role: isAdmin ? "admin" : "member",
});

describe("the tier rule, one for the server and the screens", () => {
  it("opens tier 0 stays to everyone and others from their tier up", () => {
    expect(canAccessListing(null, { tierLevel: 0 })).toBe(true);
    expect(canAccessListing(null, { tierLevel: 1 })).toBe(false);
    expect(canAccessListing(member(1), { tierLevel: 2 })).toBe(false);
    expect(canAccessListing(member(2), { tierLevel: 2 })).toBe(true);
    expect(canAccessListing(member(3), { tierLevel: 2 })).toBe(true);
  });

  it("lets admins read every tier", () => {
    expect(readerTier(member(0, true))).toBe(Number.POSITIVE_INFINITY);
    expect(canAccessListing(member(0, true), { tierLevel: 3 })).toBe(true);
  });

  it("words the gate as the listing card does, and the refusal with the same words", () => {
    expect(upgradeRequiredText(2)).toBe("Membership upgrade required - This property requires tier 2");
    expect(upgradeRequiredMessage(2)).toBe("Membership upgrade required - This property requires tier 2.");
  });
});
