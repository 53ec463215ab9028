import { describe, expect, it } from "vitest";
import { localIsoDate, utcDateText, type DateTextParts } from "./date-text";

const FORMS: DateTextParts[] = [
  { month: "long", year: true },
  { month: "short", day: true },
  { month: "short", day: true, year: true },
  { weekday: "short", month: "short", day: true },
  { weekday: "long", month: "long", day: true },
  { weekday: "long", month: "long", day: true, year: true },
];

describe("utcDateText", () => {
  it("writes each form as Intl.DateTimeFormat does in en-US at UTC, on every day of a leap year and near midnight", () => {
    const wrong: string[] = [];
    for (const form of FORMS) {
      const { day: withDay, year, ...names } = form;
      // One formatter a form: building one is most of the cost of a call (and of this test, 2,196 of them).
      const intl = new Intl.DateTimeFormat("en-US", {
        ...names,
        ...(withDay ? { day: "numeric" } : {}),
        ...(year ? { year: "numeric" } : {}),
        timeZone: "UTC",
      });
      for (let day = 0; day < 366; day++) {
        const date = new Date(Date.UTC(2028, 0, 1 + day, day % 2 ? 23 : 0, 30));
        if (utcDateText(date, form) !== intl.format(date))
          wrong.push(
            `${JSON.stringify(form)} ${date.toISOString()}: ${utcDateText(date, form)} != ${intl.format(date)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("localIsoDate", () => {
  it("is the local calendar date, as en-CA writes it", () => {
    for (const date of [new Date(2026, 0, 1, 0, 5), new Date(2026, 11, 31, 23, 55), new Date(2028, 1, 29, 12)]) {
      expect(localIsoDate(date)).toBe(date.toLocaleDateString("en-CA"));
    }
  });
});
