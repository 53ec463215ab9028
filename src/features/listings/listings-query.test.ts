import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applyParamChanges,
  clearedParams,
  effectiveSort,
  formatIdList,
  lastPageIfOutOfRange,
  pagesOf,
  parseIdList,
  queryFromParams,
  staysHeading,
  staysLabel,
  totalPagesOf,
  viewFromParams,
  withoutEmptyParams,
} from "./listings-query";

describe("queryFromParams", () => {
  it("reads the hero search link", () => {
    expect(queryFromParams(new URLSearchParams("search=lake%20sauna&mode=all-keywords"))).toEqual({
      search: "lake sauna",
      mode: "all-keywords",
      sort: undefined,
      page: 1,
      category: undefined,
      region: undefined,
      tier: undefined,
      amenities: undefined,
      minRating: undefined,
    });
  });

  it("sends the URL's dates and guests with the search, and flexible=1 as true", () => {
    const query = queryFromParams(
      new URLSearchParams("search=alps&checkin=2026-12-12&checkout=2026-12-15&guests=4&flexible=1"),
    );
    expect(query).toMatchObject({ checkin: "2026-12-12", checkout: "2026-12-15", guests: 4, flexible: true });
    expect(queryFromParams(new URLSearchParams("guests=40&checkin=soon"))).not.toHaveProperty("guests");
  });

  it("ignores bad values and lets a route category win", () => {
    const q = queryFromParams(
      new URLSearchParams("mode=weird&sort=cheapest&page=-3&category=caves&tier=7&minRating=9"),
      "treehouses",
    );
    expect(q).toMatchObject({
      mode: undefined,
      sort: undefined,
      page: 1,
      category: "treehouses",
      tier: undefined,
      minRating: undefined,
    });
  });

  it("reads every filter", () => {
    const q = queryFromParams(
      new URLSearchParams("category=glamping&region=alps&tier=0&amenities=12,3,x,3&minRating=4.5&page=2&sort=newest"),
    );
    expect(q).toEqual({
      search: undefined,
      mode: undefined,
      sort: "newest",
      page: 2,
      category: "glamping",
      region: "alps",
      tier: 0,
      amenities: [3, 12],
      minRating: 4.5,
    });
  });

  it("never sends a limit, so the server's listings-per-page setting applies", () => {
    expect("limit" in queryFromParams(new URLSearchParams("limit=100"))).toBe(false);
  });
});

describe("id lists", () => {
  it("parses, de-duplicates and sorts", () => {
    expect(parseIdList("5, 2,5,-1,0,1.5,abc,9")).toEqual([2, 5, 9]);
    expect(parseIdList(null)).toEqual([]);
  });

  it("formats a stable value, or null when empty", () => {
    expect(formatIdList([9, 2, 9])).toBe("2,9");
    expect(formatIdList([])).toBeNull();
  });
});

describe("applyParamChanges", () => {
  it("sets and removes parameters and returns to page 1 when filters change", () => {
    const next = applyParamChanges(new URLSearchParams("search=lake&page=3&region=alps"), { region: null, tier: "2" });
    expect(next.toString()).toBe("search=lake&tier=2");
  });

  it("keeps the page when only the page or the view changes", () => {
    expect(applyParamChanges(new URLSearchParams("page=3"), { view: "map" }).toString()).toBe("page=3&view=map");
    expect(applyParamChanges(new URLSearchParams("page=3"), { page: "4" }).toString()).toBe("page=4");
  });

  it("leaves unrelated parameters alone", () => {
    expect(applyParamChanges(new URLSearchParams("utm_source=mail"), { sort: "newest" }).toString()).toBe(
      "utm_source=mail&sort=newest",
    );
  });
});

describe("clearedParams", () => {
  it("drops search and filters but keeps sort and view", () => {
    const prev = new URLSearchParams(
      "search=a&mode=any&category=caves&region=alps&tier=1&amenities=1,2&minRating=4&page=2&sort=newest&view=map",
    );
    expect(clearedParams(prev).toString()).toBe("sort=newest&view=map");
  });
});

describe("activeFilterCount", () => {
  it("counts each amenity and ignores a route's category", () => {
    const q = queryFromParams(new URLSearchParams("region=alps&amenities=1,2,3&minRating=4"), "caves");
    expect(activeFilterCount(q, "caves")).toBe(5);
    expect(activeFilterCount(queryFromParams(new URLSearchParams("category=caves&tier=0")))).toBe(2);
  });
});

describe("small helpers", () => {
  it("picks the server's default sort", () => {
    expect(effectiveSort({ search: "lake" })).toBe("relevance");
    expect(effectiveSort({})).toBe("rating");
    expect(effectiveSort({ search: "lake", sort: "newest" })).toBe("newest");
  });

  it("reads the view", () => {
    expect(viewFromParams(new URLSearchParams("view=map"))).toBe("map");
    expect(viewFromParams(new URLSearchParams("view=globe"))).toBe("list");
  });

  it("rounds pages up and is at least 1", () => {
    expect(totalPagesOf(25, 12)).toBe(3);
    expect(totalPagesOf(0, 12)).toBe(1);
  });

  it("labels counts", () => {
    expect(staysLabel(1)).toBe("1 stay");
    expect(staysLabel(0)).toBe("0 stays");
    expect(staysLabel(1200)).toBe("1,200 stays");
  });
});

describe("a count that stopped at its limit (decision 019)", () => {
  it("says more than N stays, in the heading and on the filters' button", () => {
    expect(staysLabel(250, false)).toBe("more than 250 stays");
    expect(`Show ${staysLabel(250, false)}`).toBe("Show more than 250 stays");
    expect(staysHeading(250, false)).toBe("More than 250 stays");
    expect(staysHeading(1800, false)).toBe("More than 1,800 stays");
    expect(staysHeading(141, true)).toBe("141 stays");
    expect(staysHeading(1, true)).toBe("1 stay");
  });

  it("offers the pages it knows have stays, and says more may follow", () => {
    // 250 counted and more: pages 1-20 are full and page 21 holds stays 241-251 at least.
    expect(pagesOf(250, false, 12)).toEqual({ pages: 21, more: true });
    // Page 100 of 12 counted to its end, 1,200, and found more: page 101 has stays.
    expect(pagesOf(1200, false, 12)).toEqual({ pages: 101, more: true });
    expect(pagesOf(141, true, 12)).toEqual({ pages: 12, more: false });
    expect(pagesOf(0, true, 12)).toEqual({ pages: 1, more: false });
  });
});

describe("lastPageIfOutOfRange", () => {
  it("names the last page when page 13 of 141 stays at 12 a page is asked for", () => {
    expect(lastPageIfOutOfRange(141, 13, 12)).toBe(12);
    expect(lastPageIfOutOfRange(141, 99, 12)).toBe(12);
  });

  it("is null for a page in range and when nothing matched", () => {
    expect(lastPageIfOutOfRange(141, 12, 12)).toBeNull();
    expect(lastPageIfOutOfRange(141, 1, 12)).toBeNull();
    expect(lastPageIfOutOfRange(0, 3, 12)).toBeNull();
  });
});

describe("price in the URL", () => {
  it("reads a whole-dollar band and the price sorts, swaps a band given backwards, ignores nonsense", () => {
    expect(queryFromParams(new URLSearchParams("minPrice=150&maxPrice=300&sort=price-asc"))).toMatchObject({
      minPrice: 150,
      maxPrice: 300,
      sort: "price-asc",
    });
    expect(queryFromParams(new URLSearchParams("minPrice=400&maxPrice=200&sort=price-desc"))).toMatchObject({
      minPrice: 200,
      maxPrice: 400,
      sort: "price-desc",
    });
    expect(queryFromParams(new URLSearchParams("minPrice=-3&maxPrice=12.5"))).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(activeFilterCount(queryFromParams(new URLSearchParams("minPrice=100&maxPrice=200")))).toBe(1);
    expect(clearedParams(new URLSearchParams("minPrice=100&maxPrice=200&sort=price-asc")).toString()).toBe(
      "sort=price-asc",
    );
  });
});

describe("a URL sent by the filter form before the app took over", () => {
  it("reads each ticked amenity named on its own as the same list as the app's comma form", () => {
    const sent = new URLSearchParams("amenities=7&amenities=3&category=&minRating=");
    expect(queryFromParams(sent).amenities).toEqual([3, 7]);
    expect(queryFromParams(new URLSearchParams("amenities=3,7")).amenities).toEqual([3, 7]);
  });

  it("drops the empty fields and keeps the rest in order, or says there is nothing to drop", () => {
    const sent = new URLSearchParams("search=lake&category=treehouses&region=&tier=&minRating=&sort=relevance");
    expect(withoutEmptyParams(sent)?.toString()).toBe("search=lake&category=treehouses&sort=relevance");
    expect(withoutEmptyParams(new URLSearchParams("search=lake&sort=price-asc"))).toBeNull();
  });
});

describe("the map area in the URL", () => {
  it("passes a valid area on, counts it as a filter, and ignores a broken one", () => {
    const q = queryFromParams(new URLSearchParams("bounds=-11,35,30.5,60"));
    expect(q.bounds).toBe("-11,35,30.5,60");
    expect(activeFilterCount(q)).toBe(1);
    expect(queryFromParams(new URLSearchParams("bounds=10,60,20,50")).bounds).toBeUndefined();
    expect(queryFromParams(new URLSearchParams("bounds=200,0,210,10")).bounds).toBeUndefined();
    expect(clearedParams(new URLSearchParams("bounds=-11,35,30,60&view=map")).toString()).toBe("view=map");
  });
});
