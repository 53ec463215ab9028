import { eq, or, sql } from "drizzle-orm";
import { seedMemberBilling } from "../../../db/seed/demo-billing";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { memberPreferences, users } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../../auth/password";
import { takeAttempt, type AttemptLimit } from "../../auth/rate-limit";
import { createSession, generateSessionToken, type SessionUser } from "../../auth/session";
import { AppError, conflict, isUniqueViolation } from "../../lib/errors";
import { isAdminUser } from "@shared/access";
import { CODE_REPLAYED, redeemTotpCode, twoFactorOn } from "./two-factor";

export const registerInput = z.object({
  email: z.email("Enter a valid email address.").trim().toLowerCase().max(254),
  username: z
    .string()
    .trim()
    .min(3, "Username must be at least 3 characters.")
    .max(32, "Username must be at most 32 characters.")
    .regex(/^[a-zA-Z0-9_.-]+$/, "Username may use letters, numbers, dots, dashes and underscores."),
  password: z
    .string()
    .min(8, "Password must be at least 8 characters.")
    .max(256, "Password must be at most 256 characters."),
  fullName: z.string().trim().max(100).optional(),
});

export const loginInput = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password: z.string().min(1, "Enter your password.").max(256),
    /** Authenticator code, for accounts with two-factor on. */
    code: z.string().trim().max(12).optional(),
  })
  .refine((v) => Boolean(v.email || v.username), { message: "Enter your email or username.", path: ["email"] });

export type PublicUser = ReturnType<typeof publicUser>;

/** What a client may see of an account. */
export function publicUser(u: SessionUser) {
  const isAdmin = isAdminUser(u);
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    fullName: u.fullName,
    profileImageUrl: u.profileImageUrl,
    profileImage: u.profileImageUrl,
    membershipTier: u.membershipTier,
    membershipStatus: u.membershipStatus,
    membershipPeriodEnd: u.membershipPeriodEnd,
    isAdmin,
    role: isAdmin ? "admin" : u.role,
    createdAt: u.createdAt,
  };
}

// New accounts per hour from one address: enough for a household on one network, too few to farm accounts.
const REGISTRATION_LIMIT = 5;
const REGISTRATION_WINDOW_MS = 60 * 60_000;

/** Every attempt counts, a refused duplicate too, so sign-up cannot be used to probe for accounts at speed. */
export async function registerUser(db: Db, input: z.infer<typeof registerInput>, ip: string) {
  await takeAttempt(
    db,
    [{ key: `register:ip:${ip}`, limit: REGISTRATION_LIMIT, windowMs: REGISTRATION_WINDOW_MS }],
    () =>
      new AppError(
        "TOO_MANY_REQUESTS",
        `Too many new accounts from this network: at most ${REGISTRATION_LIMIT} an hour. Please try again later.`,
      ),
  );
  const clash = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(sql`lower(${users.email}) = ${input.email}`, sql`lower(${users.username}) = ${input.username.toLowerCase()}`),
    );
  if (clash.some((c) => c.email.toLowerCase() === input.email))
    throw conflict("An account with this email already exists.");
  if (clash.length) throw conflict("This username is already taken.");
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        fullName: input.fullName || null,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return user!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email or username already exists.");
    throw error;
  }
}

// Password and code guesses per minute: 10 per account; 30 per IP, since many travellers can share one address.
const ACCOUNT_ATTEMPT_LIMIT = 10;
const IP_ATTEMPT_LIMIT = 30;
const ATTEMPT_WINDOW_MS = 60_000;

/**
 * Guesses at one account share one count, whether it is addressed by email or username and
 * whether the guess is a sign-in or a current-password check. An identifier with no account
 * is counted under its own name, so a lock-out does not tell which accounts exist.
 */
export function accountAttempts(account: { id: number } | string): AttemptLimit {
  const key = typeof account === "string" ? `login:account:?${account}` : `login:account:${account.id}`;
  return { key, limit: ACCOUNT_ATTEMPT_LIMIT, windowMs: ATTEMPT_WINDOW_MS };
}

/**
 * Checks credentials. The attempt is counted before the password or code is checked, so a
 * batch of calls or a burst of parallel requests gets at most the limit checked; a right
 * password gives its count back. Unknown accounts cost the same argon2 work as known ones.
 */
export async function authenticate(db: Db, input: z.infer<typeof loginInput>, ip: string) {
  const identifier = (input.email || input.username || "").toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${identifier}`, sql`lower(${users.username}) = ${identifier}`))
    .limit(1);
  const attempt = await takeAttempt(
    db,
    [
      { key: `login:ip:${ip}`, limit: IP_ATTEMPT_LIMIT, windowMs: ATTEMPT_WINDOW_MS },
      accountAttempts(user ?? identifier),
    ],
    tooManyAttempts,
  );
  // A check the busy hashing queue refused was no guess: it gives its count back.
  const ok = await verifyPassword(user?.passwordHash, input.password).catch(async (error: unknown) => {
    await attempt.refund();
    throw error;
  });
  if (!user || !ok) throw new AppError("UNAUTHORIZED", "Invalid email/username or password.");
  if (twoFactorOn(user)) {
    if (!input.code) {
      // The first step of a two-step sign-in: the password was right and no code was guessed.
      await attempt.refund();
      throw new AppError("UNAUTHORIZED", "Enter the 6-digit code from your authenticator app.", {
        twoFactorRequired: true,
      });
    }
    const code = await redeemTotpCode(db, user, input.code);
    if (code !== "ok") {
      throw new AppError(
        "UNAUTHORIZED",
        code === "replayed" ? CODE_REPLAYED : "That authenticator code is not valid.",
        { twoFactorRequired: true },
      );
    }
  }
  await attempt.refund();
  if (user.disabledAt) throw new AppError("FORBIDDEN", "This account has been disabled. Contact support for help.");
  return user;
}

function tooManyAttempts() {
  return new AppError("TOO_MANY_REQUESTS", "Too many sign-in attempts. Please wait a minute and try again.");
}

/** Starts a new session for the user; the returned token goes into the cookie. */
export async function startSession(db: Db, userId: number) {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId);
  return { token, session };
}

/** Creates the admin account, or resets its password and admin flag when it exists. */
export async function ensureAdmin(db: Db, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalized}`);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, isAdmin: true, role: "admin", disabledAt: null })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const base = normalized.split("@")[0]!.replace(/[^a-z0-9_.-]/g, "") || "admin";
  let username = base;
  for (
    let n = 2;
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username}`)
    ).length;
    n++
  ) {
    username = `${base}${n}`;
  }
  const [row] = await db
    .insert(users)
    .values({ email: normalized, username, fullName: "Administrator", passwordHash, isAdmin: true, role: "admin" })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}

const DEMO_MEMBERS = [
  {
    email: "explorer@wildluxe.example",
    username: "explorer",
    fullName: "Ava Explorer",
    tier: 1,
    categoryIds: [2, 3],
    regionIds: [1, 2],
  },
  {
    email: "insider@wildluxe.example",
    username: "insider",
    fullName: "Noah Insider",
    tier: 2,
    categoryIds: [5, 7],
    regionIds: [6, 8],
  },
  {
    email: "elite@wildluxe.example",
    username: "elite",
    fullName: "Mia Elite",
    tier: 3,
    categoryIds: [6, 12],
    regionIds: [10, 14],
  },
] as const;
const DEMO_PASSWORD = "wildluxe-demo";

/** Development only: one member per paid tier, so every gate can be tried at once. */
export async function ensureDemoMembers(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const m of DEMO_MEMBERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: m.email,
        username: m.username,
        fullName: m.fullName,
        passwordHash,
        membershipTier: m.tier,
        membershipStatus: "active",
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Preferences, so "Perfect For You" has something to go on from the first sign-in.
    if (row) {
      await db
        .insert(memberPreferences)
        .values({ userId: row.id, categoryIds: [...m.categoryIds], regionIds: [...m.regionIds], budgetTier: m.tier })
        .onConflictDoNothing();
      // A paying member's billing and points history, as months of demo checkout would leave them.
      await seedMemberBilling(db, row.id, m.tier);
    }
  }
  return DEMO_MEMBERS.map((m) => ({ email: m.email, password: DEMO_PASSWORD, tier: m.tier }));
}
