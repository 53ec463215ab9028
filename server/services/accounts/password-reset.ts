import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { passwordResets, users } from "../../../db/schema";
import { hashPassword } from "../../auth/password";
import { hitRateLimit } from "../../auth/rate-limit";
import { generateSessionToken, invalidateUserSessions, sessionIdFromToken } from "../../auth/session";
import type { Env } from "../../env";
import { AppError, badRequest } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { registerInput } from "./accounts";
import { cancelEmailChanges } from "./email-change";
import { queueMail } from "../mail/outbox";
import { revokeAllApiKeys } from "../partners/keys";

const RESET_TTL_MS = 60 * 60 * 1000;

const RESET_REQUESTED =
  "If an account exists for that email, we have sent a link to reset your password. It works once, for 1 hour.";
const RESET_INVALID = "This reset link is invalid or has expired. Please request a new one.";

export const forgotPasswordInput = z.object({
  email: z.email("Enter a valid email address.").trim().toLowerCase().max(254),
});
export const resetPasswordInput = z.object({
  token: z.string().trim().min(1, "The reset link is missing its token.").max(200),
  password: registerInput.shape.password,
});

// Five requests per quarter hour from one address, three an hour per email: enough for a typo, not for mail bombing.
const LIMITS = [
  { key: (ip: string, _email: string) => `reset:ip:${ip}`, limit: 5, windowMs: 15 * 60_000 },
  { key: (_ip: string, email: string) => `reset:email:${email}`, limit: 3, windowMs: 60 * 60_000 },
];

/**
 * Answers the same whether or not the email belongs to an account. The link carries a random
 * token; only its SHA-256 is stored (the session helpers do exactly that), valid for 1 hour.
 */
export async function requestPasswordReset(db: Db, env: Env, input: z.infer<typeof forgotPasswordInput>, ip: string) {
  for (const l of LIMITS) {
    const { allowed } = await hitRateLimit(db, l.key(ip, input.email), l.limit, l.windowMs);
    if (!allowed)
      throw new AppError("TOO_MANY_REQUESTS", "Too many reset requests. Please wait a while and try again.");
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`);
  if (user && !user.disabledAt) {
    const token = generateSessionToken();
    await db.transaction(async (tx) => {
      await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx
        .insert(passwordResets)
        .values({ id: sessionIdFromToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    });
    const link = `${env.APP_URL}/reset-password?token=${token}`;
    await queueMail(db, {
      to: user.email,
      subject: "Reset your Wildluxe password",
      text: `Hello ${user.fullName || user.username},\n\nUse this link to choose a new password:\n${link}\n\nIt works once and expires in 1 hour. If you did not ask for it, you can ignore this email.`,
      html: `<p>Hello ${escapeHtml(user.fullName || user.username)},</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email.</p>`,
      secrets: [token],
    });
  }
  return { success: true, message: RESET_REQUESTED };
}

/**
 * Uses the token once, sets the password, signs the account out everywhere, revokes every API key and cancels a
 * pending email change.
 */
export async function confirmPasswordReset(db: Db, input: z.infer<typeof resetPasswordInput>) {
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.id, sessionIdFromToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(RESET_INVALID);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await cancelEmailChanges(tx, claimed.userId);
    await revokeAllApiKeys(tx, claimed.userId);
    return claimed.userId;
  });
  await invalidateUserSessions(db, userId);
  return { success: true, message: "Your password has been reset. Please sign in with your new password." };
}
