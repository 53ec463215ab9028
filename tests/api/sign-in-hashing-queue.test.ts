import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_HASHING_CONCURRENCY, DEFAULT_HASHING_QUEUE } from "../../server/auth/hashing-queue";
import { passwordHashing } from "../../server/auth/password";
import { createUser, httpClient, startTestApp, type TestApp } from "../helpers/app";

// One hash at a time and one waiting: the test holds the running slot itself, so what waits and what is
// refused follows from the queue's state, never from how long a hash takes.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "1" });
});
afterAll(async () => {
  await t.close();
  // Database test files share one module graph per worker: the next file finds the usual limits.
  passwordHashing.configure({ concurrency: DEFAULT_HASHING_CONCURRENCY, queue: DEFAULT_HASHING_QUEUE });
});

// A state is waited for as long as a busy machine needs to get a request that far.
const untilState = { timeout: 60_000 };

const BUSY = /^Too many sign-ins are being checked right now\. Please try again in \d+ s\.$/;

/** Takes the only hashing slot until the returned function is called. */
async function holdTheSlot() {
  let release!: () => void;
  const held = passwordHashing.run(() => new Promise<void>((resolve) => (release = resolve)));
  await vi.waitFor(() => expect(passwordHashing.state()).toEqual({ running: 1, waiting: 0 }), untilState);
  return async () => {
    release();
    await held;
  };
}

describe("password hashing under a burst of sign-ins", () => {
  it("queues sign-ins up to the bound, refuses the rest at once with 429 and Retry-After, and serves reads meanwhile", async () => {
    const member = await createUser(t.database);
    const release = await holdTheSlot();

    const queued = httpClient(t.baseUrl);
    const waiting = queued.post("/api/auth/login", { email: member.email, password: member.password });
    await vi.waitFor(() => expect(passwordHashing.state()).toEqual({ running: 1, waiting: 1 }), untilState);

    // The queue is full: more sign-ins, over REST and tRPC, are refused without waiting for a hash.
    const [rest, trpc] = await Promise.all([
      httpClient(t.baseUrl).post("/api/auth/login", { email: member.email, password: member.password }),
      httpClient(t.baseUrl).post("/api/trpc/auth.login", { json: { email: member.email, password: member.password } }),
    ]);
    expect(rest.status).toBe(429);
    expect(rest.json.error).toMatch(BUSY);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(trpc.status).toBe(429);
    expect(trpc.json.error.json.message).toMatch(BUSY);
    expect(Number(trpc.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    // A read in the same moment is served while the hashing queue is full.
    const read = await httpClient(t.baseUrl).get("/api/listings?limit=12");
    expect(read.status).toBe(200);
    expect(read.json.length).toBeGreaterThan(0);
    expect(passwordHashing.state()).toEqual({ running: 1, waiting: 1 });

    // Once the slot frees, the waiting sign-in is checked and signs the member in.
    await release();
    expect((await waiting).status).toBe(200);
    expect(queued.jar.get("wl_session")).toBeTruthy();
    expect(passwordHashing.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("does not count refused sign-ins as guesses: after 12 refusals the right password still signs in", async () => {
    const member = await createUser(t.database);
    const release = await holdTheSlot();
    const filler = httpClient(t.baseUrl).post("/api/auth/login", { email: member.email, password: "wrong password" });
    await vi.waitFor(() => expect(passwordHashing.state()).toEqual({ running: 1, waiting: 1 }), untilState);
    // More than the account's 10 guesses a minute, each refused before its password was checked.
    for (let i = 0; i < 12; i++) {
      const refused = await httpClient(t.baseUrl).post("/api/auth/login", {
        email: member.email,
        password: member.password,
      });
      expect(refused.status).toBe(429);
      expect(refused.json.error).toMatch(BUSY);
    }
    await release();
    expect((await filler).status).toBe(401);

    const http = httpClient(t.baseUrl);
    expect((await http.post("/api/auth/login", { email: member.email, password: member.password })).status).toBe(200);
    expect((await http.get("/api/user/me")).json.email).toBe(member.email);
  });
});
