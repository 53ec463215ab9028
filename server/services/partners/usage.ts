import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { apiKeyErrors, apiKeys, apiKeyUsage } from "../../../db/schema";

/** How many failed calls each key keeps for its dashboard. */
export const KEPT_ERRORS = 50;
export const USAGE_DAYS = 30;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Counts one call for its key and day; a failed call is also kept (the latest few) with its message. */
export async function recordKeyCall(
  db: Db,
  keyId: number,
  call: { method: string; path: string; status: number; message?: string | undefined },
  now = new Date(),
) {
  const failed = call.status >= 400 ? 1 : 0;
  await db
    .insert(apiKeyUsage)
    .values({ keyId, day: today(now), requests: 1, errors: failed })
    .onConflictDoUpdate({
      target: [apiKeyUsage.keyId, apiKeyUsage.day],
      set: { requests: sql`${apiKeyUsage.requests} + 1`, errors: sql`${apiKeyUsage.errors} + ${failed}` },
    });
  if (!failed) return;
  await db.insert(apiKeyErrors).values({
    keyId,
    at: now,
    method: call.method,
    path: call.path.slice(0, 300),
    status: call.status,
    message: (call.message ?? "").slice(0, 300),
  });
  const stale = db
    .select({ id: apiKeyErrors.id })
    .from(apiKeyErrors)
    .where(eq(apiKeyErrors.keyId, keyId))
    .orderBy(desc(apiKeyErrors.at), desc(apiKeyErrors.id))
    .offset(KEPT_ERRORS);
  await db.delete(apiKeyErrors).where(inArray(apiKeyErrors.id, stale));
}

/** A member's keys' calls per day for the last 30 days, and their latest failed calls. */
export async function keyUsageReport(db: Db, userId: number, now = new Date()) {
  const since = new Date(now.getTime() - (USAGE_DAYS - 1) * 86_400_000);
  const days = await db
    .select({ keyId: apiKeyUsage.keyId, day: apiKeyUsage.day, requests: apiKeyUsage.requests, errors: apiKeyUsage.errors })
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
