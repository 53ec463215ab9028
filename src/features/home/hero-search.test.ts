import { describe, expect, it } from "vitest";
import { heroSearchHref } from "./hero-search";

describe("heroSearchHref", () => {
  it("ignores blank and whitespace-only text", () => {
    expect(heroSearchHref("")).toBeNull();
    expect(heroSearchHref("   \t")).toBeNull();
  });

  it("trims and encodes the text", () => {
    expect(heroSearchHref("  lake & sauna ")).toBe("/listings?search=lake%20%26%20sauna&mode=all-keywords");
  });
});

describe("heroSearchHref with dates and guests", () => {
  const dates = { checkin: "2026-12-12", checkout: "2026-12-15", guests: 4, flexible: true };

  it("sends the dates and guests after the text", () => {
    expect(heroSearchHref("alps", dates)).toBe(
      "/listings?search=alps&mode=all-keywords&checkin=2026-12-12&checkout=2026-12-15&guests=4&flexible=1",
    );
  });

  it("searches dates alone when the text is blank", () => {
    expect(heroSearchHref("  ", { guests: 2 })).toBe("/listings?guests=2");
    expect(heroSearchHref("  ", {})).toBeNull();
  });
});
