import { describe, expect, it } from "vitest";
import { boundsOf, fitView, isValidLngLat, pathData, project, splitAtAntimeridian, visibleBounds } from "./geo-view";

describe("boundsOf", () => {
  it("boxes the points", () => {
    expect(boundsOf([{ lng: 10, lat: 45 }, { lng: -120, lat: 48 }, { lng: 7, lat: -33 }])).toEqual({ west: -120, south: -33, east: 10, north: 48 });
    expect(boundsOf([])).toBeNull();
  });
});

describe("isValidLngLat", () => {
  it("rejects missing or impossible coordinates", () => {
    expect(isValidLngLat({ lng: 10, lat: 45 })).toBe(true);
    expect(isValidLngLat({ lng: null, lat: 45 })).toBe(false);
    expect(isValidLngLat({ lng: 10, lat: 95 })).toBe(false);
    expect(isValidLngLat({ lng: Number.NaN, lat: 1 })).toBe(false);
  });
});

describe("fitView", () => {
  it("keeps every point inside the padded box", () => {
    const points = [{ lng: -123, lat: 49 }, { lng: 11, lat: 46 }, { lng: 151, lat: -34 }];
    const view = fitView(boundsOf(points), 800, 500, { padding: 40 });
    for (const p of points) {
      const [x, y] = project(view, p.lng, p.lat);
      expect(x).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(x).toBeLessThanOrEqual(760 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(y).toBeLessThanOrEqual(460 + 1e-9);
    }
  });

  it("centres a single point and does not zoom past the minimum span", () => {
    const view = fitView(boundsOf([{ lng: 8, lat: 46 }]), 600, 400, { padding: 20, minSpan: 10 });
    expect(project(view, 8, 46)).toEqual([300, 200]);
    const seen = visibleBounds(view);
    expect(seen.east - seen.west).toBeGreaterThanOrEqual(10);
  });

  it("shows the world when there is nothing to fit", () => {
    const seen = visibleBounds(fitView(null, 1000, 500, { padding: 0 }));
    expect(seen.west).toBeLessThanOrEqual(-179.999);
    expect(seen.east).toBeGreaterThanOrEqual(179.999);
  });
});

describe("pathData", () => {
  const view = fitView({ west: 0, south: 0, east: 10, north: 10 }, 100, 100, { padding: 0, minSpan: 1 });

  it("draws closed rings and open lines", () => {
    const square = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] as const;
    expect(pathData(view, [square], true)).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){4}Z$/);
    expect(pathData(view, [square], false).endsWith("Z")).toBe(false);
  });

  it("skips rings outside the view", () => {
    expect(pathData(view, [[[100, 50], [110, 50], [110, 60]]], true)).toBe("");
  });
});

describe("splitAtAntimeridian", () => {
  it("leaves ordinary rings alone", () => {
    const ring = [[0, 0], [10, 0], [10, 10], [0, 0]] as const;
    expect(splitAtAntimeridian(ring, true)).toEqual([ring]);
  });

  it("cuts a ring that crosses twice into pieces ending on the edge", () => {
    // An island straddling 180°: two points east of it, two west.
    const ring = [[178, -16], [-178, -16], [-178, -18], [178, -18], [178, -16]] as const;
    const pieces = splitAtAntimeridian(ring, true);
    expect(pieces).toHaveLength(2);
    for (const piece of pieces) {
      const sides = new Set(piece.map(([lng]) => Math.sign(lng)));
      expect(sides.size).toBe(1);
      expect(piece.some(([lng]) => Math.abs(lng) === 180)).toBe(true);
    }
    expect(pieces.flat().find(([lng, lat]) => lng === 180 && lat === -16)).toBeTruthy();
  });

  it("closes a ring around a pole along the map's edge", () => {
    const ring = [[-120, -70], [0, -72], [120, -70], [179, -71], [-179, -71], [-120, -70]] as const;
    const [piece, ...rest] = splitAtAntimeridian(ring, true);
    expect(rest).toEqual([]);
    expect(piece?.slice(-2).map(([, lat]) => lat)).toEqual([-90, -90]);
  });

  it("breaks open lines at the jump", () => {
    expect(splitAtAntimeridian([[170, 60], [-170, 62]], false)).toEqual([
      [[170, 60], [180, 61]],
      [[-180, 61], [-170, 62]],
    ]);
  });
});
