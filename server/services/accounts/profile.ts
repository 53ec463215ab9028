import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { sessions, users } from "../../../db/schema";
import { hashPassword } from "../../auth/password";
import type { SessionUser } from "../../auth/session";
import { conflict, isUniqueViolation } from "../../lib/errors";
import { publicUser, registerInput } from "./accounts";
import { checkCurrentPassword, currentPassword } from "./current-password";
import { cancelEmailChanges } from "./email-change";
import { saveImageUpload } from "../media/uploads";
import { revokeAllApiKeys } from "../partners/keys";

export const profileInput = z
  .object({
    fullName: z.string().trim().max(100, "Full name must be at most 100 characters.").nullable().optional(),
    username: registerInput.shape.username.optional(),
  })
  .refine((v) => v.fullName !== undefined || v.username !== undefined, { message: "Nothing to update." });

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
 * Sets the new password, ends every other session (the one in use stays), revokes every API key and cancels a
 * pending email change.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  currentSessionId: string,
  input: z.infer<typeof changePasswordInput>,
) {
  await checkCurrentPassword(db, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await cancelEmailChanges(tx, user.id);
    await revokeAllApiKeys(tx, user.id);
  });
  return { success: true, message: "Your password has been changed. Other devices have been signed out." };
}
