import { describe, expect, it } from "vitest";
import { formatMoney } from "@shared/money";
import { parseDay, quoteStay } from "./stay-quote";

const prices = { nightlyPrice: 20_000, weekendPrice: 26_000, cleaningFee: 7_500, currency: "USD" };

describe("the stay quote", () => {
  // 2026-12-02 is a Wednesday: Wed, Thu, Fri, Sat nights, out on Sunday.
  it("charges weekday nights at the nightly rate, Friday and Saturday at the weekend rate, and the fee once", () => {
    expect(quoteStay(prices, "2026-12-02", "2026-12-06")).toEqual({
      nights: 4,
      currency: "USD",
      lines: [
        { label: "2 nights x nightly rate", amount: 40_000 },
        { label: "2 weekend nights x weekend rate", amount: 52_000 },
        { label: "Cleaning fee", amount: 7_500 },
      ],
      total: 99_500,
    });
  });

  it("charges every night at the nightly rate when the stay has no weekend rate, and names no fee it lacks", () => {
    const quote = quoteStay({ ...prices, weekendPrice: null, cleaningFee: null }, "2026-12-04", "2026-12-07");
    expect(quote).toEqual({
      nights: 3,
      currency: "USD",
      lines: [{ label: "3 nights x nightly rate", amount: 60_000 }],
      total: 60_000,
    });
  });

  it("gives no quote without a price or without a real stay", () => {
    expect(quoteStay({ ...prices, nightlyPrice: null }, "2026-12-02", "2026-12-03")).toBeNull();
    expect(quoteStay(prices, "2026-12-03", "2026-12-03")).toBeNull();
    expect(quoteStay(prices, "2026-12-05", "2026-12-03")).toBeNull();
    expect(quoteStay(prices, "2026-02-30", "2026-03-02")).toBeNull();
    expect(quoteStay(prices, "2026-01-01", "2026-03-15")).toBeNull();
    expect(parseDay("2026-13-01")).toBeNull();
  });

  it("shows amounts in their currency, whole when there are no cents", () => {
    expect(formatMoney(28_500)).toBe("$285");
    expect(formatMoney(28_550)).toBe("$285.50");
    expect(formatMoney(19_500, "EUR")).toBe("€195");
  });
});
