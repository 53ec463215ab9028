import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "../../db/client";
import { rowsOf } from "./rate-limit";

export type WindowCount = { count: number; resetAt: number };

/**
 * Where the processes of one app add up their hits: each process sends what it counted since its
 * last flush and gets back every process's total for the key's current window, and when it ends.
 * A window starts with the first hit after the last one ended, as hitRateLimit's do.
 */
export type WindowStore = {
  add(hits: ReadonlyArray<{ key: string; count: number }>, windowMs: number): Promise<Map<string, WindowCount>>;
};

type Entry = WindowCount & { pending: number };
export type Admission = { allowed: boolean; retryAfterSeconds: number };

/**
 * A fixed-window limit counted in memory: deciding costs no I/O, so a refusal costs nothing.
 * `flush` (run about once a second) adds this process's new hits to the shared store and takes the
 * store's total and window end, which every process then follows. Between flushes a process may let
 * through what it last saw left of the limit: the window is shared in batches, not call by call.
 */
export function windowLimiter(store: WindowStore, windowMs: number) {
  const entries = new Map<string, Entry>();
  const retryAfter = (entry: Entry, now: number) => Math.max(1, Math.ceil((entry.resetAt - now) / 1000));

  return {
    hit(key: string, limit: number, now = Date.now()): Admission {
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= now) entries.set(key, (entry = { count: 0, resetAt: now + windowMs, pending: 0 }));
      if (entry.count + entry.pending >= limit) return { allowed: false, retryAfterSeconds: retryAfter(entry, now) };
      entry.pending++;
      return { allowed: true, retryAfterSeconds: retryAfter(entry, now) };
    },

    /** Shares the hits counted since the last flush; on failure they stay counted here and go next time. */
    async flush(now = Date.now()): Promise<void> {
      for (const [key, entry] of entries) if (entry.resetAt <= now && entry.pending === 0) entries.delete(key);
      const sent = [...entries]
        .filter(([, entry]) => entry.pending > 0)
        .map(([key, entry]) => ({ key, entry, count: entry.pending }));
      if (!sent.length) return;
      const totals = await store.add(
        sent.map(({ key, count }) => ({ key, count })),
        windowMs,
      );
      for (const { key, entry, count } of sent) {
        entry.pending -= count;
        const shared = totals.get(key);
        if (shared) Object.assign(entry, shared);
      }
    },
  };
}

export type WindowLimiter = ReturnType<typeof windowLimiter>;

/**
 * The counts in PostgreSQL's rate_limits, the table hitRateLimit keeps (the hourly prune drops ended
 * windows). One statement adds a whole batch; its keys are sorted, so two processes' batches lock the
 * rows they share in the same order and never deadlock.
 */
export function postgresWindows(db: Db): WindowStore {
  return {
    async add(hits, windowMs) {
      const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : 1));
      const values = sql.join(
        sorted.map((h) => sql`(${h.key}, ${h.count}::int, now() + make_interval(secs => ${windowMs / 1000}))`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into rate_limits (key, count, reset_at) values ${values}
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then excluded.count
            else rate_limits.count + excluded.count end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at
            else rate_limits.reset_at end
        returning key, count, reset_at`);
      const rows = rowsOf<{ key: string; count: number; reset_at: string | Date }>(result);
      return new Map(rows.map((r) => [r.key, { count: Number(r.count), resetAt: new Date(r.reset_at).getTime() }]));
    },
  };
}

// Adds to a key's count, starting its window when the key is new; answers the count and the ms left.
const ADD_TO_WINDOW = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); left = tonumber(ARGV[2]) end
return {count, left}`;

/** The counts in Redis: one counter per key, which expires when its window ends. */
export function redisWindows(redis: Redis): WindowStore {
  return {
    async add(hits, windowMs) {
      const batch = redis.pipeline();
      for (const h of hits) batch.eval(ADD_TO_WINDOW, 1, `wildluxe:rate:${h.key}`, h.count, windowMs);
      const replies = (await batch.exec()) ?? [];
      const now = Date.now();
      const totals = new Map<string, WindowCount>();
      hits.forEach((h, i) => {
        const [error, reply] = replies[i] ?? [new Error("Redis gave no reply.")];
        if (error) throw error;
        const [count, left] = reply as [number, number];
        totals.set(h.key, { count: Number(count), resetAt: now + Number(left) });
      });
      return totals;
    },
  };
}
