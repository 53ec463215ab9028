import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

/** Sessions in the Lucia design: the browser holds a random token, the table only its SHA-256. */
export const SESSION_COOKIE = "wl_session";
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
const RENEW_WITHIN_MS = 15 * DAY;

export type SessionUser = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: number): Promise<Session> {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) };
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

/** Validates a token; extends the session when it is past half its life (sliding expiry). */
export async function validateSessionToken(
  db: Db,
  token: string,
): Promise<{ session: Session; user: SessionUser } | null> {
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id));
  if (!row) return null;
  const { session, user } = row;
  if (Date.now() >= session.expiresAt.getTime() || user.disabledAt) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (Date.now() >= session.expiresAt.getTime() - RENEW_WITHIN_MS) {
    session.expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
  }
  return { session, user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
