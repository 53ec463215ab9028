import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";
import type { Metrics } from "./metrics";
import type { PubSub } from "./pubsub";

/**
 * A small in-process TTL cache for public reads that change only when an admin
 * edits them. Hits and misses are counted in the request metrics (the monitoring
 * view's cache hit rate). Each process has its own copy: once shared, every
 * invalidation is published and the other processes drop the same keys.
 */
export type TtlCache = {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /**
   * The entry under `key` while fresh, without loading anything or counting a hit or miss (the caller counts what it
   * uses).
   */
  peek<T>(key: string): T | undefined;
  /**
   * Drops every entry whose key starts with `prefix`, here and in every process sharing the cache; resolves to how many
   * went here.
   */
  invalidate(prefix: string): Promise<number>;
  /** Drops everything, everywhere; resolves to the keys that were cached here. */
  clear(): Promise<string[]>;
  /**
   * Calls `listener` with every prefix dropped here, by this process or by another sharing the cache: for what
   * is kept outside the cache but goes with it (the typeahead's index). Returns a function that stops.
   */
  onInvalidate(listener: (prefix: string) => void): () => void;
  /** Joins the other processes' caches through `bus`; resolves once listening, to a function that leaves. */
  share(bus: PubSub, logger: Logger): Promise<() => Promise<void>>;
  readonly size: number;
};

/**
 * What the cache may hold: 500 entries, and about 32 MB as `approximateBytes` weighs them. Pages of
 * 50-100 KB would pass any heap budget at 500 entries; the byte bound keeps the process's heap under
 * the old-space limit it runs with (decision 020).
 */
export const CACHE_LIMITS = { entries: 500, bytes: 32 * 1024 * 1024 };
const CACHE_CHANNEL = "wildluxe_cache";

/**
 * V8 keeps a string whose characters are all Latin-1 at a byte a character, and any other at two: a
 * page with one curly quote or star in it (most pages) takes twice its length.
 */
// eslint-disable-next-line no-control-regex -- the range starts at NUL on purpose
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/**
 * A value's rough size in memory: bytes of binary data, one or two bytes per character of text (as
 * V8 keeps it), and a few bytes per number, key and object. It ranks entries against a budget, not
 * a heap snapshot. Only plain objects and arrays are walked, each once (a value may share or loop
 * back to its parts).
 */
export function approximateBytes(value: unknown, seen = new WeakSet<object>()): number {
  if (typeof value === "string") return 16 + value.length * (BEYOND_LATIN1.test(value) ? 2 : 1);
  if (value === null || typeof value !== "object") return 8;
  if (seen.has(value)) return 8;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return 16 + value.byteLength;
  if (value instanceof ArrayBuffer) return 16 + value.byteLength;
  let bytes = 16;
  if (Array.isArray(value)) for (const item of value) bytes += approximateBytes(item, seen);
  else if (isPlainObject(value))
    for (const [key, item] of Object.entries(value)) bytes += key.length + approximateBytes(item, seen);
  return bytes;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function createCache(
  metrics: Pick<Metrics, "cache">,
  now: () => number = Date.now,
  limits = CACHE_LIMITS,
): TtlCache {
  const entries = new Map<string, { value: unknown; expiresAt: number; bytes: number }>();
  let bytes = 0;
  const self = randomUUID();
  // A load that started before an invalidation may have read the old data: it is returned but not kept.
  let generation = 0;
  const loading = new Map<string, { promise: Promise<unknown>; generation: number }>();
  let publish: ((prefix: string) => Promise<void>) | undefined;
  const listeners = new Set<(prefix: string) => void>();

  function drop(prefix: string): string[] {
    generation++;
    for (const listener of listeners) listener(prefix);
    const dropped = [...entries.keys()].filter((key) => key.startsWith(prefix));
    for (const key of dropped) remove(key);
    return dropped;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** The one way entries leave before their time: here, then in every other process. */
  async function invalidateEverywhere(prefix: string): Promise<string[]> {
    const dropped = drop(prefix);
    await publish?.(prefix);
    return dropped;
  }

  return {
    async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        metrics.cache(true);
        return entry.value as T;
      }
      // Many callers missing one key at once (a burst of visitors after a write or at the TTL) share
      // one load instead of each running it: 32 renders of one page at once took seconds and memory.
      const pending = loading.get(key);
      if (pending && pending.generation === generation) {
        metrics.cache(true);
        // A load that failed was that caller's own (e.g. an answer not to be kept): each waiter then runs its own.
        return (pending.promise as Promise<T>).catch(() => load());
      }
      metrics.cache(false);
      const started = generation;
      const promise = load();
      loading.set(key, { promise, generation: started });
      let value: T;
      try {
        value = await promise;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
      if (started !== generation) return value;
      remove(key);
      const weight = approximateBytes(value);
      // Larger than the whole budget: answered, never kept (it would push out everything else).
      if (weight > limits.bytes) return value;
      entries.set(key, { value, expiresAt: now() + ttlMs, bytes: weight });
      bytes += weight;
      // Map keeps insertion order, so the first key is the oldest write.
      while (entries.size > limits.entries || bytes > limits.bytes) remove(entries.keys().next().value as string);
      return value;
    },
    peek<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? (entry.value as T) : undefined;
    },
    async invalidate(prefix: string) {
      return (await invalidateEverywhere(prefix)).length;
    },
    clear() {
      return invalidateEverywhere("");
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async share(bus, logger) {
      const leave = await bus.subscribe(CACHE_CHANNEL, (message) => {
        try {
          const { from, prefix } = JSON.parse(message) as { from: string; prefix: string };
          if (from !== self && typeof prefix === "string") drop(prefix);
        } catch (err) {
          logger.warn({ err }, "ignored a malformed cache message");
        }
      });
      // The data is already written: a failed publish must not fail the write; the others keep the entry until it
      // expires.
      publish = (prefix) =>
        bus
          .publish(CACHE_CHANNEL, JSON.stringify({ from: self, prefix }))
          .catch((err: unknown) =>
            logger.error(
              { err, prefix },
              "cache invalidation was not published; other processes keep it until it expires",
            ),
          );
      return async () => {
        publish = undefined;
        await leave();
      };
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
