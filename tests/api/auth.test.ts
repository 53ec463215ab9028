import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { sessionIdFromToken } from "../../server/auth/session";
import { authenticate } from "../../server/services/accounts/accounts";
import { createUser, httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";
import { MAX_BATCH_CALLS } from "@shared/trpc-limits";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WRONG = "Invalid email/username or password.";
const LOCKED = "Too many sign-in attempts. Please wait a minute and try again.";

const newMember = (n: string) => ({
  email: `Traveler.${n}@Example.com`,
  username: `traveler_${n}`,
  password: "pine-needles-42",
  fullName: "River Stone",
});

describe("register, sign in, sign out", () => {
  it("runs the whole cycle with an HttpOnly SameSite=Lax session cookie", async () => {
    const http = httpClient(t.baseUrl);
    expect((await http.get("/api/user/me")).status).toBe(401);

    const reg = await http.post("/api/auth/register", newMember("a1"));
    expect(reg.status).toBe(201);
    expect(reg.json).toMatchObject({
      email: "traveler.a1@example.com",
      username: "traveler_a1",
      fullName: "River Stone",
      membershipTier: 0,
      isAdmin: false,
    });
    expect(reg.json.passwordHash).toBeUndefined();
    const cookie = reg.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^wl_session=[a-z2-7]{32};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");

    const me = await http.get("/api/user/me");
    expect(me.status).toBe(200);
    expect(me.json.username).toBe("traveler_a1");

    const out = await http.post("/api/auth/logout");
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await http.get("/api/user/me")).status).toBe(401);

    const byUsername = await http.post("/api/auth/login", { username: "TRAVELER_A1", password: "pine-needles-42" });
    expect(byUsername.status).toBe(200);
    expect((await http.get("/api/user/me")).json.email).toBe("traveler.a1@example.com");
    await http.post("/api/auth/logout");

    const byEmail = await http.post("/api/auth/login", {
      email: "traveler.a1@example.com",
      password: "pine-needles-42",
    });
    expect(byEmail.status).toBe(200);
  });

  it("stores only the SHA-256 of the token and issues a new token at each sign-in", async () => {
    const { user, http } = await signedInMember(t);
    const first = http.jar.get("wl_session")!;
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdFromToken(first)));
    expect(stored?.userId).toBe(user.id);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, first))).toHaveLength(0);

    await http.post("/api/auth/login", { email: user.email, password: user.password });
    expect(http.jar.get("wl_session")).not.toBe(first);
  });

  it("GET /api/logout ends the session and redirects home; GET /api/login redirects to /signin", async () => {
    const { http } = await signedInMember(t);
    const login = await http.get("/api/login");
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/signin");
    const logout = await http.get("/api/logout");
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/");
    expect((await http.get("/api/user/me")).status).toBe(401);
  });
});

describe("registration and sign-in errors", () => {
  it("refuses a duplicate email or username with 409 and a message", async () => {
    const http = httpClient(t.baseUrl);
    expect((await http.post("/api/auth/register", newMember("dup"))).status).toBe(201);
    const sameEmail = await httpClient(t.baseUrl).post("/api/auth/register", {
      ...newMember("dup"),
      username: "someone_else",
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.error).toBe("An account with this email already exists.");
    const sameName = await httpClient(t.baseUrl).post("/api/auth/register", {
      ...newMember("dup"),
      email: "other@example.com",
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.error).toBe("This username is already taken.");
  });

  it("answers a wrong password with 401 and a message", async () => {
    const user = await createUser(t.database);
    const res = await httpClient(t.baseUrl).post("/api/auth/login", {
      email: user.email,
      password: "not the password",
    });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(WRONG);
  });

  it("answers invalid fields with 400 naming the problem", async () => {
    const http = httpClient(t.baseUrl);
    const res = await http.post("/api/auth/register", {
      email: "not-an-email",
      username: "ok_name",
      password: "long enough",
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain("Enter a valid email address.");
    const short = await http.post("/api/auth/register", {
      email: "x@example.com",
      username: "ok_name",
      password: "short",
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toContain("Password must be at least 8 characters.");
  });

  it("never answers a malformed body with a 500", async () => {
    const http = httpClient(t.baseUrl);
    for (const path of ["/api/auth/register", "/api/auth/login"]) {
      for (const body of ["{not json", "[]", "null", "42", '"text"', '{"email": {"$gt": ""}}', "{}"]) {
        const res = await http.request("POST", path, body, { "content-type": "application/json" });
        expect(res.status, `${path} ${body}`).toBe(400);
        expect(typeof res.json.error).toBe("string");
      }
    }
  });

  it("limits failed sign-ins to 10 a minute per account with 429", async () => {
    const user = await createUser(t.database);
    const http = httpClient(t.baseUrl);
    for (let i = 0; i < 10; i++) {
      expect((await http.post("/api/auth/login", { email: user.email, password: `wrong-${i}` })).status).toBe(401);
    }
    const blocked = await http.post("/api/auth/login", { email: user.email, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe(LOCKED);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("limits failed sign-ins to 30 a minute per IP across accounts (decision 002)", async () => {
    const ip = "198.51.100.30";
    // Three wrong guesses at each of ten accounts: 30 from one address, none over an account's 10.
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createUser(t.database)));
    for (const account of accounts) {
      for (let i = 0; i < 3; i++) {
        await expect(
          authenticate(t.database.db, { email: account.email, password: `wrong-${i}` }, ip),
        ).rejects.toMatchObject({ code: "UNAUTHORIZED", message: WRONG });
      }
    }
    const fresh = await createUser(t.database);
    await expect(
      authenticate(t.database.db, { email: fresh.email, password: fresh.password }, ip),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS", message: LOCKED });
    // Another address is not held back by this one.
    await expect(
      authenticate(t.database.db, { email: fresh.email, password: fresh.password }, "198.51.100.31"),
    ).resolves.toMatchObject({ id: fresh.id });
  });
});

type BatchResult = { result?: unknown; error?: { json: { message: string; data: { httpStatus: number } } } };

/** One tRPC batch of auth.login calls, the way a batching client sends them. */
async function loginBatch(baseUrl: string, inputs: object[]): Promise<BatchResult[]> {
  const path = inputs.map(() => "auth.login").join(",");
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }]));
  const res = await httpClient(baseUrl).post(`/api/trpc/${path}?batch=1`, body);
  return res.json;
}

const statusesOf = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  refused: statuses.filter((s) => s === 429).length,
});

// Each test here has an app of its own: the per-address count it spends would refuse the other tests' sign-ins.
describe("sign-in limits are counted before the password is checked", () => {
  it("checks at most 10 of 100 wrong guesses sent as 10 tRPC batches at once; the other 90 and then the right password get 429", async () => {
    const fresh = await startTestApp();
    try {
      const user = await createUser(fresh.database);
      // A batch holds at most MAX_BATCH_CALLS calls; each call in it counts on its own.
      const batches = Array.from({ length: 100 / MAX_BATCH_CALLS }, (_, b) =>
        Array.from({ length: MAX_BATCH_CALLS }, (_, i) => ({ email: user.email, password: `guess-${b}-${i}` })),
      );
      const results = (await Promise.all(batches.map((guesses) => loginBatch(fresh.baseUrl, guesses)))).flat();
      expect(results).toHaveLength(100);
      expect(statusesOf(results.map((r) => r.error!.json.data.httpStatus))).toEqual({ checked: 10, refused: 90 });
      for (const r of results) expect([WRONG, LOCKED]).toContain(r.error!.json.message);

      const [right] = await loginBatch(fresh.baseUrl, [{ email: user.email, password: user.password }]);
      expect(right!.error!.json).toMatchObject({ message: LOCKED, data: { httpStatus: 429 } });
      // Like REST, tRPC's refusal says when to try again.
      const single = await httpClient(fresh.baseUrl).post("/api/trpc/auth.login", {
        json: { email: user.email, password: user.password },
      });
      expect(single.status).toBe(429);
      expect(Number(single.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(single.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      // The account itself is locked, not only this address.
      await expect(
        authenticate(fresh.database.db, { email: user.email, password: user.password }, "203.0.113.9"),
      ).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: LOCKED,
      });
    } finally {
      await fresh.close();
    }
  });

  it("checks at most 10 of 60 parallel wrong guesses over REST; the other 50 and then the right password get 429", async () => {
    const fresh = await startTestApp();
    try {
      const user = await createUser(fresh.database);
      const http = httpClient(fresh.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          http.post("/api/auth/login", { email: user.email, password: `guess-${i}` }),
        ),
      );
      expect(statusesOf(answers.map((a) => a.status))).toEqual({ checked: 10, refused: 50 });
      for (const a of answers.filter((a) => a.status === 429)) expect(a.json.error).toBe(LOCKED);
      const right = await http.post("/api/auth/login", { email: user.email, password: user.password });
      expect(right.status).toBe(429);
      expect(right.json.error).toBe(LOCKED);
      expect(http.jar.get("wl_session")).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it("checks at most 30 of 60 parallel failed sign-ins from one address, whatever the accounts", async () => {
    const fresh = await startTestApp();
    try {
      const http = httpClient(fresh.baseUrl);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          http.post("/api/auth/login", { email: `nobody${i}@example.com`, password: "guess" }),
        ),
      );
      expect(statusesOf(answers.map((a) => a.status))).toEqual({ checked: 30, refused: 30 });
    } finally {
      await fresh.close();
    }
  });

  it("counts guesses by email and by username as one account: the 11th attempt is refused, right password or not", async () => {
    const user = await createUser(t.database);
    const http = httpClient(t.baseUrl);
    for (let i = 0; i < 5; i++) {
      expect(
        (await http.post("/api/auth/login", { email: user.email.toUpperCase(), password: `wrong-${i}` })).status,
      ).toBe(401);
      expect((await http.post("/api/auth/login", { username: user.username, password: `wrong-${i}` })).status).toBe(
        401,
      );
    }
    const blocked = await http.post("/api/auth/login", { username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe(LOCKED);
  });
});

describe("registration limit", () => {
  it("allows 5 new accounts an hour from one address; the 6th gets 429 saying so, over REST and tRPC", async () => {
    const fresh = await startTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        expect((await httpClient(fresh.baseUrl).post("/api/auth/register", newMember(`limit${i}`))).status).toBe(201);
      }
      const message = "Too many new accounts from this network: at most 5 an hour. Please try again later.";
      const sixth = await httpClient(fresh.baseUrl).post("/api/auth/register", newMember("limit5"));
      expect(sixth.status).toBe(429);
      expect(sixth.json.error).toBe(message);
      // The window is an hour: Retry-After says how much of it is left, not a minute.
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3500);
      const overTrpc = await httpClient(fresh.baseUrl).post("/api/trpc/auth.register", { json: newMember("limit6") });
      expect(overTrpc.status).toBe(429);
      expect(overTrpc.json.error.json.message).toBe(message);
      const created = await fresh.database.db.select().from(users).where(like(users.username, "traveler_limit%"));
      expect(created).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});

describe("cross-site requests", () => {
  it("refuses an unsafe request with the session cookie from another origin", async () => {
    const { http } = await signedInMember(t);
    const res = await http.post("/api/auth/logout", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await http.get("/api/user/me")).status).toBe(200);
    const same = await http.post("/api/auth/logout", {}, { origin: t.baseUrl });
    expect(same.status).toBe(200);
  });
});
