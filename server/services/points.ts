import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pointsLedger } from "../../db/schema";

export async function getBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.points ?? 0);
}

/**
 * Grants points once per period (e.g. a tier's monthly points for one billing period):
 * the unique (userId, periodKey) index makes a repeat a no-op. Returns whether it granted.
 */
export async function grantPeriodPoints(
  db: Db,
  grant: { userId: number; periodKey: string; points: number; reason: string },
): Promise<boolean> {
  const rows = await db
    .insert(pointsLedger)
    .values({ userId: grant.userId, delta: grant.points, reason: grant.reason, periodKey: grant.periodKey })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  return rows.length > 0;
}
