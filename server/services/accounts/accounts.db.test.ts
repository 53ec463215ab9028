import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema";
import { createTestDatabase } from "../../../tests/helpers/db";

type Password = typeof import("../../auth/password");
type Accounts = typeof import("./accounts");

// argon2 itself, watched: which hash each sign-in checks is what tells accounts apart by time.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let database: Database;
let verify: typeof import("@node-rs/argon2").verify;
let DUMMY_PASSWORD_HASH: Password["DUMMY_PASSWORD_HASH"];
let hashPassword: Password["hashPassword"];
let verifyPassword: Password["verifyPassword"];
let authenticate: Accounts["authenticate"];
let ensureAdmin: Accounts["ensureAdmin"];
beforeAll(async () => {
  // Database test files share loaded modules (isolate: false): load the service afresh, so it gets the watched argon2.
  vi.resetModules();
  ({ verify } = await import("@node-rs/argon2"));
  ({ DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } = await import("../../auth/password"));
  ({ authenticate, ensureAdmin } = await import("./accounts"));
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
    expect(await verifyPassword(row!.passwordHash, "second-password")).toBe(true);
    const signedIn = await authenticate(
      database.db,
      { email: "owner@wildluxe.example", password: "second-password" },
      "10.0.0.1",
    );
    expect(signedIn.id).toBe(first.id);
  });
});

describe("sign-in does the same hashing work whether or not the account exists", () => {
  beforeEach(() => {
    vi.mocked(verify).mockClear();
  });

  it("checks an unknown email or username against the dummy hash, once, as it checks a real one", async () => {
    const [real] = await database.db
      .insert(users)
      .values({ email: "known@example.com", username: "known", passwordHash: await hashPassword("the real one") })
      .returning();
    await expect(
      authenticate(database.db, { email: "known@example.com", password: "a guess" }, "10.0.0.2"),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(vi.mocked(verify).mock.calls).toEqual([[real!.passwordHash, "a guess"]]);

    for (const input of [
      { email: "nobody@example.com", password: "a guess" },
      { username: "nobody", password: "a guess" },
    ]) {
      vi.mocked(verify).mockClear();
      await expect(authenticate(database.db, input, "10.0.0.2")).rejects.toMatchObject({
        code: "UNAUTHORIZED",
        message: "Invalid email/username or password.",
      });
      expect(vi.mocked(verify).mock.calls).toEqual([[DUMMY_PASSWORD_HASH, "a guess"]]);
    }
  });

  it("does the same for an account that has no password yet", async () => {
    await database.db.insert(users).values({ email: "guest@example.com", username: "guest", passwordHash: null });
    await expect(
      authenticate(database.db, { email: "guest@example.com", password: "a guess" }, "10.0.0.3"),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(vi.mocked(verify).mock.calls).toEqual([[DUMMY_PASSWORD_HASH, "a guess"]]);
  });

  it("keeps the dummy hash on the parameters real passwords are hashed with, so it costs the same", async () => {
    const params = (hash: string) => hash.split("$").slice(1, 4).join("$");
    expect(params(DUMMY_PASSWORD_HASH)).toBe(params(await hashPassword("anything")));
    expect(await verifyPassword(null, "")).toBe(false);
  });
});
