import { describe, expect, it } from "vitest";
import { createMetrics } from "../../lib/metrics";
import { errorsQuery, performanceSummary, recentErrors, timeline } from "./monitoring";

const sample = (at: number, route: string, ms: number, status = 200) => ({ at, method: "GET", route, status, ms });

describe("monitoring figures", () => {
  it("summarises requests: totals, average, 5xx error rate, top endpoints and slow requests", () => {
    const s = performanceSummary([
      sample(1, "/api/a", 10),
      sample(2, "/api/a", 30),
      sample(3, "/api/b", 200, 500),
      sample(4, "/api/c", 5, 404),
    ]);
    expect(s).toMatchObject({ totalRequests: 4, averageResponseTime: 61.3, errorRate: 25 });
    expect(s.topEndpoints[0]).toMatchObject({ url: "/api/a", count: 2, averageResponseTime: 20 });
    expect(s.slowRequests[0]).toMatchObject({ url: "/api/b", duration: 200, status: 500 });
    expect(performanceSummary([])).toMatchObject({ totalRequests: 0, averageResponseTime: 0, errorRate: 0 });
  });

  it("buckets the timeline over the whole range, oldest first, including empty buckets", () => {
    const now = Date.UTC(2025, 0, 1, 12, 2, 0);
    const samples = [
      sample(now - 60_000, "/x", 10),
      sample(now - 30_000, "/x", 20),
      sample(now - 20 * 60_000, "/x", 5),
      sample(now - 3_600_000, "/x", 1),
      sample(now, "/x", 3),
    ];
    const buckets = timeline(samples, now, 3_600_000, 300_000);
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toMatchObject({ bucketStart: "2025-01-01T11:02:00.000Z", requests: 1, avgMs: 1 });
    expect(buckets.at(-1)).toMatchObject({ bucketStart: "2025-01-01T11:57:00.000Z", requests: 3, avgMs: 11 });
    expect(buckets.reduce((n, b) => n + b.requests, 0)).toBe(samples.length);
    expect(timeline([], now, 7 * 86_400_000, 6 * 3_600_000)).toHaveLength(28);
  });

  it("filters recorded errors by level, source and time range", () => {
    const metrics = createMetrics();
    const now = Date.now();
    metrics.error({ at: now - 1000, level: "error", message: "a", source: "/api/x" });
    metrics.error({ at: now - 500, level: "warn", message: "b", source: "trpc:y" });
    metrics.error({ at: now - 2 * 86_400_000, level: "error", message: "old", source: "/api/x" });
    expect(recentErrors(metrics, errorsQuery.parse({}), now).stats.latestErrors.map((e) => e.message)).toEqual([
      "b",
      "a",
    ]);
    expect(recentErrors(metrics, errorsQuery.parse({ level: "warning" }), now).stats.total).toBe(1);
    expect(recentErrors(metrics, errorsQuery.parse({ source: "api" }), now).stats.total).toBe(1);
    expect(recentErrors(metrics, errorsQuery.parse({ timeRange: "week" }), now).stats.total).toBe(3);
    expect(errorsQuery.safeParse({ timeRange: "year" }).success).toBe(false);
  });
});
