import { describe, expect, it } from "vitest";
import { checkoutTierName, formatPrice, parseTierId, planBadges } from "./plan-rules";

describe("formatPrice", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(formatPrice(999)).toBe("$9.99");
    expect(formatPrice(1499)).toBe("$14.99");
    expect(formatPrice(1999)).toBe("$19.99");
    expect(formatPrice(49999)).toBe("$499.99");
    expect(formatPrice(4900)).toBe("$49.00");
  });
});

describe("planBadges", () => {
  it("marks plan 2 Most Popular and 14 Days FREE", () => {
    expect(planBadges({ id: 2, popular: true })).toEqual(["Most Popular", "14 Days FREE"]);
  });

  it("gives plan 3 the free days and double points", () => {
    expect(planBadges({ id: 3, popular: false })).toEqual(["14 Days FREE", "Double reward points"]);
  });

  it("gives plan 1 no badges", () => {
    expect(planBadges({ id: 1, popular: false })).toEqual([]);
  });
});

describe("checkoutTierName", () => {
  it("sends Luxe Explorer as Explorer and the others by name", () => {
    expect(checkoutTierName({ id: 1, name: "Luxe Explorer" })).toBe("Explorer");
    expect(checkoutTierName({ id: 2, name: "Luxe Insider" })).toBe("Luxe Insider");
    expect(checkoutTierName({ id: 3, name: "Luxe Elite" })).toBe("Luxe Elite");
  });
});

describe("parseTierId", () => {
  it("accepts 1 to 3", () => {
    expect(parseTierId("1")).toBe(1);
    expect(parseTierId("3")).toBe(3);
  });

  it("rejects anything else", () => {
    for (const raw of [undefined, "", "0", "4", "2.0", "02", "elite", "-1"]) expect(parseTierId(raw)).toBeNull();
  });
});
