import { describe, expect, it } from "vitest";
import { isListingLocked, upgradeRequiredText } from "./listing-access";

describe("isListingLocked", () => {
  it("opens tier 0 stays to everyone", () => {
    expect(isListingLocked({ tier: 0, isAdmin: false }, 0)).toBe(false);
  });

  it("locks stays above the member's tier", () => {
    expect(isListingLocked({ tier: 0, isAdmin: false }, 1)).toBe(true);
    expect(isListingLocked({ tier: 1, isAdmin: false }, 2)).toBe(true);
    expect(isListingLocked({ tier: 2, isAdmin: false }, 2)).toBe(false);
    expect(isListingLocked({ tier: 3, isAdmin: false }, 2)).toBe(false);
  });

  it("lets admins through, as the server does", () => {
    expect(isListingLocked({ tier: 0, isAdmin: true }, 3)).toBe(false);
  });
});

describe("upgradeRequiredText", () => {
  it("uses the spec's words", () => {
    expect(upgradeRequiredText(2)).toBe("Membership upgrade required - This property requires tier 2");
  });
});
