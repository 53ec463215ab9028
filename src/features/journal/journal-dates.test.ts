import { describe, expect, it } from "vitest";
import { formatFullDate, formatMediumDate, isoDate, readingMinutes } from "./journal-dates";

const date = new Date("2026-03-05T15:00:00Z");

describe("journal dates", () => {
  it("tells dates in UTC, whatever the machine's time zone (server and browser agree)", () => {
    const zone = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    try {
      const lateEvening = "2026-03-05T23:30:00Z";
      expect(new Date(lateEvening).getDate()).toBe(6);
      expect(formatFullDate(lateEvening)).toBe("Thursday, March 5, 2026");
      expect(formatMediumDate(lateEvening)).toBe("Mar 5, 2026");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("formats the medium US date", () => {
    expect(formatMediumDate(date)).toBe("Mar 5, 2026");
    expect(formatMediumDate("2026-12-31T12:00:00Z")).toBe("Dec 31, 2026");
  });

  it("formats the full US date with weekday and long month", () => {
    expect(formatFullDate(date)).toBe("Thursday, March 5, 2026");
  });

  it("is empty for an invalid date", () => {
    expect(formatMediumDate("not a date")).toBe("");
    expect(formatFullDate("not a date")).toBe("");
    expect(isoDate("not a date")).toBeUndefined();
  });

  it("estimates reading time", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(Array.from({ length: 1100 }, () => "word").join(" "))).toBe(5);
  });
});
