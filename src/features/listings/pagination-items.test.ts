import { describe, expect, it } from "vitest";
import { hasNextPage, pageItems, pageOfText } from "./pagination-items";

describe("pageItems", () => {
  it("lists few pages in full", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("puts gaps around a window", () => {
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("ends with a gap when more pages may follow the last one counted", () => {
    expect(pageItems(3, 21, true)).toEqual([1, 2, 3, 4, "gap", 21, "gap"]);
    expect(pageItems(21, 21, true)).toEqual([1, "gap", 20, 21, "gap"]);
    expect(pageItems(3, 21)).toEqual([1, 2, 3, 4, "gap", 21]);
  });

  it("says how many pages at least, and keeps Next on past the last page counted", () => {
    expect(pageOfText(3, 21, true)).toBe("Page 3 of at least 21");
    expect(pageOfText(3, 12)).toBe("Page 3 of 12");
    expect(hasNextPage(21, 21, true)).toBe(true);
    expect(hasNextPage(12, 12)).toBe(false);
    expect(hasNextPage(11, 12)).toBe(true);
  });

  it("fills a single-page gap with the page itself", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});
