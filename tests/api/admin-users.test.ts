import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, sessions, users } from "../../db/schema";
import { createUser, httpClient, reloadUser, startTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let first: Awaited<ReturnType<typeof createUser>>;
let firstHttp: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await startTestApp();
  first = await createUser(t.database, { admin: true });
  firstHttp = httpClient(t.baseUrl);
  await firstHttp.post("/api/auth/login", { email: first.email, password: first.password });
});
afterAll(() => t.close());

const LAST_ADMIN = "At least one administrator must remain. Grant admin access to another account first.";

describe("administrators", () => {
  it("never revokes the last admin: 400 with a message, and nothing changes", async () => {
    const caller = t.caller(first).admin.users;
    await expect(caller.revokeAdmin({ userId: first.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: LAST_ADMIN,
    });
    expect((await reloadUser(t.database, first.id)).isAdmin).toBe(true);
    await expect(caller.disable({ userId: first.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "You cannot disable your own account.",
    });
    expect((await reloadUser(t.database, first.id)).disabledAt).toBeNull();
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `user:${first.id}`), eq(auditLog.outcome, "warning")));
    expect(refusals.map((r) => r.action)).toEqual(["users.revoke-admin", "users.disable"]);
  });

  it("grants and revokes admin once another admin exists", async () => {
    const caller = t.caller(first).admin.users;
    const second = await createUser(t.database);
    const granted = await caller.grantAdmin({ userId: second.id });
    expect(granted).toMatchObject({ id: second.id, isAdmin: true, role: "admin" });
    expect(await caller.grantAdmin({ userId: second.id })).toMatchObject({ isAdmin: true });

    const secondHttp = httpClient(t.baseUrl);
    await secondHttp.post("/api/auth/login", { email: second.email, password: second.password });
    expect((await secondHttp.get("/api/admin/session")).status).toBe(200);

    // The first admin may step down now; the second may not, being the last one.
    expect(await caller.revokeAdmin({ userId: first.id })).toMatchObject({ isAdmin: false, role: "member" });
    expect((await firstHttp.get("/api/admin/session")).status).toBe(403);
    const secondUser = await reloadUser(t.database, second.id);
    await expect(t.caller(secondUser).admin.users.revokeAdmin({ userId: second.id })).rejects.toMatchObject({
      message: LAST_ADMIN,
    });
    await t.caller(secondUser).admin.users.grantAdmin({ userId: first.id });
    expect((await firstHttp.get("/api/admin/session")).status).toBe(200);

    const log = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.outcome, "success"));
    expect(log).toEqual(
      expect.arrayContaining([
        { action: "users.grant-admin", actorId: first.id },
        { action: "users.revoke-admin", actorId: first.id },
        { action: "users.grant-admin", actorId: second.id },
      ]),
    );
    await expect(caller.grantAdmin({ userId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("disables an account, ending its sessions, and re-enables it", async () => {
    const member = await createUser(t.database, { tier: 2 });
    const http = httpClient(t.baseUrl);
    await http.post("/api/auth/login", { email: member.email, password: member.password });
    expect((await http.get("/api/user/me")).status).toBe(200);

    const disabled = await t.caller(first).admin.users.disable({ userId: member.id });
    expect(disabled).toMatchObject({ disabled: true });
    expect(await t.database.db.$count(sessions, eq(sessions.userId, member.id))).toBe(0);
    expect((await http.get("/api/user/me")).status).toBe(401);
    const again = await httpClient(t.baseUrl).post("/api/auth/login", {
      email: member.email,
      password: member.password,
    });
    expect(again.status).toBe(403);

    expect(await t.caller(first).admin.users.enable({ userId: member.id })).toMatchObject({
      disabled: false,
      disabledAt: null,
    });
    expect(
      (await httpClient(t.baseUrl).post("/api/auth/login", { email: member.email, password: member.password })).status,
    ).toBe(200);
  });

  it("lists users with search and role filter", async () => {
    const caller = t.caller(first).admin.users;
    const found = await caller.list({ search: first.username.toUpperCase() });
    expect(found.items.map((u) => u.id)).toEqual([first.id]);
    expect(found.items[0]).not.toHaveProperty("passwordHash");
    expect(found.items[0]).not.toHaveProperty("totpSecret");
    const admins = await caller.list({ role: "admin" });
    expect(admins.items.every((u) => u.isAdmin)).toBe(true);
    expect(admins.total).toBe(2);
    expect((await caller.list({ status: "disabled" })).total).toBe(0);
  });
});

describe("settings", () => {
  it("reads the defaults (max 12 listings per page) and saves to the database with an audit row", async () => {
    const caller = t.caller(first).admin.settings;
    expect(await caller.get()).toMatchObject({
      siteName: "Wildluxe",
      contactEmail: "hello@wildluxe.example",
      maxListings: 12,
    });
    const saved = await caller.save({
      siteName: "Wildluxe Retreats",
      contactEmail: "team@wildluxe.example",
      maxListings: 24,
    });
    expect(saved).toMatchObject({ siteName: "Wildluxe Retreats", maxListings: 24, message: "Settings Saved" });
    expect(saved.lastUpdated).toBeInstanceOf(Date);
    expect((await httpClient(t.baseUrl).get("/api/listings")).json).toHaveLength(24);
    await expect(caller.save({ siteName: "", contactEmail: "nope", maxListings: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.save"));
    expect(row!.details).toEqual({
      changed: {
        siteName: { from: "Wildluxe", to: "Wildluxe Retreats" },
        contactEmail: { from: "hello@wildluxe.example", to: "team@wildluxe.example" },
        maxListings: { from: 12, to: 24 },
      },
    });
    await caller.save({ siteName: "Wildluxe", contactEmail: "hello@wildluxe.example", maxListings: 12 });
  });
});

describe("two-factor for admins", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sets up a TOTP secret, enables only with a valid code, verifies and disables", async () => {
    // Each code is accepted once, so every step below moves the clock on to the authenticator's next code.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const caller = t.caller(first).admin.twoFactor;
    expect(await caller.status()).toMatchObject({ enabled: false, pending: false });
    const setup = await caller.setup();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Wildluxe:/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(await caller.status()).toMatchObject({ enabled: false, pending: true });

    const key = decodeBase32IgnorePadding(setup.secret);
    const nextCode = () => {
      vi.setSystemTime(Date.now() + 30_000);
      return generateTOTP(key, 30, 6);
    };
    const wrong = generateTOTP(key, 30, 6) === "000000" ? "111111" : "000000";
    await expect(caller.enable({ code: wrong })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "That code is not valid. Check your authenticator app and try again.",
    });
    await expect(caller.enable({ code: "12ab" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.enable({ code: nextCode() })).toMatchObject({ enabled: true });
    expect(await caller.status()).toMatchObject({ enabled: true });
    await expect(caller.setup()).rejects.toMatchObject({ code: "BAD_REQUEST" });

    // Sign-in now asks for the code: none, a wrong one, then the right one.
    const signIn = (code?: string) =>
      httpClient(t.baseUrl).post("/api/auth/login", { email: first.email, password: first.password, code });
    const noCode = await signIn();
    expect(noCode.status).toBe(401);
    expect(noCode.json).toMatchObject({
      error: "Enter the 6-digit code from your authenticator app.",
      twoFactorRequired: true,
    });
    expect((await signIn(wrong)).json.error).toBe("That authenticator code is not valid.");
    const ok = await signIn(nextCode());
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toContain("wl_session=");
    const other = await createUser(t.database);
    expect(
      (await httpClient(t.baseUrl).post("/api/auth/login", { email: other.email, password: other.password })).status,
    ).toBe(200);

    await expect(caller.disable({ code: wrong })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.disable({ code: nextCode() })).toEqual({ enabled: false });
    const [row] = await t.database.db
      .select({ secret: users.totpSecret, at: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, first.id));
    expect(row).toEqual({ secret: null, at: null });
    const actions = (
      await t.database.db
        .select({ action: auditLog.action, outcome: auditLog.outcome })
        .from(auditLog)
        .orderBy(auditLog.id)
    ).filter((a) => a.action.startsWith("two-factor."));
    expect(actions).toEqual([
      { action: "two-factor.enable", outcome: "warning" },
      { action: "two-factor.enable", outcome: "success" },
      { action: "two-factor.disable", outcome: "warning" },
      { action: "two-factor.disable", outcome: "success" },
    ]);
  });
});
