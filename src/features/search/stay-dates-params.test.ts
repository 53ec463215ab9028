import { describe, expect, it } from "vitest";
import { stayDatesProblems } from "./stay-dates-check";
import { readStayDates, stayDatesEntries, stayDatesQuery, withStayDates, writeStayDates } from "./stay-dates-params";

describe("readStayDates", () => {
  it("reads check-in, check-out, guests and flexible=1 from the URL", () => {
    expect(readStayDates("?checkin=2026-12-12&checkout=2026-12-15&guests=4&flexible=1&search=alps")).toEqual({
      checkin: "2026-12-12",
      checkout: "2026-12-15",
      guests: 4,
      flexible: true,
    });
  });

  it("leaves out what is not well formed: no real date, guests outside 1 to 20, flexible other than 1", () => {
    expect(readStayDates("checkin=2027-02-30&checkout=12/15/2026&guests=21")).toEqual({});
    expect(readStayDates("guests=0")).toEqual({});
    expect(readStayDates("guests=2.5")).toEqual({});
    expect(readStayDates("checkin=2026-12-12&flexible=true")).toEqual({ checkin: "2026-12-12" });
    expect(readStayDates("guests=20")).toEqual({ guests: 20 });
  });

  it("keeps a well-formed past date, so the page can say what is wrong with it", () => {
    expect(readStayDates("checkin=2020-01-01&checkout=2020-01-03").checkin).toBe("2020-01-01");
  });

  it("ignores flexible without dates", () => {
    expect(readStayDates("flexible=1&guests=2")).toEqual({ guests: 2 });
  });
});

describe("writing the parameters", () => {
  const dates = { checkin: "2026-12-12", checkout: "2026-12-15", guests: 3, flexible: true };

  it("writes them in a fixed order, flexible as 1", () => {
    expect(stayDatesEntries(dates)).toEqual([
      ["checkin", "2026-12-12"],
      ["checkout", "2026-12-15"],
      ["guests", "3"],
      ["flexible", "1"],
    ]);
    expect(stayDatesEntries({ flexible: true })).toEqual([]);
  });

  it("replaces the old dates and keeps every other parameter", () => {
    const prev = new URLSearchParams("search=alps&checkin=2026-01-01&flexible=1&view=map");
    expect(writeStayDates(prev, { guests: 2 }).toString()).toBe("search=alps&view=map&guests=2");
  });

  it("round-trips through the URL", () => {
    expect(readStayDates(writeStayDates(new URLSearchParams(), dates))).toEqual(dates);
  });

  it("carries the dates on a link, its own query and fragment kept", () => {
    expect(withStayDates("/listings/cedar-cabin", dates)).toBe(
      "/listings/cedar-cabin?checkin=2026-12-12&checkout=2026-12-15&guests=3&flexible=1",
    );
    expect(withStayDates("/listings?search=alps&mode=all-keywords#top", { guests: 2 })).toBe(
      "/listings?search=alps&mode=all-keywords&guests=2#top",
    );
    expect(withStayDates("/listings?view=map", {})).toBe("/listings?view=map");
    expect(withStayDates("/listings", {})).toBe("/listings");
  });

  it("gives the listings call only what was chosen", () => {
    expect(stayDatesQuery(dates)).toEqual(dates);
    expect(stayDatesQuery({})).toEqual({});
  });
});

describe("stayDatesProblems", () => {
  const today = "2026-11-29";

  it("names the field of a past date", () => {
    expect(stayDatesProblems({ checkin: "2026-11-28", checkout: "2026-12-01" }, today)).toEqual({
      checkin: "Check-in can't be in the past.",
    });
    expect(stayDatesProblems({ checkin: today, checkout: "2026-11-30" }, today)).toEqual({});
  });

  it("names check-out when it is not after check-in", () => {
    expect(stayDatesProblems({ checkin: "2026-12-15", checkout: "2026-12-12" }, today)).toEqual({
      checkout: "Check-out must be after check-in.",
    });
    expect(stayDatesProblems({ checkin: "2026-12-15", checkout: "2026-12-15" }, today).checkout).toBe(
      "Check-out must be after check-in.",
    );
  });

  it("asks for the other date when only one is chosen", () => {
    expect(stayDatesProblems({ checkin: "2026-12-15" }, today)).toEqual({ checkout: "Choose a check-out date too." });
    expect(stayDatesProblems({ checkout: "2026-12-15" }, today)).toEqual({ checkin: "Choose a check-in date too." });
  });

  it("refuses stays ending more than 365 nights ahead or longer than 60 nights, and guests outside 1 to 20", () => {
    expect(stayDatesProblems({ checkin: "2027-11-28", checkout: "2027-12-01" }, today).checkout).toBe(
      "Check-out must be at most 365 nights from today.",
    );
    expect(stayDatesProblems({ checkin: "2027-11-27", checkout: "2027-11-30" }, today)).toEqual({});
    expect(stayDatesProblems({ checkin: "2026-12-01", checkout: "2027-02-01" }, today).checkout).toBe(
      "Check-out must be at most 60 nights after check-in.",
    );
    expect(stayDatesProblems({ guests: 21 }, today).guests).toBe("Guests must be between 1 and 20.");
  });
});
