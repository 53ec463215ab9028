import { describe, expect, it } from "vitest";
import { formatMoney } from "@shared/money";
import { forNightsText, stayRangeText } from "./stay-text";

describe("a stay's total and dates on a card", () => {
  it("says the total for the nights", () => {
    expect(`${formatMoney(114_000, "USD")} ${forNightsText(3)}`).toBe("$1,140 for 3 nights");
    expect(`${formatMoney(28_550, "EUR")} ${forNightsText(1)}`).toBe("€285.50 for 1 night");
  });

  it("says which dates work, the month once when both share it", () => {
    expect(stayRangeText("2026-12-11", "2026-12-14")).toBe("Fri 11 – Mon 14 Dec");
    expect(stayRangeText("2026-12-30", "2027-01-02")).toBe("Wed 30 Dec – Sat 2 Jan");
  });
});
