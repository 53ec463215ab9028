import { describe, expect, it } from "vitest";
import { DATE_NOTES } from "./search-dates";

describe("a search's dates in words", () => {
  it("says what a search applied", () => {
    const dates = { checkin: "2026-12-11", checkout: "2026-12-14", nights: 3, guests: 2, flexible: false };
    expect(DATE_NOTES.applied(dates)).toBe("Stays free Fri 11 - Mon 14 December 2026 (3 nights) for 2 guests.");
    expect(DATE_NOTES.applied({ ...dates, nights: 1, checkout: "2026-12-12", guests: 1, flexible: true })).toBe(
      "Stays free Fri 11 - Sat 12 December 2026 (1 night) for 1 guest, or on the same nights up to 3 days earlier or later.",
    );
    expect(DATE_NOTES.guests(4)).toBe("Stays that sleep 4 guests or more.");
  });
});
