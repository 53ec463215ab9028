import { describe, expect, it } from "vitest";
import { appCache, createCache } from "./cache";
import { createMetrics } from "./metrics";

describe("TTL cache", () => {
  it("counts a miss then hits until the entry expires", async () => {
    const metrics = createMetrics();
    let now = 1_000;
    const cache = createCache(metrics, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("journal:a", 60_000, load)).toBe(1);
    expect(await cache.getOrLoad("journal:a", 60_000, load)).toBe(1);
    expect(metrics.cacheStats()).toEqual({ hits: 1, misses: 1 });
    now += 60_000;
    expect(await cache.getOrLoad("journal:a", 60_000, load)).toBe(2);
    expect(metrics.cacheStats()).toEqual({ hits: 1, misses: 2 });
  });

  it("invalidates by prefix and clears everything, reporting the keys", async () => {
    const cache = createCache(createMetrics());
    for (const key of ["journal:published", "ads:homepage", "ads:all"]) await cache.getOrLoad(key, 1000, async () => key);
    expect(cache.invalidate("ads:")).toBe(2);
    expect(cache.size).toBe(1);
    expect(cache.clear()).toEqual(["journal:published"]);
    expect(cache.size).toBe(0);
  });

  it("keeps at most 500 entries, dropping the oldest", async () => {
    const cache = createCache(createMetrics());
    for (let i = 0; i < 501; i++) await cache.getOrLoad(`k:${i}`, 60_000, async () => i);
    expect(cache.size).toBe(500);
    expect(cache.clear()[0]).toBe("k:1");
  });

  it("gives each app (metrics object) its own cache", () => {
    const a = createMetrics();
    expect(appCache(a)).toBe(appCache(a));
    expect(appCache(a)).not.toBe(appCache(createMetrics()));
  });
});
