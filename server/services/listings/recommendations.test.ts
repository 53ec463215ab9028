import { describe, expect, it } from "vitest";
import type { ListingCard } from "./cards";
import { scoreListing, type Signals } from "./recommendations";

const listing = (over: Partial<ListingCard> = {}) =>
  ({
    id: 7,
    categoryId: 2,
    regionId: 6,
    tierLevel: 1,
    rating: 5,
    featured: true,
    category: { id: 2, name: "Treehouses", slug: "treehouses" },
    region: { id: 6, name: "Alps", slug: "alps" },
    ...over,
  }) as ListingCard;

const signals = (over: Partial<Signals> = {}): Signals => ({
  prefs: {
    categoryIds: [2],
    regionIds: [6],
    amenityIds: [1, 2, 3],
    travelStyle: "romance",
    budgetTier: 2,
    updatedAt: null,
  },
  favoriteIds: new Set(),
  favoriteCategories: new Set([2]),
  favoriteRegions: new Set([6]),
  viewedCategories: new Set([2]),
  viewedRegions: new Set([6]),
  amenitiesOf: new Map([[7, [1, 2, 3, 9]]]),
  amenityInfo: new Map([
    [1, { name: "Hot Tub", category: "Wellness" }],
    [2, { name: "Fireplace", category: "Comfort" }],
    [3, { name: "Wi-Fi", category: "Connectivity" }],
  ]),
  ...over,
});

const none = signals({
  prefs: { categoryIds: [], regionIds: [], amenityIds: [], travelStyle: null, budgetTier: null, updatedAt: null },
  favoriteCategories: new Set(),
  favoriteRegions: new Set(),
  viewedCategories: new Set(),
  viewedRegions: new Set(),
});

describe("scoreListing", () => {
  it("gives a stay matching every signal 100, strongest reason first", () => {
    const { matchScore, matchReasons } = scoreListing(listing(), signals());
    expect(matchScore).toBe(100);
    expect(matchReasons[0]).toEqual({
      label: "Preferred category",
      description: "Treehouses is one of the stay types you love.",
    });
    expect(matchReasons.map((r) => r.label)).toEqual([
      "Preferred category",
      "Preferred region",
      "Amenities you want",
      "Within your budget",
      "Fits your travel style",
      "Like your favorites",
      "Inspired by your browsing",
      "Highly rated",
      "Editor's pick",
    ]);
    expect(matchReasons.find((r) => r.label === "Amenities you want")?.description).toBe(
      "Has Hot Tub, Fireplace, Wi-Fi.",
    );
  });

  it("gives an ordinary stay with no signals 0 and no reasons", () => {
    expect(scoreListing(listing({ rating: 4.2, featured: false }), none)).toEqual({ matchScore: 0, matchReasons: [] });
  });

  it("leaves budget points out for stays above the budget tier, and stays an integer within 0-100", () => {
    const pricey = scoreListing(listing({ tierLevel: 3, rating: 4.76 }), signals());
    expect(pricey.matchReasons.map((r) => r.label)).not.toContain("Within your budget");
    expect(Number.isInteger(pricey.matchScore)).toBe(true);
    expect(pricey.matchScore).toBeLessThan(100);
  });
});
