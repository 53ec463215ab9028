import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { sessions, users } from "../../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { recordAudit } from "../admin/audit";

/** RFC 6238 defaults that every authenticator app understands. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side, for clocks a little out of sync. */
const GRACE_STEPS = 1;

export const CODE_REPLAYED = "That code has already been used. Wait for the next code in your authenticator app.";
const CODE_INVALID = "That code is not valid. Check your authenticator app and try again.";

export const totpCodeInput = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

/** The time step a code belongs to (now, or one step either side), or null when it matches none. */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let key: Uint8Array;
  try {
    key = decodeBase32IgnorePadding(secret);
  } catch {
    return null;
  }
  const current = Math.floor(now / (PERIOD_SECONDS * 1000));
  for (let step = current - GRACE_STEPS; step <= current + GRACE_STEPS; step++) {
    if (verifyHOTP(key, BigInt(step), DIGITS, code)) return step;
  }
  return null;
}

export function verifyTotpCode(secret: string, code: string): boolean {
  return matchingStep(secret, code) !== null;
}

export type CodeCheck = "ok" | "invalid" | "replayed";

/**
 * Accepts a code once. The step it belongs to is stored in the same statement that checks it
 * is newer than the last accepted one, so a code seen over someone's shoulder (or sent twice
 * in parallel) cannot be used again within its window.
 */
export async function redeemTotpCode(
  db: Db,
  user: { id: number; totpSecret: string | null },
  code: string,
): Promise<CodeCheck> {
  const step = user.totpSecret ? matchingStep(user.totpSecret, code.replace(/\s+/g, "")) : null;
  if (step === null) return "invalid";
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length ? "ok" : "replayed";
}

export function twoFactorOn(user: { totpEnabledAt: Date | null; totpSecret: string | null }): boolean {
  return Boolean(user.totpEnabledAt && user.totpSecret);
}

async function loadUser(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, email: users.email, totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("User not found.");
  return user;
}

async function requireCode(db: Db, user: { id: number; totpSecret: string | null }, code: string, action: string) {
  const result = await redeemTotpCode(db, user, code);
  if (result === "ok") return;
  await recordAudit(db, {
    actorId: user.id,
    action,
    target: `user:${user.id}`,
    outcome: "warning",
    details: { refused: `${result} code` },
  });
  throw badRequest(result === "replayed" ? CODE_REPLAYED : CODE_INVALID);
}

export async function twoFactorStatus(db: Db, userId: number) {
  const user = await loadUser(db, userId);
  return {
    enabled: user.totpEnabledAt !== null,
    pending: user.totpEnabledAt === null && user.totpSecret !== null,
    enabledAt: user.totpEnabledAt,
  };
}

/**
 * Step 1: a new secret, stored but not yet in force, and the otpauth:// URI for
 * the authenticator app's QR code. Running it again replaces an unconfirmed secret.
 */
export async function setupTwoFactor(db: Db, userId: number, issuer: string) {
  const user = await loadUser(db, userId);
  if (user.totpEnabledAt)
    throw badRequest("Two-factor authentication is already enabled. Disable it first to set up a new device.");
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  const secret = encodeBase32UpperCaseNoPadding(key);
  await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
  return {
    secret,
    uri: createTOTPKeyURI(issuer, user.email, key, PERIOD_SECONDS, DIGITS),
    period: PERIOD_SECONDS,
    digits: DIGITS,
  };
}

/**
 * Step 2: a valid code from the app proves it holds the secret; two-factor is on from then.
 * Every other session ends: one opened with the password alone must not outlive the change.
 */
export async function enableTwoFactor(db: Db, userId: number, currentSessionId: string, code: string) {
  const user = await loadUser(db, userId);
  if (user.totpEnabledAt) throw badRequest("Two-factor authentication is already enabled.");
  if (!user.totpSecret) throw badRequest("Start two-factor setup first.");
  await requireCode(db, user, code, "two-factor.enable");
  const enabledAt = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ totpEnabledAt: enabledAt }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
  });
  await recordAudit(db, { actorId: userId, action: "two-factor.enable", target: `user:${userId}` });
  return { enabled: true, enabledAt };
}

/** Turning it off needs a current code too, so a borrowed session alone cannot remove it. */
export async function disableTwoFactor(db: Db, userId: number, code: string) {
  const user = await loadUser(db, userId);
  if (!user.totpEnabledAt || !user.totpSecret) throw badRequest("Two-factor authentication is not enabled.");
  await requireCode(db, user, code, "two-factor.disable");
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await recordAudit(db, { actorId: userId, action: "two-factor.disable", target: `user:${userId}` });
  return { enabled: false };
}
