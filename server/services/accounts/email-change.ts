import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { emailChanges, users } from "../../../db/schema";
import { generateSessionToken, sessionIdFromToken, type SessionUser } from "../../auth/session";
import type { Env } from "../../env";
import { badRequest, conflict, isUniqueViolation } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { publicUser, registerInput } from "./accounts";
import { queueMail } from "../mail/outbox";
import { revokeAllApiKeys } from "../partners/keys";
import { checkCurrentPassword, currentPassword } from "./current-password";

/** Mail can sit in a queue for a while; a day is long enough to open it and short enough to forget it. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
const EMAIL_CHANGE_INVALID = "This confirmation link is invalid or has expired. Please ask for the change again.";
const TAKEN = "An account with this email already exists.";

export const changeEmailInput = z.object({ currentPassword, email: registerInput.shape.email });
export const confirmEmailChangeInput = z.object({
  token: z.string().trim().min(1, "The confirmation link is missing its token.").max(200),
});

async function emailTaken(db: Db, email: string, userId: number) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)));
  return Boolean(clash);
}

/**
 * Nothing changes yet: the new address gets a single-use link (only its SHA-256 is stored), and
 * the current address is told, so a borrowed session cannot quietly move the account elsewhere.
 */
export async function requestEmailChange(db: Db, env: Env, user: SessionUser, input: z.infer<typeof changeEmailInput>) {
  await checkCurrentPassword(db, user, input.currentPassword);
  if (input.email === user.email.toLowerCase())
    throw badRequest("That is already your email address.", { field: "email" });
  if (await emailTaken(db, input.email, user.id)) throw conflict(TAKEN);
  const token = generateSessionToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      id: sessionIdFromToken(token),
      userId: user.id,
      newEmail: input.email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  const name = user.fullName || user.username;
  const link = `${env.APP_URL}/confirm-email?token=${token}`;
  await queueMail(db, {
    to: input.email,
    subject: "Confirm your new Wildluxe email",
    text: `Hello ${name},\n\nFollow this link to use this address for your Wildluxe account:\n${link}\n\nIt works once and expires in 24 hours. Until then your account keeps its current email. If you did not ask for this, you can ignore this email.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p><a href="${link}">Use this address for your Wildluxe account</a></p><p>The link works once and expires in 24 hours. Until then your account keeps its current email. If you did not ask for this, you can ignore this email.</p>`,
    secrets: [token],
  });
  await queueMail(db, {
    to: user.email,
    subject: "Your Wildluxe email is about to change",
    text: `Hello ${name},\n\nSomeone signed in to your account asked to change its email to ${input.email}. It changes only when the link we sent to that address is followed.\n\nIf this was not you, change your password now: that cancels the change and signs out every other device.`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone signed in to your account asked to change its email to <strong>${escapeHtml(input.email)}</strong>. It changes only when the link we sent to that address is followed.</p><p>If this was not you, change your password now: that cancels the change and signs out every other device.</p>`,
  });
  return {
    success: true,
    pendingEmail: input.email,
    message: `We sent a link to ${input.email}. Your email changes when you follow it; it works for 24 hours.`,
  };
}

/**
 * Follows the link from the new address: uses the token once, moves the account to that address and revokes
 * every API key made under the old one.
 */
export async function confirmEmailChange(db: Db, input: z.infer<typeof confirmEmailChangeInput>) {
  try {
    const user = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailChanges.id, sessionIdFromToken(input.token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!claimed) throw badRequest(EMAIL_CHANGE_INVALID);
      const [row] = await tx
        .update(users)
        .set({ email: claimed.newEmail })
        .where(eq(users.id, claimed.userId))
        .returning();
      await revokeAllApiKeys(tx, claimed.userId);
      return row!;
    });
    return { success: true, user: publicUser(user), message: `Your email is now ${user.email}.` };
  } catch (error) {
    // Someone else took the address between the request and the click.
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
}

/** A new password (changed or reset) cancels a pending email change: it may be the intruder's. */
export async function cancelEmailChanges(db: Db, userId: number) {
  await db.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}
