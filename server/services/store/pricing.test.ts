import { describe, expect, it } from "vitest";
import { memberOffer, priceFor, stockNote } from "./pricing";

const guide = { price: 4900, memberPrices: { "2": 0, "3": 0 } };

describe("store prices", () => {
  it("charges the regular price below the member tier and the member price from it", () => {
    expect([0, 1, 2, 3].map((tier) => priceFor(guide, tier))).toEqual([4900, 4900, 0, 0]);
    expect(priceFor({ price: 3800, memberPrices: {} }, 3)).toBe(3800);
    expect(priceFor({ price: 3800, memberPrices: { "1": 3400, "3": 3000 } }, 2)).toBe(3400);
  });

  it("names the first tier with a member price", () => {
    expect(memberOffer(guide)).toEqual({ tier: 2, plan: "Luxe Insider", price: 0 });
    expect(memberOffer({ price: 1000, memberPrices: {} })).toBeNull();
  });

  it("says Only N left from 5 down, and Sold out at none", () => {
    expect([null, 40, 6, 5, 3, 1, 0].map(stockNote)).toEqual([
      null,
      null,
      null,
      "Only 5 left",
      "Only 3 left",
      "Only 1 left",
      "Sold out",
    ]);
  });
});
