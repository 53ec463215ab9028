import { describe, expect, it } from "vitest";
import { ordinal, periodFrom, timeAgo } from "./community-format";

const now = new Date("2026-03-10T12:00:00Z");

describe("timeAgo", () => {
  it("is relative for the last week", () => {
    expect(timeAgo(new Date("2026-03-10T11:59:30Z"), now)).toBe("just now");
    expect(timeAgo(new Date("2026-03-10T11:55:00Z"), now)).toBe("5 min ago");
    expect(timeAgo(new Date("2026-03-10T09:00:00Z"), now)).toBe("3 h ago");
    expect(timeAgo(new Date("2026-03-09T11:00:00Z"), now)).toBe("1 day ago");
    expect(timeAgo(new Date("2026-03-05T12:00:00Z"), now)).toBe("5 days ago");
  });

  it("gives the date when older", () => {
    expect(timeAgo(new Date("2026-02-01T12:00:00Z"), now)).toBe("Feb 1, 2026");
  });
});

describe("ordinal", () => {
  it("adds English suffixes", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
    ]);
  });
});

describe("periodFrom", () => {
  it("reads the period, defaulting to this week", () => {
    expect(periodFrom("period=month")).toBe("month");
    expect(periodFrom("period=all")).toBe("all");
    expect(periodFrom("period=year")).toBe("week");
    expect(periodFrom("")).toBe("week");
  });
});
