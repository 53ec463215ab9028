import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { httpClient, signedInMember, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The clock is held still so a test decides when the authenticator shows its next code.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

type Http = ReturnType<typeof httpClient>;
const trpc = (http: Http, path: string, input?: unknown) =>
  http.post(`/api/trpc/${path}`, input === undefined ? {} : { json: input });

/** An admin signed in on `http` with two-factor turned on there; returns the authenticator. */
async function enableTwoFactor(http: Http) {
  const setup = await trpc(http, "admin.twoFactor.setup");
  expect(setup.status).toBe(200);
  const key = decodeBase32IgnorePadding(setup.json.result.data.json.secret);
  const authenticator = {
    code: () => generateTOTP(key, 30, 6),
    next: () => {
      vi.setSystemTime(Date.now() + 30_000);
      return generateTOTP(key, 30, 6);
    },
  };
  const enabled = await trpc(http, "admin.twoFactor.enable", { code: authenticator.code() });
  expect(enabled.status).toBe(200);
  return authenticator;
}

describe("turning two-factor on", () => {
  it("ends the account's other sessions and keeps the one that turned it on", async () => {
    const { user, http: here } = await signedInMember(t, { admin: true });
    const laptop = httpClient(t.baseUrl);
    expect((await laptop.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
    const bystander = await signedInMember(t);

    await enableTwoFactor(here);
    expect((await laptop.get("/api/user/me")).status).toBe(401);
    expect((await here.get("/api/user/me")).status).toBe(200);
    expect((await bystander.http.get("/api/user/me")).status).toBe(200);
  });
});

describe("authenticator codes", () => {
  it("accepts a code once: the same code again within its window is refused", async () => {
    const { user, http } = await signedInMember(t, { admin: true });
    const app = await enableTwoFactor(http);
    const signIn = (code: string) =>
      httpClient(t.baseUrl).post("/api/auth/login", { email: user.email, password: user.password, code });

    // The code that turned two-factor on cannot sign in.
    const replayedSetupCode = await signIn(app.code());
    expect(replayedSetupCode.status).toBe(401);
    expect(replayedSetupCode.json).toMatchObject({
      error: "That code has already been used. Wait for the next code in your authenticator app.",
      twoFactorRequired: true,
    });

    const code = app.next();
    expect((await signIn(code)).status).toBe(200);
    // 10 seconds on, the same code is still inside its 30-second window, and still refused.
    vi.setSystemTime(Date.now() + 10_000);
    const replay = await signIn(code);
    expect(replay.status).toBe(401);
    expect(replay.json.error).toBe(
      "That code has already been used. Wait for the next code in your authenticator app.",
    );
    expect(replay.headers.get("set-cookie")).toBeNull();
    expect((await signIn(app.next())).status).toBe(200);
  });

  it("refuses a used code for turning two-factor off", async () => {
    const { http } = await signedInMember(t, { admin: true });
    const app = await enableTwoFactor(http);
    const res = await trpc(http, "admin.twoFactor.disable", { code: app.code() });
    expect(res.status).toBe(400);
    expect(res.json.error.json.message).toBe(
      "That code has already been used. Wait for the next code in your authenticator app.",
    );
    expect((await trpc(http, "admin.twoFactor.disable", { code: app.next() })).status).toBe(200);
  });

  it("counts wrong codes with the sign-in limit: after 10 a minute the right password and code are refused", async () => {
    const { user, http } = await signedInMember(t, { admin: true });
    const app = await enableTwoFactor(http);
    const visitor = httpClient(t.baseUrl);
    const right = app.next();
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 10; i++) {
      const res = await visitor.post("/api/auth/login", { email: user.email, password: user.password, code: wrong });
      expect(res.json.error).toBe("That authenticator code is not valid.");
    }
    const locked = await visitor.post("/api/auth/login", { email: user.email, password: user.password, code: right });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe("Too many sign-in attempts. Please wait a minute and try again.");
  });

  it("does not count the password step of a two-step sign-in as a guess", async () => {
    const { user, http } = await signedInMember(t, { admin: true });
    const app = await enableTwoFactor(http);
    const visitor = httpClient(t.baseUrl);
    for (let i = 0; i < 12; i++) {
      const res = await visitor.post("/api/auth/login", { email: user.email, password: user.password });
      expect(res.json).toMatchObject({
        error: "Enter the 6-digit code from your authenticator app.",
        twoFactorRequired: true,
      });
    }
    expect(
      (await visitor.post("/api/auth/login", { email: user.email, password: user.password, code: app.next() })).status,
    ).toBe(200);
  });
});
