import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { apiKeyErrors, apiKeys, apiKeyUsage } from "../../../db/schema";
import { rowsOf } from "../../auth/rate-limit";

/** How many failed calls each key keeps for its dashboard. */
export const KEPT_ERRORS = 50;
const USAGE_DAYS = 30;

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * At most 300 characters, without NUL: a path may carry any character, and one PostgreSQL refuses
 * would fail every batch after it.
 */
const storable = (text: string) => text.replaceAll("\u0000", "").slice(0, 300);

export type KeyCall = { method: string; path: string; status: number; message?: string | undefined };
type FailedCall = KeyCall & { keyId: number; at: Date };

/** Calls counted in memory and not yet written: per key and day, the latest failures, when each key was last used. */
export type UsageBatch = {
  days: Map<string, { keyId: number; day: string; requests: number; errors: number }>;
  failures: Map<number, FailedCall[]>;
  lastUsed: Map<number, Date>;
};

const emptyBatch = (): UsageBatch => ({ days: new Map(), failures: new Map(), lastUsed: new Map() });

/**
 * Counts partner calls in memory; `flush` writes them in one transaction, off the request path. A
 * failed write keeps the calls for the next flush, so usage is late, never lost or double-counted.
 */
export function usageRecorder(write: (batch: UsageBatch) => Promise<void>) {
  let batch = emptyBatch();

  function add(into: UsageBatch, keyId: number, day: string, requests: number, errors: number) {
    const id = `${keyId}:${day}`;
    const row = into.days.get(id) ?? { keyId, day, requests: 0, errors: 0 };
    into.days.set(id, { ...row, requests: row.requests + requests, errors: row.errors + errors });
  }
  function keepFailures(into: UsageBatch, keyId: number, calls: FailedCall[]) {
    into.failures.set(keyId, [...(into.failures.get(keyId) ?? []), ...calls].slice(-KEPT_ERRORS));
  }
  function keepLastUsed(into: UsageBatch, keyId: number, at: Date) {
    const seen = into.lastUsed.get(keyId);
    if (!seen || seen < at) into.lastUsed.set(keyId, at);
  }

  return {
    record(keyId: number, call: KeyCall, now = new Date()) {
      const failed = call.status >= 400;
      add(batch, keyId, today(now), 1, failed ? 1 : 0);
      keepLastUsed(batch, keyId, now);
      if (failed) {
        const { method, status } = call;
        const kept = { method, status, path: storable(call.path), message: storable(call.message ?? "") };
        keepFailures(batch, keyId, [{ ...kept, keyId, at: now }]);
      }
    },
    async flush() {
      const sending = batch;
      if (!sending.days.size) return;
      batch = emptyBatch();
      try {
        await write(sending);
      } catch (error) {
        // Put back under what came in meanwhile: the older failures stay before the newer.
        const newer = batch;
        batch = sending;
        for (const row of newer.days.values()) add(batch, row.keyId, row.day, row.requests, row.errors);
        for (const [keyId, calls] of newer.failures) keepFailures(batch, keyId, calls);
        for (const [keyId, at] of newer.lastUsed) keepLastUsed(batch, keyId, at);
        throw error;
      }
    },
  };
}

export type UsageRecorder = ReturnType<typeof usageRecorder>;

/** Another process is writing its batch: this one goes on the next flush. */
export class BatchBusy extends Error {}

/** Taken by whichever process writes usage, so batches never wait on each other's rows. */
const USAGE_LOCK = 727_001;

/**
 * Writes a batch in one transaction. Only one process writes at a time (a try-lock: a busy writer
 * is skipped, not waited for), rows are written in key order, and the transaction gives up a row
 * lock after 500 ms, before PostgreSQL looks for deadlocks: a member's request (a password change
 * revoking keys, an account going) never loses to bookkeeping. Calls of keys deleted meanwhile are
 * dropped; each key keeps its latest failures only, trimmed in one statement.
 */
export async function writeUsage(db: Db, batch: UsageBatch): Promise<void> {
  const days = [...batch.days.values()].sort((a, b) => a.keyId - b.keyId || a.day.localeCompare(b.day));
  const failures = [...batch.failures.values()].flat();
  const keyIds = list([...new Set(days.map((d) => d.keyId))].sort((a, b) => a - b).map((id) => sql`${id}::int`));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '500ms'`);
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${USAGE_LOCK}) as locked`);
    if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) throw new BatchBusy("Another process writes partner usage.");
    for (const part of chunks(days)) {
      const dayRows = list(
        part.map((d) => sql`(${d.keyId}::int, ${d.day}::date, ${d.requests}::int, ${d.errors}::int)`),
      );
      await tx.execute(sql`
        insert into api_key_usage (key_id, day, requests, errors)
        select v.key_id, v.day, v.requests, v.errors from (values ${dayRows}) as v(key_id, day, requests, errors)
        join api_keys k on k.id = v.key_id order by v.key_id, v.day
        on conflict (key_id, day) do update
        set requests = api_key_usage.requests + excluded.requests, errors = api_key_usage.errors + excluded.errors`);
    }
    if (failures.length) {
      for (const part of chunks(failures)) {
        const errorRows = list(
          part.map(
            (f) => sql`(${f.keyId}::int, ${f.at.toISOString()}::timestamptz, ${f.method}, ${f.path}, ${f.status}::int,
              ${f.message ?? ""})`,
          ),
        );
        await tx.execute(sql`
          insert into api_key_errors (key_id, at, method, path, status, message)
          select v.* from (values ${errorRows}) as v(key_id, at, method, path, status, message)
          join api_keys k on k.id = v.key_id`);
      }
      const touched = list([...batch.failures.keys()].map((id) => sql`${id}::int`));
      await tx.execute(sql`
        delete from api_key_errors where id in (
          select id from (
            select id, row_number() over (partition by key_id order by at desc, id desc) as place
            from api_key_errors where key_id in (${touched})
          ) ranked where place > ${KEPT_ERRORS})`);
    }
    const usedRows = list([...batch.lastUsed].map(([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`));
    // A key row another transaction holds (its member revoking it) is skipped: its next call sets its last use.
    await tx.execute(sql`
      update api_keys set last_used_at = v.at from (values ${usedRows}) as v(id, at)
      where api_keys.id = v.id and (api_keys.last_used_at is null or api_keys.last_used_at < v.at)
      and api_keys.id in (select id from api_keys where id in (${keyIds}) order by id for update skip locked)`);
  });
}

const list = (items: SQL[]) => sql.join(items, sql`, `);

/** Rows a statement at a time, well under PostgreSQL's 65,535 parameters. */
function chunks<T>(rows: T[], size = 1_000): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

/** A member's keys' calls per day for the last 30 days, and their latest failed calls. */
export async function keyUsageReport(db: Db, userId: number, now = new Date()) {
  const since = new Date(now.getTime() - (USAGE_DAYS - 1) * 86_400_000);
  const days = await db
    .select({
      keyId: apiKeyUsage.keyId,
      day: apiKeyUsage.day,
      requests: apiKeyUsage.requests,
      errors: apiKeyUsage.errors,
    })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(and(eq(apiKeys.userId, userId), gte(apiKeyUsage.day, today(since))))
    .orderBy(apiKeyUsage.day);
  const errors = await db
    .select({
      keyId: apiKeyErrors.keyId,
      keyName: apiKeys.name,
      at: apiKeyErrors.at,
      method: apiKeyErrors.method,
      path: apiKeyErrors.path,
      status: apiKeyErrors.status,
      message: apiKeyErrors.message,
    })
    .from(apiKeyErrors)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyErrors.keyId))
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeyErrors.at), desc(apiKeyErrors.id))
    .limit(20);
  return { days, errors };
}
