import { and, asc, count, desc, eq, gte, isNull, lt, max, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { membershipPlans, pointActions, pointsLedger, users } from "../../../db/schema";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { appCache } from "../../lib/cache";
import { memberRead } from "../../lib/public-reads";
import { POINTS_TIERS } from "@shared/tiers";

export async function getBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.points ?? 0);
}

/**
 * Ledger rows earned by taking part (point actions), as opposed to a plan's monthly points, which
 * every grant of grantPeriodPoints marks with its period key. Public rankings count only these:
 * plan points would tell everyone which plan each member pays for.
 */
export const earnedByActivity = isNull(pointsLedger.periodKey);

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

/**
 * A plan's monthly points from membership_plans (Luxe Explorer 100, Luxe Insider 200, Luxe Elite 400);
 * 0 without a plan. Elite's "double reward points" doubles action awards, not these (see awardAction).
 */
export async function monthlyPointsFor(db: Db, tier: number): Promise<number> {
  const [plan] = await db
    .select({ points: membershipPlans.monthlyPoints })
    .from(membershipPlans)
    .where(eq(membershipPlans.id, tier));
  return plan?.points ?? 0;
}

/**
 * Points tiers by balance; progress is the balance as a percentage of the next target, capped at
 * 100 and floored to one decimal, so 1999 of 2000 reads 99.9 rather than a premature 100.
 */
export function pointsTier(points: number) {
  const index = POINTS_TIERS.findLastIndex((t) => points >= t.from);
  const tier = POINTS_TIERS[Math.max(0, index)]!;
  const next = POINTS_TIERS[Math.max(0, index) + 1];
  const progress = next ? Math.max(0, Math.min(100, Math.floor((points * 1000) / next.from) / 10)) : 100;
  return {
    tier: tier.name,
    nextTier: next?.name ?? null,
    nextTarget: next?.from ?? null,
    progress,
  };
}

/**
 * The member's balance as their pages show it (the points badge on every page, /points): kept for
 * them (memberRead), so a page view runs no query. Every write to their ledger is theirs (an award
 * for their review, tip or photo), an admin's or a payment's (which drop every public read), or a
 * claim of a held purchase (which drops the member's reads itself, claim-purchases.ts).
 */
export function memberBalance(deps: Pick<AppDeps, "db" | "metrics">, user: SessionUser): Promise<number> {
  return memberRead(appCache(deps.metrics), user, "points.balance", null, () => getBalance(deps.db, user.id));
}

export async function pointsSummary(deps: Pick<AppDeps, "db" | "metrics">, user: SessionUser) {
  const points = await memberBalance(deps, user);
  return { points, ...pointsTier(points) };
}

export const historyInput = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .prefault({});

export async function pointsHistory(db: Db, userId: number, input: z.infer<typeof historyInput>) {
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        reason: pointsLedger.reason,
        actionId: pointsLedger.actionId,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  ]);
  return { items, total: Number(total?.n ?? 0), page: input.page, limit: input.limit };
}

const actionFields = {
  id: pointActions.id,
  name: pointActions.name,
  description: pointActions.description,
  pointsAwarded: pointActions.pointsAwarded,
  maxTimesPerDay: pointActions.maxTimesPerDay,
  cooldownHours: pointActions.cooldownHours,
  isActive: pointActions.isActive,
};

export function listActivePointActions(db: Db) {
  return db
    .select(actionFields)
    .from(pointActions)
    .where(eq(pointActions.isActive, true))
    .orderBy(asc(pointActions.id));
}

export type AwardResult =
  | { awarded: true; action: string; points: number; balance: number }
  | { awarded: false; action: string | null; reason: string };

const HOUR_MS = 60 * 60 * 1000;
// Serialises awards per member, so two requests at once cannot both pass a limit.
const AWARD_LOCK = 7_204_311;

/**
 * Awards a point action (by id or by name) to a member, server-side only, honouring the
 * action's isActive flag, its maxTimesPerDay (counted per UTC calendar day; 0 means no
 * daily limit) and its cooldownHours since the member's last award of it. A refusal is a
 * result with the reason, not an error, so the review, photo or story that earned it still stands.
 *
 * Luxe Elite's "Double reward points on every action" is read as: action awards are doubled
 * for tier 3 members; monthly plan points are not (the plan already states 400).
 */
export async function awardAction(
  db: Db,
  userId: number,
  action: number | string,
  now = new Date(),
): Promise<AwardResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AWARD_LOCK}, ${userId})`);
    const match =
      typeof action === "number"
        ? eq(pointActions.id, action)
        : sql`lower(${pointActions.name}) = ${action.trim().toLowerCase()}`;
    const [found] = await tx.select().from(pointActions).where(match).orderBy(asc(pointActions.id)).limit(1);
    if (!found) return { awarded: false, action: null, reason: "This action is not available." };
    const refuse = (reason: string): AwardResult => ({ awarded: false, action: found.name, reason });
    if (!found.isActive) return refuse("This action is not active.");

    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const mine = and(eq(pointsLedger.userId, userId), eq(pointsLedger.actionId, found.id));
    const dayEnd = new Date(dayStart.getTime() + 24 * HOUR_MS);
    const [today] = await tx
      .select({ n: count() })
      .from(pointsLedger)
      .where(and(mine, gte(pointsLedger.createdAt, dayStart), lt(pointsLedger.createdAt, dayEnd)));
    const [last] = await tx
      .select({ at: max(pointsLedger.createdAt) })
      .from(pointsLedger)
      .where(mine);
    if (found.maxTimesPerDay > 0 && Number(today?.n ?? 0) >= found.maxTimesPerDay) {
      return refuse("You have reached the daily limit for this action.");
    }
    const lastAt = last?.at ? new Date(last.at).getTime() : null;
    const remainingMs = lastAt === null ? 0 : lastAt + found.cooldownHours * HOUR_MS - now.getTime();
    if (found.cooldownHours > 0 && remainingMs > 0) {
      const hours = Math.ceil(remainingMs / HOUR_MS);
      return refuse(`This action is on cooldown for ${hours} more ${hours === 1 ? "hour" : "hours"}.`);
    }

    const [member] = await tx.select({ tier: users.membershipTier }).from(users).where(eq(users.id, userId));
    const points = found.pointsAwarded * ((member?.tier ?? 0) >= 3 ? 2 : 1);
    await tx
      .insert(pointsLedger)
      .values({ userId, delta: points, reason: found.name, actionId: found.id, createdAt: now });
    return { awarded: true, action: found.name, points, balance: await getBalance(tx, userId) };
  });
}
