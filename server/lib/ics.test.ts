import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { icsText } from "./ics";

function event(summary: string) {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("version", "2.0");
  const vevent = new ICAL.Component("vevent");
  vevent.updatePropertyWithValue("summary", summary);
  calendar.addSubcomponent(vevent);
  return calendar;
}

describe("icsText", () => {
  it("ends every line with CRLF and keeps each within 75 octets, multi-byte characters whole", () => {
    const summary = `${"x".repeat(150)} Chalet d'été à Zermatt 🏔️ ${"é".repeat(80)}`;
    const text = icsText(event(summary));
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    expect(text).not.toContain("\uFFFD");
    expect(ICAL.Component.fromString(text).getFirstSubcomponent("vevent")!.getFirstPropertyValue("summary")).toBe(
      summary,
    );
  });

  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    const text = icsText(event("Lake; sauna, dock \\ boat\nday two"));
    expect(text).toContain("SUMMARY:Lake\\; sauna\\, dock \\\\ boat\\nday two\r\n");
  });

  it("leaves ical.js's own fold length as it was", () => {
    const before = ICAL.foldLength;
    icsText(event("x"));
    expect(ICAL.foldLength).toBe(before);
  });
});
