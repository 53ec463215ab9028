import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays, eachNight } from "@shared/stay-dates";
import { IcsError, NOT_ICAL, READ_LIMITS, readCalendar } from "./ical";

const today = "2026-11-29";
const window = { from: today, to: addDays(today, 366) };
const ymd = (iso: string) => iso.replaceAll("-", "");
const calendar = (...events: string[]) => {
  const vevents = events.flatMap((e, i) => ["BEGIN:VEVENT", `UID:e${i}@test`, e, "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", ...vevents, "END:VCALENDAR", ""].join("\r\n");
};
const inWindow = (night: string) => night >= window.from && night < window.to;

/** Every occurrence from the real DTSTART, as ical.js expands it with no limits: what skipping ahead must match. */
function fullExpansion(text: string): string[] {
  const nights = new Set<string>();
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  for (const component of vcalendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const { startDate, endDate } = event.getOccurrenceDetails(next);
      const first = startDate.toString().slice(0, 10);
      if (first >= window.to) break;
      const end = endDate.toString().slice(0, 10);
      for (const night of eachNight(first, end > first ? end : addDays(first, 1)).filter(inWindow)) nights.add(night);
    }
  }
  return [...nights].sort();
}

const EVENT_CUT = "Some events repeat more often than we read: only their first 1,000 dates were read.";

describe("repeating events are expanded only near the window", () => {
  it.each([
    ["daily, all day", ["DTSTART;VALUE=DATE:20240103", "RRULE:FREQ=DAILY;INTERVAL=3"]],
    ["weekly on two days", ["DTSTART;VALUE=DATE:20230102", "RRULE:FREQ=WEEKLY;BYDAY=MO,FR"]],
    [
      "every other week, 3 nights",
      ["DTSTART;VALUE=DATE:20220104", "DTEND;VALUE=DATE:20220107", "RRULE:FREQ=WEEKLY;INTERVAL=2"],
    ],
    ["monthly on the 31st", ["DTSTART;VALUE=DATE:20210131", "RRULE:FREQ=MONTHLY"]],
    ["monthly from a 29 February", ["DTSTART;VALUE=DATE:20200229", "RRULE:FREQ=MONTHLY;INTERVAL=5"]],
    ["yearly from a 29 February", ["DTSTART;VALUE=DATE:20160229", "RRULE:FREQ=YEARLY"]],
    ["every second Sunday of the month", ["DTSTART;VALUE=DATE:20231008", "RRULE:FREQ=MONTHLY;BYDAY=2SU"]],
    [
      "every 37 hours in a time zone",
      ["DTSTART;TZID=America/Los_Angeles:20260301T230000", "DURATION:PT30M", "RRULE:FREQ=HOURLY;INTERVAL=37"],
    ],
    [
      "every 90 minutes until a date",
      ["DTSTART:20261001T000000Z", "RRULE:FREQ=MINUTELY;INTERVAL=90;UNTIL=20261210T000000Z"],
    ],
    ["daily with a count", ["DTSTART;VALUE=DATE:20261120", "RRULE:FREQ=DAILY;COUNT=20"]],
    [
      "with an excluded date",
      ["DTSTART;VALUE=DATE:20250601", "RRULE:FREQ=DAILY;INTERVAL=4", "EXDATE;VALUE=DATE:20261203"],
    ],
  ])("%s: the same nights as expanding from DTSTART", (_, lines) => {
    const text = calendar(lines.join("\r\n"));
    const read = readCalendar(text, window);
    expect(read).toEqual({ nights: fullExpansion(text), notices: [] });
    expect(read.nights.length).toBeGreaterThan(0);
  });

  it("reads a daily rule from 1900 with no end for the whole window, walking none of the years before it", () => {
    const read = readCalendar(calendar("DTSTART;VALUE=DATE:19000101\r\nRRULE:FREQ=DAILY"), window);
    expect(read).toEqual({ nights: eachNight(window.from, window.to), notices: [] });
  });

  it("stops a SECONDLY rule from 1970 at the limit of repeats per event and per feed, and says so", () => {
    const bomb = "DTSTART:19700101T000000Z\r\nDTEND:19700101T000001Z\r\nRRULE:FREQ=SECONDLY";
    const read = readCalendar(calendar(...Array.from({ length: 200 }, () => bomb)), window);
    expect(read.notices).toEqual([EVENT_CUT, "Only the first 20,000 dates of repeating events were read."]);
  });

  it("reads a MINUTELY rule with no COUNT or UNTIL from its first minutes in the window", () => {
    const read = readCalendar(calendar("DTSTART:19700101T000000Z\r\nRRULE:FREQ=MINUTELY"), window);
    expect(read.nights[0]).toBe(today);
    expect(read.notices).toEqual([EVENT_CUT]);
  });

  it("leaves out a rule ical.js cannot expand and says how many were left out", () => {
    const impossible = "DTSTART;VALUE=DATE:20261201\r\nRRULE:FREQ=WEEKLY;BYMONTHDAY=3";
    const read = readCalendar(calendar(impossible, `DTSTART;VALUE=DATE:${ymd(addDays(today, 2))}`), window);
    expect(read).toEqual({ nights: [addDays(today, 2)], notices: ["1 event could not be read and was left out."] });
  });
});

describe("hostile calendars are read within bounds", () => {
  it("reads the first 10,000 of 50,000 events and says so", () => {
    const dated = new Map([
      [3, addDays(today, 5)],
      [20_000, addDays(today, 9)],
    ]);
    const event = (i: number) => (dated.has(i) ? `DTSTART;VALUE=DATE:${ymd(dated.get(i)!)}` : "SUMMARY:x");
    const events = Array.from({ length: 50_000 }, (_, i) => event(i));
    expect(READ_LIMITS.events).toBe(10_000);
    const read = readCalendar(calendar(...events), window);
    expect(read).toEqual({ nights: [addDays(today, 5)], notices: ["Only the first 10,000 events were read."] });
  });

  it("reads a long event's nights in one step each, however many there are", () => {
    const long = `DTSTART;VALUE=DATE:19990101\r\nDTEND;VALUE=DATE:21000101`;
    const read = readCalendar(calendar(...Array.from({ length: 5_000 }, () => long)), window);
    expect(read.nights).toEqual(eachNight(window.from, window.to));
  });

  it("reads an event nested in thousands of components, and one with a 1.9 MB line", () => {
    const depth = 60_000;
    const inner = `${"BEGIN:VEVENT\r\n".repeat(depth)}${"END:VEVENT\r\n".repeat(depth)}`;
    const nested = `DTSTART;VALUE=DATE:${ymd(addDays(today, 1))}\r\n${inner}`;
    expect(readCalendar(calendar(nested.trim()), window)).toEqual({ nights: [addDays(today, 1)], notices: [] });
    const long = `DTSTART;VALUE=DATE:${ymd(addDays(today, 2))}\r\nSUMMARY:${"x".repeat(1_900_000)}`;
    expect(readCalendar(calendar(long), window)).toEqual({ nights: [addDays(today, 2)], notices: [] });
  });

  it("never repeats the calendar's own text in its error", () => {
    const leak = "BEGIN:VCALENDAR\r\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI\r\nEND:VCALENDAR\r\n";
    expect(() => readCalendar(leak, window)).toThrow(new IcsError(NOT_ICAL));
    expect(NOT_ICAL).not.toMatch(/AWS|wJal/);
  });

  it("relates a changed date only to the repeating event with its UID", () => {
    const master = (uid: string) => `UID:${uid}\r\nDTSTART;VALUE=DATE:20261201\r\nRRULE:FREQ=WEEKLY;COUNT=2`;
    const moved = "UID:a\r\nRECURRENCE-ID;VALUE=DATE:20261208\r\nDTSTART;VALUE=DATE:20261220";
    const text = calendar(master("a"), master("b"), moved).replace(/UID:e\d@test\r\n/g, "");
    expect(readCalendar(text, window).nights).toEqual(["2026-12-01", "2026-12-08", "2026-12-20"]);
  });
});
