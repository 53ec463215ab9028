import type { Metrics } from "./metrics";

/**
 * A small in-process TTL cache for public reads that change only when an admin
 * edits them. Hits and misses are counted in the request metrics (the monitoring
 * view's cache hit rate). Each process has its own copy, so writers invalidate by
 * key prefix and entries expire on their own within the TTL everywhere else.
 */
export type TtlCache = {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix`; returns how many went. */
  invalidate(prefix: string): number;
  /** Drops everything; returns the keys that were cached. */
  clear(): string[];
  readonly size: number;
};

const MAX_ENTRIES = 500;

export function createCache(metrics: Pick<Metrics, "cache">, now: () => number = Date.now): TtlCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        metrics.cache(true);
        return entry.value as T;
      }
      metrics.cache(false);
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // Map keeps insertion order, so the first key is the oldest write.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      return value;
    },
    invalidate(prefix: string) {
      let removed = 0;
      for (const key of [...entries.keys()]) {
        if (key.startsWith(prefix)) {
          entries.delete(key);
          removed++;
        }
      }
      return removed;
    },
    clear() {
      const keys = [...entries.keys()];
      entries.clear();
      return keys;
    },
    get size() {
      return entries.size;
    },
  };
}

// One cache per app instance: keyed by its metrics object, which the process creates once.
const caches = new WeakMap<object, TtlCache>();

export function appCache(metrics: Metrics): TtlCache {
  let cache = caches.get(metrics);
  if (!cache) {
    cache = createCache(metrics);
    caches.set(metrics, cache);
  }
  return cache;
}
