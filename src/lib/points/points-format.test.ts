import { describe, expect, it } from "vitest";
import {
  actionLimits,
  formatDelta,
  formatPoints,
  headerTierName,
  levelPlanNote,
  nextTierText,
  pageCount,
  pointsLevelLabel,
} from "./points-format";

describe("formatPoints", () => {
  it("groups thousands in US English", () => {
    expect(formatPoints(0)).toBe("0");
    expect(formatPoints(1240)).toBe("1,240");
    expect(formatPoints(1234567)).toBe("1,234,567");
  });

  it("signs history deltas", () => {
    expect(formatDelta(150)).toBe("+150");
    expect(formatDelta(-1200)).toBe("-1,200");
    expect(formatDelta(0)).toBe("0");
  });
});

describe("headerTierName", () => {
  it("names tier 0 Guest and an unknown tier Member", () => {
    expect(headerTierName(0)).toBe("Guest");
    expect(headerTierName(1)).toBe("Luxe Explorer");
    expect(headerTierName(2)).toBe("Luxe Insider");
    expect(headerTierName(3)).toBe("Luxe Elite");
    expect(headerTierName(7)).toBe("Member");
    expect(headerTierName(undefined)).toBe("Member");
  });
});

describe("nextTierText", () => {
  it("says how far the next tier is", () => {
    expect(nextTierText(740, "Premium", 1000)).toBe("260 points to the Premium points level");
    expect(nextTierText(1999, "Elite", 2000)).toBe("1 point to the Elite points level");
    expect(nextTierText(2400, null, null)).toBe("You have reached the top points level.");
  });
});

describe("levelPlanNote", () => {
  it("tells the points level apart from the member's plan", () => {
    expect(levelPlanNote(2)).toBe("Points levels follow your balance, apart from your Luxe Insider plan.");
    expect(levelPlanNote(0)).toBe("Points levels follow your balance, apart from any membership plan.");
  });
});

describe("actionLimits", () => {
  it("shows Nx/day and a cooldown only above 0", () => {
    expect(actionLimits({ maxTimesPerDay: 3, cooldownHours: 1 })).toEqual(["3x/day", "1h cooldown"]);
    expect(actionLimits({ maxTimesPerDay: 5, cooldownHours: 0 })).toEqual(["5x/day"]);
    expect(actionLimits({ maxTimesPerDay: 0, cooldownHours: 24 })).toEqual(["No daily limit", "24h cooldown"]);
  });
});

describe("pageCount", () => {
  it("has at least one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});

describe("pointsLevelLabel", () => {
  it('says a points level is one, so a Luxe Elite member with few points never reads "Explorer tier"', () => {
    expect(pointsLevelLabel("Explorer")).toBe("Points level: Explorer");
  });
});
