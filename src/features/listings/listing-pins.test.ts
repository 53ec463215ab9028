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

  it("with dates, names the stay's total and links to it with the dates that work and the party", () => {
    const stay = { checkin: "2026-12-12", checkout: "2026-12-15", nights: 3, total: 114_000, currency: "USD" };
    const located = { ...base, latitude: 47.8, longitude: -123.9, nightlyPrice: 38000 };
    const dates = { checkin: "2026-12-11", checkout: "2026-12-14", guests: 2, flexible: true };
    const [pin] = listingPins([{ ...located, stay: { ...stay, shifted: true } }], dates);
    expect(pin?.total).toBe("$1,140 for 3 nights");
    expect(pin?.freeDates).toBe("Free Sat 12 – Tue 15 Dec");
    expect(pin?.label).toBe("Fern Hollow, Olympic Peninsula, Washington, rated 4.9, $1,140 for 3 nights");
    expect(pin?.href).toBe("/listings/fern-hollow?checkin=2026-12-12&checkout=2026-12-15&guests=2&flexible=1");
    const [exact] = listingPins([{ ...located, stay: { ...stay, shifted: false } }], dates);
    expect(exact?.freeDates).toBeUndefined();
  });

  it("leaves out listings without coordinates", () => {
    expect(listingPins([{ ...base, latitude: null, longitude: 10 }])).toEqual([]);
  });
});
