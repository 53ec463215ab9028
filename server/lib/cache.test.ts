import { describe, expect, it } from "vitest";
import { appCache, approximateBytes, CACHE_LIMITS, createCache } from "./cache";
import { createLogger } from "./logger";
import { createMetrics } from "./metrics";
import type { PubSub } from "./pubsub";

/** Stands in for Redis or NOTIFY: every subscriber hears every message, the sender included. */
function fakeBus() {
  const subscribers = new Set<{ channel: string; onMessage: (message: string) => void }>();
  const sent: string[] = [];
  const bus: PubSub = {
    kind: "postgres",
    publish: async (channel, message) => {
      sent.push(message);
      for (const s of subscribers) if (s.channel === channel) s.onMessage(message);
    },
    subscribe: async (channel, onMessage) => {
      const s = { channel, onMessage };
      subscribers.add(s);
      return async () => void subscribers.delete(s);
    },
    close: async () => undefined,
  };
  return { bus, sent, subscribers };
}

const silent = createLogger("silent");

describe("TTL cache", () => {
  it("holds at most its byte budget: the oldest entries leave first, and an answer larger than the budget is never kept", async () => {
    const cache = createCache(createMetrics(), Date.now, { entries: 500, bytes: 10_000 });
    const page = (n: number) => async () => ({ html: "x".repeat(3_000), n });
    for (const n of [1, 2, 3]) await cache.getOrLoad(`page:${n}`, 60_000, page(n));
    expect([1, 2, 3].map((n) => cache.peek(`page:${n}`) !== undefined)).toEqual([true, true, true]);
    await cache.getOrLoad("page:4", 60_000, page(4));
    expect([1, 2, 3, 4].map((n) => cache.peek(`page:${n}`) !== undefined)).toEqual([false, true, true, true]);
    // Dropped entries give their bytes back: after an invalidation three pages fit again.
    await cache.invalidate("page:");
    for (const n of [5, 6, 7]) await cache.getOrLoad(`page:${n}`, 60_000, page(n));
    expect(cache.size).toBe(3);
    const huge = { html: "x".repeat(20_000) };
    expect(await cache.getOrLoad("page:huge", 60_000, async () => huge)).toBe(huge);
    expect(cache.peek("page:huge")).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it("weighs text (two bytes a character beyond Latin-1), binary data and nested answers, and keeps 500 entries within 32 MB", () => {
    expect(approximateBytes("x".repeat(1_000))).toBeGreaterThanOrEqual(1_000);
    // Held as V8 holds it: Latin-1 text at a byte a character, any other (a curly quote, a star) at two.
    expect(approximateBytes("é".repeat(1_000))).toBeLessThan(1_100);
    expect(approximateBytes(`${"x".repeat(999)}’`)).toBeGreaterThanOrEqual(2_000);
    expect(approximateBytes(new Uint8Array(50_000))).toBeGreaterThanOrEqual(50_000);
    expect(
      approximateBytes({ items: [{ description: "y".repeat(2_000) }, { description: "y".repeat(2_000) }] }),
    ).toBeGreaterThanOrEqual(4_000);
    // Parts shared or looping back are weighed once: a loop ends, and a part seen twice counts once.
    const part = { text: "z".repeat(1_000) };
    const loop: Record<string, unknown> = { part, again: part };
    loop.self = loop;
    expect(approximateBytes(loop)).toBeLessThan(1_200);
    expect(CACHE_LIMITS).toEqual({ entries: 500, bytes: 32 * 1024 * 1024 });
  });

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

  it("shares one load among callers missing the same key at once; a failed load leaves each to its own", async () => {
    const metrics = createMetrics();
    const cache = createCache(metrics);
    let loads = 0;
    let finish!: (v: string) => void;
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const callers = [
      cache.getOrLoad("page:/", 60_000, slow),
      cache.getOrLoad("page:/", 60_000, slow),
      cache.getOrLoad("page:/", 60_000, slow),
    ];
    finish("rendered");
    expect(await Promise.all(callers)).toEqual(["rendered", "rendered", "rendered"]);
    expect(loads).toBe(1);
    expect(metrics.cacheStats()).toEqual({ hits: 2, misses: 1 });

    let own = 0;
    const failing = cache.getOrLoad("api:/x", 60_000, async () => {
      throw new Error("not kept");
    });
    const waiter = cache.getOrLoad("api:/x", 60_000, async () => `own ${++own}`);
    await expect(failing).rejects.toThrow("not kept");
    expect(await waiter).toBe("own 1");
  });

  it("does not hand a load that began before an invalidation to callers after it", async () => {
    const cache = createCache(createMetrics());
    let finish!: (v: string) => void;
    const before = cache.getOrLoad("public:a", 60_000, () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.invalidate("public:");
    const after = cache.getOrLoad("public:a", 60_000, async () => "new");
    finish("old");
    expect([await before, await after]).toEqual(["old", "new"]);
    expect(await cache.getOrLoad("public:a", 60_000, async () => "later")).toBe("new");
  });

  it("peeks at a fresh entry without loading or counting", async () => {
    const metrics = createMetrics();
    let now = 1_000;
    const cache = createCache(metrics, () => now);
    expect(cache.peek("journal:a")).toBeUndefined();
    await cache.getOrLoad("journal:a", 60_000, async () => "kept");
    expect(cache.peek("journal:a")).toBe("kept");
    expect(metrics.cacheStats()).toEqual({ hits: 0, misses: 1 });
    now += 60_000;
    expect(cache.peek("journal:a")).toBeUndefined();
    await cache.invalidate("journal:");
    expect(cache.peek("journal:a")).toBeUndefined();
  });

  it("invalidates by prefix and clears everything, reporting the keys", async () => {
    const cache = createCache(createMetrics());
    for (const key of ["journal:published", "ads:homepage", "ads:all"])
      await cache.getOrLoad(key, 1000, async () => key);
    expect(await cache.invalidate("ads:")).toBe(2);
    expect(cache.size).toBe(1);
    expect(await cache.clear()).toEqual(["journal:published"]);
    expect(cache.size).toBe(0);
  });

  it("keeps at most 500 entries, dropping the oldest", async () => {
    const cache = createCache(createMetrics());
    for (let i = 0; i < 501; i++) await cache.getOrLoad(`k:${i}`, 60_000, async () => i);
    expect(cache.size).toBe(500);
    expect((await cache.clear())[0]).toBe("k:1");
  });

  it("gives each app (metrics object) its own cache", () => {
    const a = createMetrics();
    expect(appCache(a)).toBe(appCache(a));
    expect(appCache(a)).not.toBe(appCache(createMetrics()));
  });

  it("drops a key in every process sharing the cache when one of them invalidates it", async () => {
    const { bus, sent } = fakeBus();
    const here = createCache(createMetrics());
    const there = createCache(createMetrics());
    await here.share(bus, silent);
    await there.share(bus, silent);
    for (const cache of [here, there]) {
      await cache.getOrLoad("ads:all", 60_000, async () => "old");
      await cache.getOrLoad("journal:published", 60_000, async () => "old");
    }
    expect(await here.invalidate("ads:")).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await there.getOrLoad("ads:all", 60_000, async () => "new")).toBe("new");
    expect(await there.getOrLoad("journal:published", 60_000, async () => "new")).toBe("old");
    expect(await there.clear()).toEqual(["journal:published", "ads:all"]);
    expect(here.size).toBe(0);
  });

  it("stops hearing and telling the others once it leaves", async () => {
    const { bus, sent, subscribers } = fakeBus();
    const cache = createCache(createMetrics());
    const leave = await cache.share(bus, silent);
    await leave();
    expect(subscribers.size).toBe(0);
    await cache.invalidate("ads:");
    expect(sent).toEqual([]);
  });

  it("keeps the data written even when publishing fails, and ignores messages it cannot read", async () => {
    const { bus, subscribers } = fakeBus();
    const cache = createCache(createMetrics());
    await cache.share({ ...bus, publish: async () => Promise.reject(new Error("redis is down")) }, silent);
    await cache.getOrLoad("ads:all", 60_000, async () => 1);
    expect(await cache.invalidate("ads:")).toBe(1);
    await cache.getOrLoad("ads:all", 60_000, async () => 2);
    for (const s of subscribers) s.onMessage("not json");
    expect(cache.size).toBe(1);
  });

  it("does not keep a value loaded before an invalidation that arrived while it was loading", async () => {
    const cache = createCache(createMetrics());
    let finish!: (value: string) => void;
    const loading = cache.getOrLoad(
      "journal:published",
      60_000,
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await cache.invalidate("journal:");
    finish("read before the edit");
    expect(await loading).toBe("read before the edit");
    expect(await cache.getOrLoad("journal:published", 60_000, async () => "after the edit")).toBe("after the edit");
  });
});
