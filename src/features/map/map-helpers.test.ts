import { describe, expect, it } from "vitest";
import { formatBounds, isValidLngLat, normalizeBounds, readBoundsText } from "@shared/map-bounds";
import { boundsOf, clusterCountText, clusterKey, pinsToGeoJson } from "./map-pins";
import { unwrapRing } from "./world-geojson";

describe("bounds", () => {
  it("reads west,south,east,north and nothing else", () => {
    expect(readBoundsText("-11,35.5, 30,60")).toEqual({ west: -11, south: 35.5, east: 30, north: 60 });
    expect(readBoundsText("1,2,3")).toBeNull();
    expect(readBoundsText("1,2,3,x")).toBeNull();
    expect(readBoundsText("1e3,2,3,4")).toBeNull();
  });

  it("wraps what the map reports past ±180 and keeps an area across the antimeridian as west > east", () => {
    expect(normalizeBounds({ west: 170.123456, south: -20, east: 190, north: -10 })).toEqual({
      west: 170.1235,
      south: -20,
      east: -170,
      north: -10,
    });
    expect(normalizeBounds({ west: -200, south: 0, east: -170, north: 10 })).toEqual({
      west: 160,
      south: 0,
      east: -170,
      north: 10,
    });
    expect(normalizeBounds({ west: -250, south: -95, east: 250, north: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(formatBounds({ west: -11, south: 35, east: 30, north: 60 })).toBe("-11,35,30,60");
  });

  it("rejects missing or impossible coordinates", () => {
    expect(isValidLngLat({ lng: 10, lat: 45 })).toBe(true);
    expect(isValidLngLat({ lng: null, lat: 45 })).toBe(false);
    expect(isValidLngLat({ lng: 10, lat: 95 })).toBe(false);
  });
});

describe("pins for the clustered source", () => {
  const pins = [
    { id: 7, lng: 10, lat: 45, label: "A", title: "A" },
    { id: 9, lng: -120, lat: 48, label: "B", title: "B" },
  ];

  it("makes one GeoJSON point per pin, carrying its id", () => {
    const geojson = pinsToGeoJson(pins);
    expect(geojson.features.map((f) => [f.properties.pinId, f.geometry.coordinates])).toEqual([
      [7, [10, 45]],
      [9, [-120, 48]],
    ]);
  });

  it("boxes the pins", () => {
    expect(boundsOf(pins)).toEqual({ west: -120, south: 45, east: 10, north: 48 });
    expect(boundsOf([])).toBeNull();
  });

  it("names a cluster once, whichever tile or world copy it comes from", () => {
    expect(clusterKey(17, 151.21, -33.87)).toBe(clusterKey(17, 151.2249, -33.8651));
    expect(clusterKey(17, 151.21 - 360, -33.87)).toBe(clusterKey(17, 151.21, -33.87));
    expect(clusterKey(17, 151.21, -33.87)).not.toBe(clusterKey(16, 151.21, -33.87));
    expect(clusterCountText(17)).toBe("17");
    expect(clusterCountText(1250)).toBe("1.3k");
  });
});

describe("unwrapRing", () => {
  it("leaves ordinary rings alone", () => {
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 0],
    ];
    expect(unwrapRing(ring, true)).toEqual(ring);
  });

  it("makes a ring across the antimeridian continuous, so it closes where it began", () => {
    const ring = [
      [178, -16],
      [-178, -16],
      [-178, -18],
      [178, -18],
      [178, -16],
    ];
    expect(unwrapRing(ring, true)).toEqual([
      [178, -16],
      [182, -16],
      [182, -18],
      [178, -18],
      [178, -16],
    ]);
  });

  it("closes a ring around a pole along the pole", () => {
    const ring = [
      [-120, -70],
      [0, -72],
      [120, -70],
      [179, -71],
      [-179, -71],
      [-120, -70],
    ];
    const out = unwrapRing(ring, true);
    expect(out.slice(-3)).toEqual([
      [240, -90],
      [-120, -90],
      [-120, -70],
    ]);
  });

  it("keeps lines continuous too", () => {
    expect(
      unwrapRing(
        [
          [170, 60],
          [-170, 62],
        ],
        false,
      ),
    ).toEqual([
      [170, 60],
      [190, 62],
    ]);
  });
});
