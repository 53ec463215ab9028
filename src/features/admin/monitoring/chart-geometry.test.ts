import { describe, expect, it } from "vitest";
import { chartGeometry, niceMax } from "./chart-geometry";

const box = { width: 200, height: 120, top: 10, right: 10, bottom: 10, left: 10 };

describe("niceMax", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(17)).toBe(20);
    expect(niceMax(51)).toBe(100);
    expect(niceMax(200)).toBe(200);
  });
});

describe("chartGeometry", () => {
  it("scales bars and the latency line to the plot", () => {
    const g = chartGeometry(
      [
        { bucketStart: "2026-01-01T00:00:00Z", requests: 10, avgMs: 50, errors: 5 },
        { bucketStart: "2026-01-01T00:05:00Z", requests: 0, avgMs: 0, errors: 0 },
      ],
      box,
    );
    expect(g.maxRequests).toBe(10);
    expect(g.maxMs).toBe(50);
    expect(g.bars[0]).toMatchObject({ height: 100, y: 10, errorHeight: 50 });
    expect(g.bars[1]!.height).toBe(0);
    expect(g.points[0]!.y).toBe(10);
    expect(g.points[1]!.y).toBe(110);
    expect(g.latencyPath.startsWith("M")).toBe(true);
  });

  it("draws nothing without data", () => {
    const g = chartGeometry([], box);
    expect(g.bars).toEqual([]);
    expect(g.latencyPath).toBe("");
  });
});
