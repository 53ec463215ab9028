import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { createTestDatabase } from "../../tests/helpers/db";
import { createUser } from "../../tests/helpers/app";
import {
  createSession,
  generateSessionToken,
  invalidateUserSessions,
  SESSION_TTL_MS,
  sessionIdFromToken,
  validateSessionToken,
} from "./session";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DAY = 86_400_000;

describe("sessions", () => {
  it("makes 32-character base32 tokens and stores their SHA-256 hex", async () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    expect(sessionIdFromToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateSessionToken()).not.toBe(token);
  });

  it("validates a fresh session without extending it", async () => {
    const user = await createUser(database);
    const token = generateSessionToken();
    const created = await createSession(database.db, token, user.id);
    const result = await validateSessionToken(database.db, token);
    expect(result?.user.id).toBe(user.id);
    expect(result?.session.expiresAt.getTime()).toBe(created.expiresAt.getTime());
  });

  it("extends a session in the second half of its life (sliding expiry)", async () => {
    const user = await createUser(database);
    const token = generateSessionToken();
    await createSession(database.db, token, user.id);
    const id = sessionIdFromToken(token);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(sessions.id, id));
    const result = await validateSessionToken(database.db, token);
    expect(result!.session.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const [stored] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(stored!.expiresAt.getTime()).toBe(result!.session.expiresAt.getTime());
  });

  it("deletes an expired session and refuses it", async () => {
    const user = await createUser(database);
    const token = generateSessionToken();
    await createSession(database.db, token, user.id);
    const id = sessionIdFromToken(token);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await validateSessionToken(database.db, token)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
  });

  it("refuses sessions of a disabled account and can end all of a user's sessions", async () => {
    const user = await createUser(database);
    const a = generateSessionToken();
    const b = generateSessionToken();
    await createSession(database.db, a, user.id);
    await createSession(database.db, b, user.id);
    await invalidateUserSessions(database.db, user.id);
    expect(await validateSessionToken(database.db, a)).toBeNull();
    const c = generateSessionToken();
    await createSession(database.db, c, user.id);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect(await validateSessionToken(database.db, c)).toBeNull();
  });
});
