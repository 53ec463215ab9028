import { describe, expect, it } from "vitest";
import { visibleListing } from "./access";
import { canAccessListing, upgradeRequiredMessage } from "@shared/access";

const member = (membershipTier: number, admin = false) => ({
  membershipTier,
  isAdmin: admin,
  role: admin ? "admin" : "member",
});

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

describe("visibleListing", () => {
  const stay = {
    id: 4,
    name: "Glass Cabin",
    tierLevel: 2,
    description: "<p>Floor-to-ceiling glass &amp; a cedar hot tub.</p>",
    gallery: ["/images/a.jpg"],
    externalUrl: "https://book.example.com/glass",
    amenities: [{ id: 1, name: "Hot tub" }],
  };

  it("below the stay's tier keeps only the teaser: no full description, gallery, booking link or amenities", () => {
    expect(visibleListing(member(1), stay)).toEqual({
      id: 4,
      name: "Glass Cabin",
      tierLevel: 2,
      description: null,
      gallery: [],
      externalUrl: null,
      amenities: [],
      teaser: "Floor-to-ceiling glass & a cedar hot tub.",
      locked: true,
    });
    expect(visibleListing(null, stay).locked).toBe(true);
  });

  it("sends the whole stay at its tier and to admins", () => {
    expect(visibleListing(member(2), stay)).toEqual({
      ...stay,
      teaser: "Floor-to-ceiling glass & a cedar hot tub.",
      locked: false,
    });
    expect(visibleListing(member(0, true), stay).locked).toBe(false);
  });
});
