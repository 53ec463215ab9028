import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, sessions } from "../../../db/schema";
import { createUser } from "../../../tests/helpers/app";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/db";
import { pruneExpired } from "./maintenance";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("scheduled pruning", () => {
  it("removes expired sessions and closed rate-limit windows, keeping live ones", async () => {
    const user = await createUser(database);
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await database.db.insert(sessions).values([
      { id: "expired-session", userId: user.id, expiresAt: past },
      { id: "live-session", userId: user.id, expiresAt: future },
    ]);
    await database.db.insert(rateLimits).values([
      { key: "login:ip:192.0.2.1", count: 9, resetAt: past },
      { key: "login:ip:192.0.2.2", count: 3, resetAt: future },
    ]);
    expect(await pruneExpired(database.db)).toEqual({ sessions: 1, rateLimits: 1 });
    expect((await database.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual(["live-session"]);
    expect((await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual([
      "login:ip:192.0.2.2",
    ]);
    expect(await pruneExpired(database.db)).toEqual({ sessions: 0, rateLimits: 0 });
  });
});
