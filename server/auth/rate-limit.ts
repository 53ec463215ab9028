import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../lib/errors";

/**
 * Fixed-window counter kept in the database so every app process shares it.
 * The increment and the check are one statement, so parallel requests each get their own count.
 * Returns whether this hit is within the limit and when the window resets.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowSeconds = windowMs / 1000;
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = rowsOf<{ count: number; reset_at: string | Date }>(result)[0]!;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  return { allowed: Number(row.count) <= limit, retryAfterSeconds };
}

/** Gives back one hit in the current window, for attempts that turned out not to be guesses. */
async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
}

export type AttemptLimit = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against every limit BEFORE the caller checks a secret, so each call in a
 * batch and each parallel request is counted; throws `tooMany` when any limit is spent.
 * `refund` takes the attempt back once it proved to be no guess (a right password).
 */
export async function takeAttempt(db: Db, limits: readonly AttemptLimit[], tooMany: () => Error) {
  const hits = [];
  for (const l of limits) hits.push(await hitRateLimit(db, l.key, l.limit, l.windowMs));
  const refused = hits.filter((h) => !h.allowed);
  if (refused.length) {
    const error = tooMany();
    if (error instanceof AppError) error.retryAfterSeconds = Math.max(...refused.map((h) => h.retryAfterSeconds));
    throw error;
  }
  return {
    refund: async () => {
      for (const l of limits) await refundRateLimit(db, l.key);
    },
  };
}

/** postgres.js returns an array of rows; PGlite returns `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
