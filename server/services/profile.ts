import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../auth/password";
import { takeAttempt } from "../auth/rate-limit";
import type { SessionUser } from "../auth/session";
import { AppError, badRequest, conflict, isUniqueViolation } from "../lib/errors";
import { accountAttempts, publicUser, registerInput } from "./accounts";
import { saveImageUpload } from "./uploads";

export const profileInput = z
  .object({
    fullName: z.string().trim().max(100, "Full name must be at most 100 characters.").nullable().optional(),
    username: registerInput.shape.username.optional(),
  })
  .refine((v) => v.fullName !== undefined || v.username !== undefined, { message: "Nothing to update." });

const currentPassword = z.string().min(1, "Enter your current password.").max(256);

export const changeEmailInput = z.object({ currentPassword, email: registerInput.shape.email });
export const changePasswordInput = z.object({ currentPassword, newPassword: registerInput.shape.password });

async function reload(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return publicUser(row!);
}

export async function updateProfile(db: Db, userId: number, input: z.infer<typeof profileInput>) {
  if (input.username) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, ne(users.id, userId)));
    if (clash) throw conflict("This username is already taken.");
  }
  try {
    await db
      .update(users)
      .set({ fullName: input.fullName === undefined ? undefined : input.fullName || null, username: input.username })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("This username is already taken.");
    throw error;
  }
  return reload(db, userId);
}

export async function setAvatar(db: Db, dataDir: string, userId: number, file: unknown) {
  const saved = await saveImageUpload(dataDir, "avatar", file);
  await db.update(users).set({ profileImageUrl: saved.url }).where(eq(users.id, userId));
  return { url: saved.url };
}

/**
 * Counted with the account's sign-in guesses before the password is checked: a borrowed
 * session must not become a password oracle, and once locked even the right password waits.
 */
export async function checkCurrentPassword(db: Db, user: SessionUser, password: string) {
  if (!user.passwordHash) throw badRequest("This account has no password yet. Use Forgot password to set one.");
  const attempt = await takeAttempt(db, [accountAttempts(user)], () => new AppError("TOO_MANY_REQUESTS", "Too many attempts. Please wait a minute and try again."));
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest("Your current password is incorrect.", { field: "currentPassword" });
  await attempt.refund();
}

export async function changeEmail(db: Db, user: SessionUser, input: z.infer<typeof changeEmailInput>) {
  await checkCurrentPassword(db, user, input.currentPassword);
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email}`, ne(users.id, user.id)));
  if (clash) throw conflict("An account with this email already exists.");
  try {
    await db.update(users).set({ email: input.email }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("An account with this email already exists.");
    throw error;
  }
  return reload(db, user.id);
}

/** Sets the new password and ends every other session; the one in use stays signed in. */
export async function changePassword(db: Db, user: SessionUser, currentSessionId: string, input: z.infer<typeof changePasswordInput>) {
  await checkCurrentPassword(db, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
  return { success: true, message: "Your password has been changed. Other devices have been signed out." };
}
