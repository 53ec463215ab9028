import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics";

const sample = (at: number) => ({ at, method: "GET", route: "/api/x", status: 200, ms: 1 });

describe("request samples", () => {
  it("keeps the newest `capacity` samples, oldest first, once the ring has wrapped", () => {
    const metrics = createMetrics(3);
    for (let at = 1; at <= 7; at++) {
      metrics.begin();
      metrics.end(sample(at));
    }
    expect(metrics.since(0).map((s) => s.at)).toEqual([5, 6, 7]);
    expect(metrics.since(6).map((s) => s.at)).toEqual([6, 7]);
    expect(metrics.inFlight).toBe(0);
  });

  it("returns every sample in order before the ring is full", () => {
    const metrics = createMetrics(5);
    for (const at of [1, 2]) metrics.end(sample(at));
    expect(metrics.since(0).map((s) => s.at)).toEqual([1, 2]);
  });
});
