import { describe, expect, it } from "vitest";
import type { NightState } from "@shared/stay-dates";
import { bookingHref, focusStep, guestOptions, partySize, stayProblems, withCheckIn } from "./stay-pick";

const rules = { minNights: 2, maxGuests: 6 };
const today = "2026-12-01";
// December 2026: the 13th is blocked by the owner, the 20th and 21st are booked.
const states = new Map<string, NightState>([
  ["2026-12-10", "available"],
  ["2026-12-11", "available"],
  ["2026-12-12", "available"],
  ["2026-12-13", "blocked"],
  ["2026-12-14", "available"],
  ["2026-12-20", "booked"],
  ["2026-12-21", "booked"],
]);
const problems = (from: string, to: string, guests = 2, serverReasons?: string[]) =>
  stayProblems({ range: { from, to }, guests, today }, states, rules, serverReasons);

describe("the guests menu", () => {
  it("offers 1 to the stay's maximum, never 1 to 20", () => {
    expect(guestOptions(6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(guestOptions(1)).toEqual([1]);
  });

  it("shows two guests until the traveller chooses, or fewer where the stay sleeps fewer", () => {
    expect(partySize(undefined, 6)).toBe(2);
    expect(partySize(undefined, 1)).toBe(1);
    expect(partySize(5, 6)).toBe(5);
  });
});

describe("what is wrong with picked nights", () => {
  it("finds nothing wrong with free nights that meet the minimum", () => {
    expect(problems("2026-12-10", "2026-12-13")).toEqual([]);
    // The departure day's night is not part of the stay, so a blocked 13th does not matter.
    expect(problems("2026-12-11", "2026-12-13")).toEqual([]);
  });

  it("names the night that is not available", () => {
    expect(problems("2026-12-12", "2026-12-15")).toEqual(["Dec 13 is not available."]);
    expect(problems("2026-12-19", "2026-12-23")).toEqual(["Dec 20 and 1 more night are not available."]);
    expect(problems("2026-12-13", "")).toEqual(["Dec 13 is not available."]);
  });

  it("names the minimum stay and the first departure that meets it", () => {
    expect(problems("2026-12-10", "2026-12-11")).toEqual([
      "This stay has a 2-night minimum: choose a departure on Dec 12 or later.",
    ]);
  });

  it("says so when the party is larger than the stay sleeps", () => {
    expect(problems("", "", 8)).toEqual(["This stay sleeps at most 6 guests."]);
  });

  it("refuses a departure before the arrival, a stay too long to quote and an arrival in the past", () => {
    expect(problems("2026-12-12", "2026-12-10")).toEqual(["Choose a check-out after check-in."]);
    expect(problems("2026-12-10", "2027-02-10")).toEqual(["Choose a check-out at most 60 nights after check-in."]);
    expect(problems("2026-11-20", "2026-11-23")).toEqual(["Nov 20 has passed: choose a later arrival."]);
  });

  it("passes on the server's refusals only when nothing here names the problem", () => {
    expect(problems("2026-12-30", "2027-01-02", 2, ["Not every night of these dates is available."])).toEqual([
      "Not every night of these dates is available.",
    ]);
    expect(problems("2026-12-12", "2026-12-15", 2, ["Not every night of these dates is available."])).toEqual([
      "Dec 13 is not available.",
    ]);
  });
});

describe("the card's date inputs", () => {
  it("keep the check-out after a new check-in, and clear it when the check-in passes it", () => {
    expect(withCheckIn({ from: "2026-12-10", to: "2026-12-14" }, "2026-12-11")).toEqual({
      from: "2026-12-11",
      to: "2026-12-14",
    });
    expect(withCheckIn({ from: "2026-12-10", to: "2026-12-14" }, "2026-12-14")).toEqual({
      from: "2026-12-14",
      to: "",
    });
  });
});

describe("the booking link", () => {
  it("carries the dates to the host's page, keeping its own parameters", () => {
    expect(bookingHref("https://host.example/book?ref=wl", "2026-12-10", "2026-12-13")).toBe(
      "https://host.example/book?ref=wl&checkin=2026-12-10&checkout=2026-12-13",
    );
    expect(bookingHref("https://host.example/book", "", "")).toBe("https://host.example/book");
  });
});

describe("the calendar's keys", () => {
  it("move by a day, a week, to the week's ends and by a month", () => {
    // 2026-12-16 is a Wednesday.
    expect(focusStep("2026-12-16", "ArrowLeft")).toBe("2026-12-15");
    expect(focusStep("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(focusStep("2026-12-16", "ArrowUp")).toBe("2026-12-09");
    expect(focusStep("2026-12-16", "ArrowDown")).toBe("2026-12-23");
    expect(focusStep("2026-12-16", "Home")).toBe("2026-12-14");
    expect(focusStep("2026-12-16", "End")).toBe("2026-12-20");
    expect(focusStep("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(focusStep("2026-12-16", "PageUp")).toBe("2026-11-16");
    expect(focusStep("2026-12-16", "Enter")).toBeNull();
  });
});
