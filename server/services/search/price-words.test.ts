import { describe, expect, it } from "vitest";
import { parseIntent } from "./intent";
import { priceLabel, readPriceWords } from "./price-words";
import { readQuery } from "./read-query";

const price = (q: string) => readPriceWords(q)?.price ?? null;

describe("price words", () => {
  it("reads the most, the least and a range a night, as people type them", () => {
    expect(price("cabin under $300")).toEqual({ min: null, max: 300, cheap: false });
    expect(price("below 300")).toEqual({ min: null, max: 300, cheap: false });
    expect(price("less than $250 a night")).toEqual({ min: null, max: 250, cheap: false });
    expect(price("cheaper than $180/night")).toEqual({ min: null, max: 180, cheap: false });
    expect(price("under $1,200 per night")).toEqual({ min: null, max: 1200, cheap: false });
    expect(price("between $200 and $400")).toEqual({ min: 200, max: 400, cheap: false });
    expect(price("between 400 and 200 dollars")).toEqual({ min: 200, max: 400, cheap: false });
    expect(price("$150-$250 per night")).toEqual({ min: 150, max: 250, cheap: false });
    expect(price("over $500")).toEqual({ min: 500, max: null, cheap: false });
    expect(price("300 a night")).toEqual({ min: null, max: 300, cheap: false });
  });

  it("reads “cheap” and “budget” as the lowest-priced third", () => {
    for (const q of ["cheap cabins", "budget stays in bali", "affordable treehouse", "budget-friendly yurt"]) {
      expect(price(q), q).toEqual({ min: null, max: null, cheap: true });
    }
    expect(priceLabel({ min: null, max: null, cheap: true }, 245)).toBe(
      "cheap (the lowest-priced third of our stays, up to $245 a night)",
    );
  });

  it("leaves distances, times, ratings and guests alone", () => {
    for (const q of [
      "within 100 km of denpasar",
      "under 3 hours from seattle",
      "under 30 km",
      "at least 4.5 stars",
      "4.5+ cabins",
      "2 to 4 guests",
      "more than 6 people",
    ]) {
      expect(price(q), q).toBeNull();
    }
  });

  it("takes price words out of the words searched, in the one reading and in AI search's intent", () => {
    const read = readQuery("cabins in the alps under $300 a night");
    expect(read.price).toEqual({ min: null, max: 300, cheap: false });
    expect(read.pieces.map((p) => p.kind)).toEqual(["category", "place"]);
    expect(readQuery("cheap treehouse").pieces).toEqual([{ kind: "category", slug: "treehouses", text: "treehouse" }]);
    expect(parseIntent("glamping between $200 and $400 in kenya")).toMatchObject({
      categories: ["glamping"],
      places: ["Kenya"],
      price: { min: 200, max: 400, cheap: false },
      words: [],
    });
    expect(readQuery("4.5+ cabin under $300").minRating).toBe(4.5);
  });
});
