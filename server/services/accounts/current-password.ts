import { z } from "zod";
import type { Db } from "../../../db/client";
import { verifyPassword } from "../../auth/password";
import { takeAttempt } from "../../auth/rate-limit";
import type { SessionUser } from "../../auth/session";
import { AppError, badRequest } from "../../lib/errors";
import { accountAttempts } from "./accounts";

export const currentPassword = z.string().min(1, "Enter your current password.").max(256);

/**
 * Counted with the account's sign-in guesses before the password is checked: a borrowed
 * session must not become a password oracle, and once locked even the right password waits.
 */
export async function checkCurrentPassword(db: Db, user: SessionUser, password: string) {
  if (!user.passwordHash) throw badRequest("This account has no password yet. Use Forgot password to set one.");
  const attempt = await takeAttempt(
    db,
    [accountAttempts(user)],
    () => new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please wait a minute and try again."),
  );
  const ok = await verifyPassword(user.passwordHash, password).catch(async (error: unknown) => {
    await attempt.refund();
    throw error;
  });
  if (!ok) throw badRequest("Your current password is incorrect.", { field: "currentPassword" });
  await attempt.refund();
}
