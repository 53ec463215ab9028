import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Fixed-window counter kept in the database so every app process shares it.
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

export async function peekRateLimit(db: Db, key: string, limit: number): Promise<boolean> {
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rowsOf<{ count: number }>(result)[0];
  return !row || Number(row.count) < limit;
}

/** postgres.js returns an array of rows; PGlite returns `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
