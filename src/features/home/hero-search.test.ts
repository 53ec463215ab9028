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
