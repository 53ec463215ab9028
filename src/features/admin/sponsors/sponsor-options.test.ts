import { describe, expect, it } from "vitest";
import { formatMonthly, logoInitials, suggestedInitials } from "./sponsor-options";

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

  it("shows tier prices per month", () => {
    expect(formatMonthly(5000)).toBe("$5,000/month");
  });
});
