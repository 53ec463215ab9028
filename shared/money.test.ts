import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@shared/price-values";
import { formatMoney, groupDigits } from "./money";

/** What the browser's Intl writes (formatMoney's contract): whole units when there are no cents. */
function intlMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

const AMOUNTS = [
  0, 5, 50, 99, 100, 101, 1_050, 28_500, 28_550, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 100_000_000_00, -500,
  -28_550,
];

describe("formatMoney", () => {
  it("writes every currency a stay may be priced in as Intl.NumberFormat does in en-US", () => {
    for (const currency of [...CURRENCIES, "usd", "chf", "SEK"]) {
      for (const cents of AMOUNTS)
        expect(formatMoney(cents, currency), `${cents} ${currency}`).toBe(intlMoney(cents, currency));
    }
  });

  it("defaults to US dollars", () => {
    expect(formatMoney(28_500)).toBe("$285");
    expect(formatMoney(28_550)).toBe("$285.50");
  });
});

describe("groupDigits", () => {
  it("separates thousands as en-US does", () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890])
      expect(groupDigits(n)).toBe(new Intl.NumberFormat("en-US").format(n));
  });
});
