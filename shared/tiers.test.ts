import { describe, expect, it } from "vitest";
import { hasTier, isAdminUser } from "./access";
import {
  CONCIERGE_MIN_TIER,
  CONTRIBUTOR_TIER,
  LISTING_TIER_WORDS,
  membershipLevelName,
  POINTS_TIERS,
  STORY_MIN_TIER,
  TIER_NAMES,
} from "./tiers";

describe("tiers (spec §4)", () => {
  it("names the three plans by tier number", () => {
    expect([1, 2, 3].map((t) => TIER_NAMES[t])).toEqual(["Luxe Explorer", "Luxe Insider", "Luxe Elite"]);
    expect(TIER_NAMES[0]).toBeUndefined();
  });

  it("names membership levels, Standard for no plan", () => {
    expect(membershipLevelName(0)).toBe("Standard");
    expect(membershipLevelName(3)).toBe("Luxe Elite");
    expect(membershipLevelName(null)).toBe("Standard");
  });

  it("sets points levels at 1000 and 2000 points", () => {
    expect(POINTS_TIERS.map((t) => `${t.name} ${t.from}`)).toEqual(["Explorer 0", "Premium 1000", "Elite 2000"]);
  });

  it("keeps the property form's tier words", () => {
    expect(LISTING_TIER_WORDS.map((t) => `${t.value} ${t.label}`)).toEqual(["1 Standard", "2 Premium", "3 Luxury"]);
  });

  it("opens contributions and stories at Luxe Insider and Chrissy at Luxe Elite", () => {
    expect(TIER_NAMES[CONTRIBUTOR_TIER]).toBe("Luxe Insider");
    expect(TIER_NAMES[STORY_MIN_TIER]).toBe("Luxe Insider");
    expect(TIER_NAMES[CONCIERGE_MIN_TIER]).toBe("Luxe Elite");
  });
});

describe("isAdminUser (spec §6)", () => {
  it("is the isAdmin flag or the admin role", () => {
    expect(isAdminUser({ isAdmin: true, role: "user" })).toBe(true);
    expect(isAdminUser({ isAdmin: false, role: "admin" })).toBe(true);
    expect(isAdminUser({ isAdmin: false, role: "user" })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
});

describe("hasTier", () => {
  it("lets a plan at or above the tier through, and admins always", () => {
    const member = (membershipTier: number) => ({ isAdmin: false, role: "user", membershipTier });
    expect(hasTier(member(2), 2)).toBe(true);
    expect(hasTier(member(1), 2)).toBe(false);
    expect(hasTier({ isAdmin: false, role: "admin", membershipTier: 0 }, 3)).toBe(true);
    expect(hasTier(null, 1)).toBe(false);
  });
});
