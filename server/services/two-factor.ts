import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, verifyTOTPWithGracePeriod } from "@oslojs/otp";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, notFound } from "../lib/errors";
import { recordAudit } from "./audit";

/** RFC 6238 defaults that every authenticator app understands. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side, for clocks a little out of sync. */
const GRACE_SECONDS = 30;

export const totpCodeInput = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

export function verifyTotpCode(secret: string, code: string): boolean {
  let key: Uint8Array;
  try {
    key = decodeBase32IgnorePadding(secret);
  } catch {
    return false;
  }
  return /^\d{6}$/.test(code) && verifyTOTPWithGracePeriod(key, PERIOD_SECONDS, DIGITS, code, GRACE_SECONDS);
}

async function loadUser(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, email: users.email, totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("User not found.");
  return user;
}

export async function twoFactorStatus(db: Db, userId: number) {
  const user = await loadUser(db, userId);
  return { enabled: user.totpEnabledAt !== null, pending: user.totpEnabledAt === null && user.totpSecret !== null, enabledAt: user.totpEnabledAt };
}

/**
 * Step 1: a new secret, stored but not yet in force, and the otpauth:// URI for
 * the authenticator app's QR code. Running it again replaces an unconfirmed secret.
 */
export async function setupTwoFactor(db: Db, userId: number, issuer: string) {
  const user = await loadUser(db, userId);
  if (user.totpEnabledAt) throw badRequest("Two-factor authentication is already enabled. Disable it first to set up a new device.");
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  const secret = encodeBase32UpperCaseNoPadding(key);
  await db.update(users).set({ totpSecret: secret }).where(eq(users.id, userId));
  return { secret, uri: createTOTPKeyURI(issuer, user.email, key, PERIOD_SECONDS, DIGITS), period: PERIOD_SECONDS, digits: DIGITS };
}

/** Step 2: a valid code from the app proves it holds the secret; two-factor is on from then. */
export async function enableTwoFactor(db: Db, userId: number, code: string) {
  const user = await loadUser(db, userId);
  if (user.totpEnabledAt) throw badRequest("Two-factor authentication is already enabled.");
  if (!user.totpSecret) throw badRequest("Start two-factor setup first.");
  if (!verifyTotpCode(user.totpSecret, code)) {
    await recordAudit(db, { actorId: userId, action: "two-factor.enable", target: `user:${userId}`, outcome: "warning", details: { refused: "invalid code" } });
    throw badRequest("That code is not valid. Check your authenticator app and try again.");
  }
  const enabledAt = new Date();
  await db.update(users).set({ totpEnabledAt: enabledAt }).where(eq(users.id, userId));
  await recordAudit(db, { actorId: userId, action: "two-factor.enable", target: `user:${userId}` });
  return { enabled: true, enabledAt };
}

/** Turning it off needs a current code too, so a borrowed session alone cannot remove it. */
export async function disableTwoFactor(db: Db, userId: number, code: string) {
  const user = await loadUser(db, userId);
  if (!user.totpEnabledAt || !user.totpSecret) throw badRequest("Two-factor authentication is not enabled.");
  if (!verifyTotpCode(user.totpSecret, code)) {
    await recordAudit(db, { actorId: userId, action: "two-factor.disable", target: `user:${userId}`, outcome: "warning", details: { refused: "invalid code" } });
    throw badRequest("That code is not valid. Check your authenticator app and try again.");
  }
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, userId));
  await recordAudit(db, { actorId: userId, action: "two-factor.disable", target: `user:${userId}` });
  return { enabled: false };
}

/** For the sign-in flow: true when the account has no two-factor, or when `code` is valid for it. */
export function passesTwoFactor(user: { totpEnabledAt: Date | null; totpSecret: string | null }, code: string | undefined): boolean {
  if (!user.totpEnabledAt || !user.totpSecret) return true;
  return Boolean(code) && verifyTotpCode(user.totpSecret, code!.replace(/\s+/g, ""));
}
