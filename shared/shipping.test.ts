import { describe, expect, it } from "vitest";
import { shippingFor } from "./shipping";

describe("shippingFor", () => {
  it("charges $8 below $100 of goods and ships free from exactly $100", () => {
    expect(shippingFor({ needsShipping: true, subtotal: 9_999 })).toBe(800);
    expect(shippingFor({ needsShipping: true, subtotal: 10_000 })).toBe(0);
    expect(shippingFor({ needsShipping: true, subtotal: 10_001 })).toBe(0);
  });

  it("charges nothing when nothing ships", () => {
    expect(shippingFor({ needsShipping: false, subtotal: 4_900 })).toBe(0);
  });
});
