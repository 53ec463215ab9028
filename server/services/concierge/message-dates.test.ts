import { describe, expect, it } from "vitest";
import { readMessageDates, readMessageGuests } from "./message-dates";

// Sunday 29 November 2026.
const TODAY = "2026-11-29";
const read = (message: string, today = TODAY) => readMessageDates(message, today);
const dates = (message: string, today = TODAY) => {
  const { stay } = read(message, today);
  return stay && [stay.from, stay.to];
};

describe("the dates a member writes to Chrissy, read against today", () => {
  it.each([
    ["Dec 11 to 14", ["2026-12-11", "2026-12-14"]],
    ["a cabin in the alps Dec 11 to 14", ["2026-12-11", "2026-12-14"]],
    ["11-14 december", ["2026-12-11", "2026-12-14"]],
    ["next weekend", ["2026-12-04", "2026-12-06"]],
    ["three nights from Friday", ["2026-12-04", "2026-12-07"]],
    ["a week from Dec 11", ["2026-12-11", "2026-12-18"]],
    ["in March", ["2027-03-05", "2027-03-07"]],
    ["4 nights in March", ["2027-03-05", "2027-03-09"]],
    ["over New Year", ["2026-12-31", "2027-01-02"]],
    ["Dec 31 to Jan 1", ["2026-12-31", "2027-01-01"]],
    ["is it free from 2027-03-12 to 2027-03-15?", ["2027-03-12", "2027-03-15"]],
    ["2027-3-2 until 2027-3-5", ["2027-03-02", "2027-03-05"]],
    ["between March 12, 2027 and March 15, 2027", ["2027-03-12", "2027-03-15"]],
    ["12 March 2027 to 15th of March 2027", ["2027-03-12", "2027-03-15"]],
    ["March 12-15, 2027 for 2 guests", ["2027-03-12", "2027-03-15"]],
    ["from 2027-02-28 to 2027-03-03", ["2027-02-28", "2027-03-03"]],
  ])("reads %j", (message, expected) => {
    expect(dates(message)).toEqual(expected);
  });

  it("takes the next such dates, never ones already past", () => {
    // 20 to 23 November has gone this year: next year's.
    expect(dates("Nov 20 to 23")).toEqual(["2027-11-20", "2027-11-23"]);
    expect(dates("Dec 11 to 14", "2026-12-20")).toEqual(["2027-12-11", "2027-12-14"]);
  });

  it("reads “next weekend” as the Friday to Sunday after today, whatever today is", () => {
    expect(dates("next weekend", "2026-12-02")).toEqual(["2026-12-04", "2026-12-06"]);
    expect(dates("next weekend", "2026-12-04")).toEqual(["2026-12-11", "2026-12-13"]);
    expect(dates("this weekend", "2026-12-05")).toEqual(["2026-12-05", "2026-12-06"]);
  });

  it("says how it read a month without days", () => {
    expect(read("a treehouse in March").stay?.note).toBe(
      "You didn't name the days in March, so I took its first weekend.",
    );
    expect(read("over New Year").stay?.note).toBe("Over New Year I took New Year's Eve and New Year's Day.");
    expect(read("Dec 11 to 14").stay?.note).toBeNull();
  });

  it("says in a sentence why dates cannot be checked", () => {
    expect(read("from 2026-11-20 to 2026-11-23")).toMatchObject({
      stay: null,
      problem: "Fri 20 - Mon 23 November 2026 is in the past: I can check dates from today on.",
    });
    expect(read("Dec 14 to 11").problem).toBe(
      "Your departure, Fri 11 December 2026, is not after your arrival, Mon 14 December 2026. Tell me the arrival first, then the departure.",
    );
    expect(read("2027-02-30 to 2027-03-02").problem).toBe(
      "I couldn't read “2027-02-30” as a date. Write dates like “Dec 11 to 14” or 2026-12-11.",
    );
    expect(read("Feb 30 to Mar 2").problem).toContain("I couldn't read “Feb 30” as a date.");
    expect(read("03/12/2027 to 03/15/2027").problem).toBe(
      "I can't tell the day from the month in “03/12/2027”, “03/15/2027”: write the month's name, like “11 December 2026”.",
    );
    expect(read("is it free on Dec 11?").problem).toBe(
      "From Fri 11 December 2026, for how many nights? Tell me your departure date or the number of nights.",
    );
  });

  it("finds no dates in a message without any, and leaves its words for the search", () => {
    for (const message of [
      "a treehouse with a hot tub for a party of 4, maybe 2 nights",
      "a sunday brunch kind of place",
      "a cabin I can reach at 5pm",
      "show me treehouses available now",
      "I may want a second cabin",
    ])
      expect(read(message)).toMatchObject({ stay: null, problem: null });
    expect(read("a sunday brunch kind of place").rest).toBe("a sunday brunch kind of place");
    expect(read("a cabin in the alps Dec 11 to 14 for 2 guests").rest).toBe("a cabin in the alps for");
  });

  it("reads the number of guests", () => {
    expect(readMessageGuests("for 4 guests")).toBe(4);
    expect(readMessageGuests("a party of 3")).toBe(3);
    expect(readMessageGuests("2 adults and a dog")).toBe(2);
    expect(readMessageGuests("3 nights")).toBeUndefined();
  });
});
