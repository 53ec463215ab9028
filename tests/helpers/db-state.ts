import { existsSync, readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../server/auth/rate-limit";

/**
 * Tables that change on every request whatever its answer: sign-in sessions slide their expiry,
 * and rate-limit counters count refused attempts too.
 */
const VOLATILE = new Set(["sessions", "rate_limits", "__drizzle_migrations"]);

let tables: string[] | undefined;

/**
 * Row count and newest row version (xmin: any insert or update raises it) of every table of the app
 * (new tables join by themselves), and the files in DATA_DIR: equal before and after means nothing changed.
 */
export async function databaseState(db: Db, dataDir?: string): Promise<Record<string, string>> {
  tables ??= rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((r) => r.name)
    .filter((name) => !VOLATILE.has(name));
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int || ' rows, newest version ' || coalesce(max(x.xmin::text::bigint), 0) as state from "${name}" x`,
    )
    .join(" union all ");
  const state = Object.fromEntries(
    rowsOf<{ name: string; state: string }>(await db.execute(sql.raw(query))).map((r) => [r.name, r.state]),
  );
  if (dataDir)
    state["DATA_DIR"] = existsSync(dataDir)
      ? readdirSync(dataDir, { recursive: true }).map(String).sort().join(",")
      : "";
  return state;
}

/**
 * Everything one member owns: their user row, the rows of every table with a user_id or
 * submitted_by column that are theirs (new tables join by themselves), and their collections' items.
 */
export async function memberState(db: Db, userId: number): Promise<Record<string, string>> {
  const owned = rowsOf<{ name: string; column: string }>(
    await db.execute(
      sql`select table_name as name, column_name as "column" from information_schema.columns where table_schema = 'public' and column_name in ('user_id', 'submitted_by') order by 1`,
    ),
  );
  const id = Number(userId);
  const hashed = (from: string) => `md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${from}`;
  const query = [
    `select 'users' as name, ${hashed(`users x where x.id = ${id}`)}`,
    `select 'favorite_collection_items', ${hashed(`favorite_collection_items x where x.collection_id in (select id from favorite_collections where user_id = ${id})`)}`,
    ...owned.map((t) => `select '${t.name}', ${hashed(`"${t.name}" x where x."${t.column}" = ${id}`)}`),
  ].join(" union all ");
  return Object.fromEntries(
    rowsOf<{ name: string; md5: string }>(await db.execute(sql.raw(query))).map((r) => [r.name, r.md5]),
  );
}
