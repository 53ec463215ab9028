import { describe, expect, it } from "vitest";
import { editDistance, parseIntent } from "./intent";

describe("the built-in intent parser", () => {
  it("reads the issue's examples into categories, regions and amenities", () => {
    expect(parseIntent("treehouse with a hot tub in the Pacific Northwest")).toMatchObject({
      categories: ["treehouses"],
      regions: ["pacific-northwest"],
      amenities: ["Hot Tub"],
    });
    expect(parseIntent("somewhere quiet by a lake for a dog and two kids")).toMatchObject({
      categories: ["lakeside"],
      amenities: ["Pet Friendly"],
    });
    expect(parseIntent("glamping under dark skies in Africa")).toMatchObject({
      categories: ["glamping"],
      regions: ["southern-africa", "east-africa"],
      words: ["dark", "skies"],
    });
    expect(parseIntent("ski-in cabin in the alps")).toMatchObject({
      categories: ["luxury-cabins"],
      regions: ["alps"],
      amenities: ["Ski-in/Ski-out"],
    });
  });

  it("forgives typos and knows synonyms", () => {
    expect(parseIntent("treehose with jacuzzi")).toMatchObject({
      categories: ["treehouses"],
      amenities: ["Hot Tub"],
      words: [],
    });
    expect(parseIntent("spa bath and wifi")).toMatchObject({ amenities: ["Hot Tub", "Wi-Fi"] });
    expect(parseIntent("hottub")).toMatchObject({ amenities: ["Hot Tub"] });
  });

  it("maps countries, states and famous places to the spec's regions", () => {
    expect(parseIntent("Banff").regions).toEqual(["canadian-wilderness"]);
    expect(parseIntent("Patagonia").regions).toEqual(["patagonia"]);
    expect(parseIntent("Utah").regions).toEqual(["desert-southwest"]);
  });

  it("reads a minimum rating and a tier", () => {
    expect(parseIntent("elite cabin 4.8 stars")).toMatchObject({
      tier: 3,
      minRating: 4.8,
      categories: ["luxury-cabins"],
    });
  });

  it("leaves short words alone: no typo budget under six letters", () => {
    expect(parseIntent("cave").categories).toEqual(["caves"]);
    expect(parseIntent("gave").categories).toEqual([]);
    expect(parseIntent("skies").amenities).toEqual([]);
    expect(editDistance("treehose", "treehouse")).toBe(1);
  });
});
