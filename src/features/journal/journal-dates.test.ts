import { describe, expect, it } from "vitest";
import { formatFullDate, formatMediumDate, isoDate, readingMinutes } from "./journal-dates";

const date = new Date("2026-03-05T15:00:00Z");

describe("journal dates", () => {
  it("formats the medium US date", () => {
    expect(formatMediumDate(date, "UTC")).toBe("Mar 5, 2026");
    expect(formatMediumDate("2026-12-31T12:00:00Z", "UTC")).toBe("Dec 31, 2026");
  });

  it("formats the full US date with weekday and long month", () => {
    expect(formatFullDate(date, "UTC")).toBe("Thursday, March 5, 2026");
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
