import { availableParallelism } from "node:os";
import { AppError } from "../lib/errors";

/**
 * Password hashing (argon2, 19 MiB and ~100 ms of CPU each) runs on libuv's thread pool, which the
 * server's gzip and file reads share. Unbounded, a burst of sign-ins filled every pool thread and both
 * cores, and every page waited behind them. This queue lets at most `concurrency` hashes run at once
 * and at most `queue` more wait; past that a sign-in is refused at once with 429 and Retry-After.
 */
type HashingLimits = { concurrency: number; queue: number };

/** One core (and two of libuv's four threads) stays free for reads: at most cores - 1 hashes, at most 2. */
export const DEFAULT_HASHING_CONCURRENCY = Math.max(1, Math.min(availableParallelism() - 1, 2));
export const DEFAULT_HASHING_QUEUE = 32;

/** Before the first hash is timed, the OWASP parameters' cost on a slow core. */
const FIRST_GUESS_MS = 150;

export function hashingQueue(limits: HashingLimits) {
  let running = 0;
  const waiting: Array<() => void> = [];
  let averageMs = FIRST_GUESS_MS;

  const busy = () => {
    const seconds = Math.max(1, Math.ceil(((waiting.length + running) * averageMs) / limits.concurrency / 1000));
    const error = new AppError(
      "TOO_MANY_REQUESTS",
      `Too many sign-ins are being checked right now. Please try again in ${seconds} s.`,
    );
    error.retryAfterSeconds = seconds;
    return error;
  };

  return {
    /** Runs `work` when a slot is free; throws 429 (TOO_MANY_REQUESTS) at once when the queue is full. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) throw busy();
        // The slot is handed over by the finishing task, so `running` already counts this one.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** How many hashes run and wait now. */
    state: () => ({ running, waiting: waiting.length }),
    /** New limits apply to the next hash; running and waiting ones keep their place. */
    configure(next: HashingLimits) {
      Object.assign(limits, next);
      while (running < limits.concurrency && waiting.length) {
        running++;
        waiting.shift()!();
      }
    },
  };
}
