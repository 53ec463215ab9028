import { describe, expect, it } from "vitest";
import { stayDatesInWords } from "./stay-dates-words";

describe("dates in words", () => {
  it("says a stay's dates with weekdays, the month and year once when they are shared", () => {
    expect(stayDatesInWords("2026-12-11", "2026-12-14")).toBe("Fri 11 - Mon 14 December 2026");
    expect(stayDatesInWords("2026-11-30", "2026-12-02")).toBe("Mon 30 November - Wed 2 December 2026");
    expect(stayDatesInWords("2026-12-31", "2027-01-01")).toBe("Thu 31 December 2026 - Fri 1 January 2027");
  });
});
