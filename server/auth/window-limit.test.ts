import { describe, expect, it } from "vitest";
import { windowLimiter, type WindowCount, type WindowStore } from "./window-limit";

/** A store shared by limiters in one test, as Redis or rate_limits is shared by processes. */
function memoryStore(now: () => number): WindowStore & { failing: boolean; adds: number } {
  const counts = new Map<string, WindowCount>();
  const store = {
    failing: false,
    adds: 0,
    async add(hits: ReadonlyArray<{ key: string; count: number }>, windowMs: number) {
      if (store.failing) throw new Error("store down");
      store.adds++;
      const totals = new Map<string, WindowCount>();
      for (const { key, count } of hits) {
        const current = counts.get(key);
        const fresh = !current || current.resetAt <= now();
        const next = fresh ? { count, resetAt: now() + windowMs } : { ...current, count: current.count + count };
        counts.set(key, next);
        totals.set(key, next);
      }
      return totals;
    },
  };
  return store;
}

describe("windowLimiter", () => {
  it("refuses past the limit from memory, saying when the window ends, and touches the store only on flush", () => {
    const store = memoryStore(() => 0);
    const limiter = windowLimiter(store, 60_000);
    const answers = Array.from({ length: 4 }, (_, i) => limiter.hit("k", 3, 1_000 + i));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]!.retryAfterSeconds).toBe(60);
    expect(store.adds).toBe(0);
    // A new window starts with the first hit after the last one ended.
    expect(limiter.hit("k", 3, 61_000).allowed).toBe(true);
  });

  it("shares the window in batches: after a flush each process counts the other's hits", async () => {
    let clock = 0;
    const store = memoryStore(() => clock);
    const a = windowLimiter(store, 60_000);
    const b = windowLimiter(store, 60_000);
    for (let i = 0; i < 4; i++) expect(a.hit("k", 5, clock).allowed).toBe(true);
    await a.flush(clock);
    clock = 1_000;
    // B has not flushed yet: it knows only its own hit.
    expect(b.hit("k", 5, clock).allowed).toBe(true);
    await b.flush(clock);
    expect(b.hit("k", 5, clock)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    await a.flush(clock);
    expect(a.hit("k", 5, clock).allowed).toBe(true);
  });

  it("keeps the hits it could not share and sends them with the next flush", async () => {
    const store = memoryStore(() => 0);
    const limiter = windowLimiter(store, 60_000);
    limiter.hit("k", 10, 0);
    limiter.hit("k", 10, 0);
    store.failing = true;
    await expect(limiter.flush(0)).rejects.toThrow("store down");
    store.failing = false;
    limiter.hit("k", 10, 0);
    await limiter.flush(0);
    const other = windowLimiter(store, 60_000);
    other.hit("k", 10, 0);
    await other.flush(0);
    const answers = Array.from({ length: 7 }, () => other.hit("k", 10, 0).allowed);
    expect(answers).toEqual([true, true, true, true, true, true, false]);
  });
});
