import { describe, expect, it } from "vitest";
import { availabilityText, tripDatesLabel, votersText, votesLabel } from "./trip-text";

describe("trip words", () => {
  it("writes dates with nights, the year once when both fall in it", () => {
    expect(tripDatesLabel("2026-07-10", "2026-07-14", 4)).toBe("Fri, Jul 10 – Tue, Jul 14, 2026 · 4 nights");
    expect(tripDatesLabel("2026-12-30", "2027-01-02", 3)).toBe("Wed, Dec 30, 2026 – Sat, Jan 2, 2027 · 3 nights");
    expect(tripDatesLabel("2026-07-10", "2026-07-11", 1)).toContain("1 night");
    expect(tripDatesLabel(null, null, null)).toBe("Dates not set yet");
  });

  it("names voters and counts votes", () => {
    expect(votesLabel(1)).toBe("1 vote");
    expect(votesLabel(0)).toBe("0 votes");
    expect(votersText([])).toBe("No votes yet");
    expect(votersText(["Anna", "Ben"])).toBe("Anna and Ben");
    expect(votersText(["Anna", "Ben", "Cy"])).toBe("Anna, Ben and Cy");
    expect(votersText(["Anna", "Ben", "Cy", "Di"])).toBe("Anna, Ben and 2 more");
  });

  it("says what is known about availability", () => {
    expect(availabilityText("unknown")).toBe("Availability not known");
    expect(availabilityText("available")).toBe("Free for your dates");
    expect(availabilityText("unavailable")).toBe("Not free for your dates");
    expect(availabilityText(null)).toBe("Add dates to check availability");
  });
});
