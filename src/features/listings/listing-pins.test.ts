import { describe, expect, it } from "vitest";
import { listingPins } from "./listing-pins";

const base = {
  id: 1,
  slug: "fern-hollow",
  name: "Fern Hollow",
  location: "Olympic Peninsula, Washington",
  rating: 4.86,
  mainImage: "/media/art/treehouses/fern-hollow.webp",
  nightlyPrice: null,
  currency: "USD",
};

describe("listingPins", () => {
  it("makes a named link pin per located listing", () => {
    const [pin] = listingPins([{ ...base, latitude: 47.8, longitude: -123.9 }]);
    expect(pin).toMatchObject({
      id: 1,
      href: "/listings/fern-hollow",
      lng: -123.9,
      lat: 47.8,
      label: "Fern Hollow, Olympic Peninsula, Washington, rated 4.9",
      rating: "4.9",
    });
    expect(pin?.image?.src).toBe("/media/art/treehouses/fern-hollow.webp?w=400");
  });

  it("names the nightly price when the stay has one", () => {
    const [pin] = listingPins([{ ...base, latitude: 47.8, longitude: -123.9, nightlyPrice: 18500 }]);
    expect(pin?.price).toBe("$185");
    expect(pin?.label).toBe("Fern Hollow, Olympic Peninsula, Washington, rated 4.9, from $185 a night");
  });

  it("leaves out listings without coordinates", () => {
    expect(listingPins([{ ...base, latitude: null, longitude: 10 }])).toEqual([]);
  });
});
