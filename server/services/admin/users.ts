import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { invalidateUserSessions } from "../../auth/session";
import { badRequest, notFound } from "../../lib/errors";
import { isAdminUser } from "@shared/access";
import { recordAudit } from "./audit";

const isAdminSql = or(eq(users.isAdmin, true), eq(users.role, "admin"))!;

export const userQuery = z.object({
  /** Username, email or full name, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  role: z.enum(["all", "admin", "member"], { error: "role must be all, admin or member." }).default("all"),
  status: z.enum(["all", "active", "disabled"], { error: "status must be all, active or disabled." }).default("all"),
  page: z.number().int().min(1).max(10_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});

const adminView = {
  id: users.id,
  email: users.email,
  username: users.username,
  fullName: users.fullName,
  membershipTier: users.membershipTier,
  membershipStatus: users.membershipStatus,
  isAdmin: users.isAdmin,
  role: users.role,
  disabledAt: users.disabledAt,
  totpEnabledAt: users.totpEnabledAt,
  createdAt: users.createdAt,
};

type UserRow = { [K in keyof typeof adminView]: (typeof users.$inferSelect)[K] };

function present(u: UserRow) {
  const admin = isAdminUser(u);
  const { totpEnabledAt, ...rest } = u;
  return {
    ...rest,
    isAdmin: admin,
    role: admin ? "admin" : u.role,
    disabled: u.disabledAt !== null,
    twoFactorEnabled: totpEnabledAt !== null,
  };
}

export async function listUsersForAdmin(db: Db, input: z.input<typeof userQuery>) {
  const q = userQuery.parse(input);
  const where: SQL[] = [];
  if (q.search) {
    const p = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(users.username, p), ilike(users.email, p), ilike(users.fullName, p))!);
  }
  if (q.role === "admin") where.push(isAdminSql);
  if (q.role === "member") where.push(and(eq(users.isAdmin, false), sql`${users.role} <> 'admin'`)!);
  if (q.status === "active") where.push(isNull(users.disabledAt));
  if (q.status === "disabled") where.push(isNotNull(users.disabledAt));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(adminView)
      .from(users)
      .where(condition)
      .orderBy(desc(users.isAdmin), asc(users.username))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(condition),
  ]);
  return { items: rows.map(present), total: Number(total), page: q.page, limit: q.limit };
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row?.n ?? 0);
}

const LAST_ADMIN_MESSAGE = "At least one administrator must remain. Grant admin access to another account first.";

/** Locks the active admins' rows so two concurrent revokes cannot both pass the last-admin check. */
async function lockActiveAdmins(tx: Db) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isAdminSql, isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

async function loadUser(tx: Db, id: number) {
  const [row] = await tx.select(adminView).from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound("User not found.");
  return row;
}

async function refuse(db: Db, actorId: number, action: string, userId: number, message: string): Promise<never> {
  await recordAudit(db, {
    actorId,
    action,
    target: `user:${userId}`,
    outcome: "warning",
    details: { refused: message },
  });
  throw badRequest(message);
}

export async function grantAdmin(db: Db, actorId: number, userId: number) {
  const user = await db.transaction(async (tx) => {
    const current = await loadUser(tx, userId);
    if (current.isAdmin && current.role === "admin") return current;
    const [updated] = await tx
      .update(users)
      .set({ isAdmin: true, role: "admin" })
      .where(eq(users.id, userId))
      .returning(adminView);
    await recordAudit(tx, {
      actorId,
      action: "users.grant-admin",
      target: `user:${userId}`,
      details: { username: current.username },
    });
    return updated!;
  });
  return present(user);
}

export async function revokeAdmin(db: Db, actorId: number, userId: number) {
  const result = await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const current = await loadUser(tx, userId);
    if (!current.isAdmin && current.role !== "admin") return { user: current, refused: null };
    if (admins.includes(userId) && admins.length <= 1) return { user: current, refused: LAST_ADMIN_MESSAGE };
    const [updated] = await tx
      .update(users)
      .set({ isAdmin: false, role: "member" })
      .where(eq(users.id, userId))
      .returning(adminView);
    await recordAudit(tx, {
      actorId,
      action: "users.revoke-admin",
      target: `user:${userId}`,
      details: { username: current.username },
    });
    return { user: updated!, refused: null };
  });
  if (result.refused) await refuse(db, actorId, "users.revoke-admin", userId, result.refused);
  return present(result.user);
}

/** Disabling ends every session of the account at once; it can no longer sign in. */
export async function disableUser(db: Db, actorId: number, userId: number) {
  if (userId === actorId) await refuse(db, actorId, "users.disable", userId, "You cannot disable your own account.");
  const result = await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const current = await loadUser(tx, userId);
    if (current.disabledAt) return { user: current, refused: null };
    if (admins.includes(userId) && admins.length <= 1) return { user: current, refused: LAST_ADMIN_MESSAGE };
    const [updated] = await tx
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, userId))
      .returning(adminView);
    await invalidateUserSessions(tx, userId);
    await recordAudit(tx, {
      actorId,
      action: "users.disable",
      target: `user:${userId}`,
      details: { username: current.username },
    });
    return { user: updated!, refused: null };
  });
  if (result.refused) await refuse(db, actorId, "users.disable", userId, result.refused);
  return present(result.user);
}

export async function enableUser(db: Db, actorId: number, userId: number) {
  const user = await db.transaction(async (tx) => {
    const current = await loadUser(tx, userId);
    if (!current.disabledAt) return current;
    const [updated] = await tx.update(users).set({ disabledAt: null }).where(eq(users.id, userId)).returning(adminView);
    await recordAudit(tx, {
      actorId,
      action: "users.enable",
      target: `user:${userId}`,
      details: { username: current.username },
    });
    return updated!;
  });
  return present(user);
}
