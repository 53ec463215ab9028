import { Redis } from "ioredis";
import type { Db } from "../../../db/client";
import { postgresWindows, redisWindows, windowLimiter, type WindowLimiter } from "../../auth/window-limit";
import type { AppDeps } from "../../deps";
import { hashKey } from "./keys";
import { BatchBusy, usageRecorder, writeUsage, type UsageRecorder } from "./usage";

/** How often each process shares its key counts and writes the calls it counted. */
const FLUSH_EVERY_MS = 1_000;

/**
 * A process's partner-key bookkeeping: the per-minute limit counted in memory and the calls counted
 * for the usage dashboard, both written in batches by one flush at a time, never on a request's path.
 * The limit's window is shared through Redis when REDIS_URL is set, else through the database's
 * rate_limits. A failed flush is logged and tried again.
 */
export type KeyBookkeeping = {
  limiter: WindowLimiter;
  /** The key id each token was last authenticated as (ids never change hands), for the latest 10,000 tokens. */
  knownKeys: KnownKeys;
  usage: UsageRecorder;
  /** Writes what was counted so far (waits for a flush already running first). */
  flush: () => Promise<void>;
  /** Flushes every `everyMs` (the default from the first call on); `stop` ends that. */
  start: (everyMs?: number) => void;
  stop: () => void;
  /** Stops, writes what is left and lets go of Redis: for a process shutting down. */
  close: () => Promise<void>;
};

const books = new WeakMap<Db, KeyBookkeeping>();

/** The bookkeeping of the process serving `deps.db`, made (and started) on first use. */
export function keyBookkeeping(deps: Pick<AppDeps, "db" | "env" | "logger">): KeyBookkeeping {
  let book = books.get(deps.db);
  if (!book) books.set(deps.db, (book = createBookkeeping(deps)));
  return book;
}

/** Flushes and stops the bookkeeping of `db`, if it has any. */
export async function closeKeyBookkeeping(db: Db): Promise<void> {
  await books.get(db)?.close();
  books.delete(db);
}

function createBookkeeping({ db, env, logger }: Pick<AppDeps, "db" | "env" | "logger">): KeyBookkeeping {
  const redis = env.REDIS_URL ? sharedRedis(env.REDIS_URL, logger) : null;
  const limiter = windowLimiter(redis ? redisWindows(redis) : postgresWindows(db), 60_000);
  const usage = usageRecorder((batch) => writeUsage(db, batch));
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const once = async () => {
    await limiter.flush().catch((err: unknown) => {
      logger.warn({ err }, "could not share partner key rate-limit counts; trying again");
    });
    await usage.flush().catch((err: unknown) => {
      if (!(err instanceof BatchBusy)) logger.warn({ err }, "could not record partner key usage; trying again");
    });
  };
  const flush = async () => {
    while (running) await running;
    running = once().finally(() => (running = null));
    await running;
  };
  const book: KeyBookkeeping = {
    limiter,
    knownKeys: knownKeys(10_000),
    usage,
    flush,
    start(everyMs = FLUSH_EVERY_MS) {
      if (timer) return;
      timer = setInterval(() => void (running ?? flush()), everyMs);
      // Bookkeeping alone never keeps a process alive.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    async close() {
      book.stop();
      await flush();
      await redis?.quit().catch(() => undefined);
    },
  };
  book.start();
  return book;
}

type KnownKeys = {
  has: (token: string) => boolean;
  get: (token: string) => number | undefined;
  set: (token: string, keyId: number) => void;
};

/** Token to key id, by the token's hash (no key is held in memory); the oldest goes past `max`. */
function knownKeys(max: number): KnownKeys {
  const ids = new Map<string, number>();
  return {
    has: (token) => ids.has(hashKey(token)),
    get: (token) => ids.get(hashKey(token)),
    set(token, keyId) {
      const hash = hashKey(token);
      if (ids.has(hash)) return;
      ids.set(hash, keyId);
      if (ids.size > max) ids.delete(ids.keys().next().value!);
    },
  };
}

function sharedRedis(url: string, logger: AppDeps["logger"]): Redis {
  // A command fails fast while Redis is away (the counts stay in memory for the next flush).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", (err: Error) => logger.warn({ err }, "redis connection error (partner key limits)"));
  // Like the flush timer, the connection alone never keeps a process alive.
  redis.on("connect", () => (redis as unknown as { stream?: { unref?: () => void } }).stream?.unref?.());
  return redis;
}
