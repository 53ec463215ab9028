import { describe, expect, it } from "vitest";
import { IcsError, NOT_ICAL } from "./ical";
import { readCalendarOffThread, TOO_SLOW } from "./ical-thread";

const window = { from: "2026-11-29", to: "2027-11-30" };
const calendar = (event: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a@test\r\n${event}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
/** A rule no date ever matches: ical.js looks for its next second for ever, inside one call. */
const NEVER = calendar("DTSTART:19700101T000000Z\r\nRRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30");

describe("reading a calendar on its own thread", () => {
  it("answers with the nights and notices", async () => {
    const stay = calendar("DTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261203");
    expect(await readCalendarOffThread(stay, window)).toEqual({ nights: ["2026-12-01", "2026-12-02"], notices: [] });
  });

  it("stops a calendar that would never finish at the time limit", async () => {
    const reading = readCalendarOffThread(NEVER, window, { readTimeLimitMs: 500 });
    await expect(reading).rejects.toEqual(new IcsError(TOO_SLOW));
  });

  it("passes the reader's refusal on in the owner's words, with none of the calendar's text", async () => {
    await expect(readCalendarOffThread("SECRET_TOKEN=abc123\r\n", window)).rejects.toEqual(new IcsError(NOT_ICAL));
  });

  it("applies the limits it is given", async () => {
    const daily = calendar("DTSTART;VALUE=DATE:20261201\r\nRRULE:FREQ=DAILY");
    expect(await readCalendarOffThread(daily, window, { readLimits: { repeatsPerEvent: 3 } })).toEqual({
      nights: ["2026-12-01", "2026-12-02", "2026-12-03"],
      notices: ["Some events repeat more often than we read: only their first 3 dates were read."],
    });
  });
});
