import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChanges, emailOutbox, passwordResets } from "../../db/schema";
import { sessionIdFromToken } from "../../server/auth/session";
import { createUser, httpClient, reloadUser, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: "https://wildluxe.test" });
});
afterAll(() => t.close());

const RESET_MESSAGE =
  "If an account exists for that email, we have sent a link to reset your password. It works once, for 1 hour.";

async function signIn(user: { email: string; password: string }) {
  const http = httpClient(t.baseUrl);
  expect((await http.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  return http;
}

async function mailTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
}

/** tRPC over HTTP, for procedures whose effect depends on the real session cookie. */
const trpc = (http: ReturnType<typeof httpClient>, path: string, input?: unknown) =>
  http.post(`/api/trpc/${path}`, input === undefined ? {} : { json: input });

async function upload(http: ReturnType<typeof httpClient>, path: string, file: Blob, name = "photo.png") {
  const form = new FormData();
  form.set("image", file, name);
  const cookie = [...http.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(t.baseUrl + path, { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  return { status: res.status, json: await res.json() };
}

describe("preferences", () => {
  it("starts empty, saves valid choices and reads them back", async () => {
    const api = t.caller(await createUser(t.database));
    expect(await api.account.preferences()).toMatchObject({
      categoryIds: [],
      regionIds: [],
      amenityIds: [],
      travelStyle: null,
      budgetTier: null,
    });
    const saved = await api.account.savePreferences({
      categoryIds: [2, 2, 7],
      regionIds: [0, 6],
      amenityIds: [1],
      travelStyle: "adventure",
      budgetTier: 2,
    });
    expect(saved).toMatchObject({
      categoryIds: [2, 7],
      regionIds: [0, 6],
      amenityIds: [1],
      travelStyle: "adventure",
      budgetTier: 2,
    });
    expect(await api.account.preferences()).toEqual(saved);
    const options = await t.caller(null).account.preferenceOptions();
    expect(options.travelStyles.map((s) => s.value)).toContain("adventure");
    expect(options.budgetTiers.map((b) => b.value)).toEqual([0, 1, 2, 3]);
  });

  it("refuses ids that do not exist and values out of range with BAD_REQUEST", async () => {
    const api = t.caller(await createUser(t.database));
    await expect(api.account.savePreferences({ categoryIds: [99] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown category id: 99.",
    });
    await expect(api.account.savePreferences({ regionIds: [19, 40] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown region ids: 19, 40.",
    });
    await expect(api.account.savePreferences({ amenityIds: [100_000] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.account.savePreferences({ budgetTier: 5 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.account.savePreferences({ travelStyle: "sleeping" as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(api.account.savePreferences({ categoryIds: ["1"] as never })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await api.account.preferences()).categoryIds).toEqual([]);
    await expect(t.caller(null).account.preferences()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("profile", () => {
  it("updates the full name and username, with CONFLICT when the username is taken", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const api = t.caller(user);
    const updated = await api.account.updateProfile({ fullName: "Ada Lovelace", username: "ada_l" });
    expect(updated).toMatchObject({ fullName: "Ada Lovelace", username: "ada_l" });
    await expect(api.account.updateProfile({ username: other.username.toUpperCase() })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This username is already taken.",
    });
    await expect(api.account.updateProfile({ username: "a" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(api.account.updateProfile({})).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("uploads an avatar from the multipart field image and sets profileImageUrl", async () => {
    const user = await createUser(t.database);
    const http = await signIn(user);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2f6f4f" } })
      .png()
      .toBuffer();
    const res = await upload(http, "/api/account/avatar", new Blob([new Uint8Array(png)], { type: "image/png" }));
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/media\/uploads\/avatar\/.+-256\.webp$/);
    expect((await http.get("/api/user/me")).json.profileImageUrl).toBe(res.json.url);
    const served = await fetch(t.baseUrl + res.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    const notImage = await upload(http, "/api/account/avatar", new Blob(["hello"], { type: "image/png" }), "fake.png");
    expect(notImage.status).toBe(400);
    expect((await upload(httpClient(t.baseUrl), "/api/account/avatar", new Blob([new Uint8Array(png)]))).status).toBe(
      401,
    );
    expect((await http.post("/api/account/avatar", { image: "x" })).status).toBe(400);
  });
});

describe("settings", () => {
  it("changes the email only after the link mailed to the new address is followed, and tells the old address", async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const http = await signIn(user);
    const wrong = await trpc(http, "account.changeEmail", {
      currentPassword: "wrong password",
      email: "new@example.com",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.json.message).toBe("Your current password is incorrect.");
    const taken = await trpc(http, "account.changeEmail", { currentPassword: user.password, email: other.email });
    expect(taken.status).toBe(409);

    const asked = await trpc(http, "account.changeEmail", {
      currentPassword: user.password,
      email: "New.Address@Example.com",
    });
    expect(asked.status).toBe(200);
    expect(asked.json.result.data.json).toEqual({
      success: true,
      pendingEmail: "new.address@example.com",
      message:
        "We sent a link to new.address@example.com. Your email changes when you follow it; it works for 24 hours.",
    });
    // Nothing has changed yet: the account keeps its email and the new one cannot sign in.
    expect((await http.get("/api/user/me")).json.email).toBe(user.email);
    expect(
      (
        await httpClient(t.baseUrl).post("/api/auth/login", {
          email: "new.address@example.com",
          password: user.password,
        })
      ).status,
    ).toBe(401);

    const [link] = await mailTo("new.address@example.com");
    expect(link!.subject).toBe("Confirm your new Wildluxe email");
    const token = /https:\/\/wildluxe\.test\/confirm-email\?token=([a-z2-7]+)/.exec(link!.text)?.[1];
    expect(token).toBeDefined();
    const notices = (await mailTo(user.email)).filter((m) => m.subject === "Your Wildluxe email is about to change");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("new.address@example.com");
    expect(notices[0]!.text).not.toContain(token!);
    const [stored] = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(stored!.id).toBe(sessionIdFromToken(token!));

    const confirmed = await httpClient(t.baseUrl).post("/api/account/confirm-email", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      success: true,
      user: { email: "new.address@example.com" },
      message: "Your email is now new.address@example.com.",
    });
    expect((await http.get("/api/user/me")).json.email).toBe("new.address@example.com");
    expect(
      (
        await httpClient(t.baseUrl).post("/api/auth/login", {
          email: "new.address@example.com",
          password: user.password,
        })
      ).status,
    ).toBe(200);

    const again = await httpClient(t.baseUrl).post("/api/account/confirm-email", { token });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("This confirmation link is invalid or has expired. Please ask for the change again.");
    await expect(t.caller(null).account.confirmEmailChange({ token: "made-up-token" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    for (const body of ["{not json", "{}", '{"token": ""}', '{"token": 42}']) {
      const res = await httpClient(t.baseUrl).request("POST", "/api/account/confirm-email", body, {
        "content-type": "application/json",
      });
      expect(res.status, body).toBe(400);
      expect(typeof res.json.error).toBe("string");
    }
  });

  it("cancels a pending email change when the password is changed", async () => {
    const user = await createUser(t.database);
    const http = await signIn(user);
    expect(
      (await trpc(http, "account.changeEmail", { currentPassword: user.password, email: "intruder@example.com" }))
        .status,
    ).toBe(200);
    const token = /confirm-email\?token=([a-z2-7]+)/.exec((await mailTo("intruder@example.com"))[0]!.text)![1];
    expect(
      (
        await trpc(http, "account.changePassword", {
          currentPassword: user.password,
          newPassword: "a brand new secret",
        })
      ).status,
    ).toBe(200);
    expect((await httpClient(t.baseUrl).post("/api/account/confirm-email", { token })).status).toBe(400);
    expect((await reloadUser(t.database, user.id)).email).toBe(user.email);
  });

  it("refuses even the right current password once 10 wrong ones were tried within a minute", async () => {
    const user = await createUser(t.database);
    const http = await signIn(user);
    for (let i = 0; i < 10; i++) {
      const res = await trpc(http, i % 2 ? "account.changeEmail" : "account.changePassword", {
        currentPassword: `wrong-${i}`,
        email: "moved@example.com",
        newPassword: "a brand new secret",
      });
      expect(res.status).toBe(400);
    }
    for (const path of ["account.changeEmail", "account.changePassword"]) {
      const res = await trpc(http, path, {
        currentPassword: user.password,
        email: "moved@example.com",
        newPassword: "a brand new secret",
      });
      expect(res.status).toBe(429);
      expect(res.json.error.json.message).toBe("Too many attempts. Please wait a minute and try again.");
    }
    expect(await mailTo("moved@example.com")).toEqual([]);
    const after = await reloadUser(t.database, user.id);
    expect(after.passwordHash).toBe(user.passwordHash);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    const user = await createUser(t.database);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const wrong = await trpc(here, "account.changePassword", {
      currentPassword: "nope",
      newPassword: "a brand new secret",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.json.message).toBe("Your current password is incorrect.");
    const res = await trpc(here, "account.changePassword", {
      currentPassword: user.password,
      newPassword: "a brand new secret",
    });
    expect(res.status).toBe(200);
    expect((await here.get("/api/user/me")).status).toBe(200);
    expect((await elsewhere.get("/api/user/me")).status).toBe(401);
    expect(
      (await httpClient(t.baseUrl).post("/api/auth/login", { email: user.email, password: "a brand new secret" }))
        .status,
    ).toBe(200);
  });

  it("signs out everywhere", async () => {
    const user = await createUser(t.database);
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    expect((await trpc(here, "account.signOutEverywhere")).status).toBe(200);
    expect((await here.get("/api/user/me")).status).toBe(401);
    expect((await elsewhere.get("/api/user/me")).status).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a single-use link, stores only the token's SHA-256, sets the password and ends all sessions", async () => {
    const user = await createUser(t.database);
    const session = await signIn(user);
    const visitor = httpClient(t.baseUrl);
    const res = await visitor.post("/api/auth/forgot-password", { email: user.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: RESET_MESSAGE });

    const [mail] = await mailTo(user.email);
    const token = /https:\/\/wildluxe\.test\/reset-password\?token=([a-z0-9]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(mail!.html).toContain(`https://wildluxe.test/reset-password?token=${token}`);
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.id).toBe(sessionIdFromToken(token!));
    expect(stored!.id).not.toContain(token!);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(ttl - 60 * 60 * 1000)).toBeLessThan(5000);

    const done = await visitor.post("/api/auth/reset-password", { token, password: "fresh password 1" });
    expect(done.status).toBe(200);
    expect(done.json.success).toBe(true);
    expect((await session.get("/api/user/me")).status).toBe(401);
    expect((await visitor.post("/api/auth/login", { email: user.email, password: "fresh password 1" })).status).toBe(
      200,
    );

    const again = await httpClient(t.baseUrl).post("/api/auth/reset-password", { token, password: "another password" });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("This reset link is invalid or has expired. Please request a new one.");
  });

  it("refuses an expired token and a made-up one", async () => {
    const user = await createUser(t.database);
    const token = "expiredtokenexpiredtoken";
    await t.database.db
      .insert(passwordResets)
      .values({ id: sessionIdFromToken(token), userId: user.id, expiresAt: new Date(Date.now() - 1000) });
    const http = httpClient(t.baseUrl);
    const expired = await http.post("/api/auth/reset-password", { token, password: "fresh password 2" });
    expect(expired.status).toBe(400);
    expect(expired.json.error).toBe("This reset link is invalid or has expired. Please request a new one.");
    expect(
      (await http.post("/api/auth/reset-password", { token: "nothing-like-it", password: "fresh password 2" })).status,
    ).toBe(400);
    expect((await http.post("/api/auth/reset-password", { token: "x", password: "short" })).status).toBe(400);
    expect((await reloadUser(t.database, user.id)).passwordHash).toBe(user.passwordHash);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const res = await t.caller(null).account.requestPasswordReset({ email: "nobody-here@example.com" });
    expect(res).toEqual({ success: true, message: RESET_MESSAGE });
    expect(await mailTo("nobody-here@example.com")).toEqual([]);
    expect((await httpClient(t.baseUrl).post("/api/auth/forgot-password", { email: "not an email" })).status).toBe(400);
  });

  it("limits requests per address with 429", async () => {
    const http = httpClient(t.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await http.post("/api/auth/forgot-password", { email: `someone${i}@example.com` })).status);
    expect(statuses).toContain(429);
  });
});
