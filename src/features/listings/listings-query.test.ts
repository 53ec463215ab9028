import { describe, expect, it } from "vitest";
import { queryFromParams, totalPagesOf } from "./listings-query";

describe("queryFromParams", () => {
  it("reads the hero search link", () => {
    expect(queryFromParams(new URLSearchParams("search=lake%20sauna&mode=all-keywords"))).toEqual({
      search: "lake sauna",
      mode: "all-keywords",
      sort: undefined,
      page: 1,
      category: undefined,
    });
  });

  it("ignores bad values and lets a route category win", () => {
    const q = queryFromParams(new URLSearchParams("mode=weird&sort=cheapest&page=-3&category=caves"), "treehouses");
    expect(q).toMatchObject({ mode: undefined, sort: undefined, page: 1, category: "treehouses" });
  });
});

describe("totalPagesOf", () => {
  it("rounds up and is at least 1", () => {
    expect(totalPagesOf(25, 12)).toBe(3);
    expect(totalPagesOf(0, 12)).toBe(1);
  });
});
