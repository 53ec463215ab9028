import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { createTestDatabase } from "../../tests/helpers/db";
import { verifyPassword } from "../auth/password";
import { authenticate, ensureAdmin } from "./accounts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("ensureAdmin", () => {
  it("creates the admin once and resets its password on later starts", async () => {
    const first = await ensureAdmin(database.db, "Owner@Wildluxe.example", "first-password");
    expect(first.created).toBe(true);
    const again = await ensureAdmin(database.db, "owner@wildluxe.example", "second-password");
    expect(again).toEqual({ id: first.id, created: false });
    const [row] = await database.db.select().from(users).where(eq(users.id, first.id));
    expect(row).toMatchObject({ email: "owner@wildluxe.example", isAdmin: true, role: "admin" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash!, "second-password")).toBe(true);
    const signedIn = await authenticate(database.db, { email: "owner@wildluxe.example", password: "second-password" }, "10.0.0.1");
    expect(signedIn.id).toBe(first.id);
  });
});
