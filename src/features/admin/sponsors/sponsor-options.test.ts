import { describe, expect, it } from "vitest";
import { centsOf, formatTierPrice, logoInitials, suggestedInitials } from "./sponsor-options";

describe("sponsor logo initials (spec §5: at most 3)", () => {
  it("keeps letters, numbers and &, upper-cased, at most three", () => {
    expect(logoInitials("ab-cd")).toBe("ABC");
    expect(logoInitials("a&b")).toBe("A&B");
    expect(logoInitials("é1")).toBe("É1");
  });

  it("suggests initials from the name", () => {
    expect(suggestedInitials("Alpine Gear Co")).toBe("AGC");
    expect(suggestedInitials("North Face Outdoor Supply")).toBe("NFO");
  });

  it("shows tier prices as the one-time package price /sponsors sells, and reads typed dollars as cents", () => {
    expect(formatTierPrice(49999)).toBe("$499.99 once");
    expect(centsOf("499.99")).toBe(49999);
    expect(centsOf("500")).toBe(50000);
    expect(centsOf("4.999")).toBeNull();
  });
});
