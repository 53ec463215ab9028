import { and, desc, eq, like, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { auditLog, users } from "../../../db/schema";

type AuditOutcome = "success" | "warning" | "error";

export type AuditEntry = {
  /** The admin who acted; null for the system. */
  actorId: number | null;
  /** Dotted verb, area first: "journal.create", "users.revoke-admin". */
  action: string;
  /** What was acted on, e.g. "journal:12" or "listing:jacks-camp". */
  target?: string;
  outcome?: AuditOutcome;
  details?: Record<string, unknown>;
};

/**
 * Appends one row to the audit log. Call it from every admin change, inside the change's transaction when there is one.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? "",
    outcome: entry.outcome ?? "success",
    details: entry.details ?? {},
  });
}

export const activityQuery = z.object({
  outcome: z
    .enum(["all", "success", "warning", "error"], { error: "outcome must be all, success, warning or error." })
    .default("all"),
  /** An exact action ("journal.create") or an area ("journal"), which matches all of its actions. */
  action: z.string().trim().max(80).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

/** The audit log, newest first. */
export async function listActivity(db: Db, input: z.input<typeof activityQuery>) {
  const q = activityQuery.parse(input);
  const where: SQL[] = [];
  if (q.outcome !== "all") where.push(eq(auditLog.outcome, q.outcome));
  if (q.action) {
    const escaped = q.action.replace(/[\\%_]/g, (m) => `\\${m}`);
    where.push(or(eq(auditLog.action, q.action), like(auditLog.action, `${escaped}.%`))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.username,
        action: auditLog.action,
        target: auditLog.target,
        outcome: auditLog.outcome,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(auditLog.actorId, users.id))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(condition),
  ]);
  return { items, total: Number(total), page: q.page, limit: q.limit };
}
