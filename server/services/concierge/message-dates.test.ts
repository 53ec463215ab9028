import { describe, expect, it } from "vitest";
import { readMessageDates, readMessageGuests } from "./message-dates";

describe("the dates a member writes to Chrissy", () => {
  it.each([
    ["is it free from 2027-03-12 to 2027-03-15?", ["2027-03-12", "2027-03-15"]],
    ["2027-3-2 until 2027-3-5", ["2027-03-02", "2027-03-05"]],
    ["between March 12, 2027 and March 15, 2027", ["2027-03-12", "2027-03-15"]],
    ["12 March 2027 to 15th of March 2027", ["2027-03-12", "2027-03-15"]],
    ["March 12-15, 2027 for 2 guests", ["2027-03-12", "2027-03-15"]],
    ["Dec 30 to 31 2027", ["2027-12-30", "2027-12-31"]],
    ["12–15 Sept 2027", ["2027-09-12", "2027-09-15"]],
    ["from 2027-02-28 to 3 March 2027", ["2027-02-28", "2027-03-03"]],
  ])("reads %j in the order written", (message, dates) => {
    expect(readMessageDates(message)).toEqual({ dates, unreadable: [] });
  });

  it("never guesses a year, a month order or a day that does not exist", () => {
    expect(readMessageDates("from March 12 to March 15")).toEqual({ dates: [], unreadable: ["March 12", "March 15"] });
    expect(readMessageDates("03/12/2027 to 03/15/2027")).toEqual({
      dates: [],
      unreadable: ["03/12/2027", "03/15/2027"],
    });
    expect(readMessageDates("2027-02-30 to 2027-03-02")).toEqual({ dates: ["2027-03-02"], unreadable: ["2027-02-30"] });
  });

  it("finds no dates in a message without any", () => {
    expect(readMessageDates("a treehouse with a hot tub for a party of 4, maybe 2 nights")).toEqual({
      dates: [],
      unreadable: [],
    });
  });

  it("reads the number of guests", () => {
    expect(readMessageGuests("for 4 guests")).toBe(4);
    expect(readMessageGuests("a party of 3")).toBe(3);
    expect(readMessageGuests("2 adults and a dog")).toBe(2);
    expect(readMessageGuests("3 nights")).toBeUndefined();
  });
});
