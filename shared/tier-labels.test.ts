import { describe, expect, it } from "vitest";
import { memberLabel, planNeededLabel, tierBadgeSrc, tierName } from "./tier-labels";

describe("tiers", () => {
  it("names tiers, with spec fallbacks", () => {
    expect(tierName(2)).toBe("Luxe Insider");
    expect(tierName(9)).toBe("Free");
  });

  it("names the plan a stay needs in plan words", () => {
    expect(planNeededLabel(0)).toBe("Open to everyone");
    expect(planNeededLabel(1)).toBe("Luxe Explorer and up");
    expect(planNeededLabel(2)).toBe("Luxe Insider and up");
    expect(planNeededLabel(3)).toBe("Luxe Elite");
  });

  it("labels members for the drawer", () => {
    expect(memberLabel(1)).toBe("Luxe Explorer Member");
    expect(memberLabel(0)).toBe("Member");
    expect(memberLabel(undefined)).toBe("Member");
  });

  it("has a badge only for tiers 1 to 3", () => {
    expect(tierBadgeSrc(3)).toBe("/images/badges/tier3-badge.svg");
    expect(tierBadgeSrc(0)).toBeNull();
  });
});
