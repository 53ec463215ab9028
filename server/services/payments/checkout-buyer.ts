import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { passwordResets, users } from "../../../db/schema";
import { generateSessionToken, sessionIdFromToken } from "../../auth/session";
import type { Env } from "../../env";
import type { AfterCommit, CheckoutSessionLike } from "./fulfilment";

type User = typeof users.$inferSelect;

export async function userById(tx: Db, raw: string | null | undefined): Promise<User | null> {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [user] = await tx.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/**
 * The signed-in buyer; for a guest, a new account with the email Checkout collected. An email
 * that belongs to an existing account is not proof of owning it: that purchase is held for the
 * account to claim (`heldFor`) and changes nothing on it.
 */
export async function resolveBuyer(
  tx: Db,
  env: Env,
  session: CheckoutSessionLike,
  itemName: string,
  effects: AfterCommit,
): Promise<{ buyer: User | null; heldFor?: { id: number; email: string } }> {
  const member = await userById(tx, session.metadata?.userId ?? session.client_reference_id);
  if (member) return { buyer: member };
  const email = (session.customer_details?.email ?? session.customer_email)?.trim().toLowerCase();
  if (!email) return { buyer: null };
  const [existing] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) return { buyer: null, heldFor: existing };

  const fullName = session.metadata?.fullName || session.customer_details?.name || null;
  const [created] = await tx
    .insert(users)
    .values({ email, username: await freeUsername(tx, email), fullName, passwordHash: null })
    .returning();
  const token = generateSessionToken();
  await tx.insert(passwordResets).values({
    id: sessionIdFromToken(token),
    userId: created!.id,
    expiresAt: new Date(Date.now() + SET_PASSWORD_TTL_MS),
  });
  const link = `${env.APP_URL}/reset-password?token=${token}`;
  effects.mails.push({
    to: email,
    subject: "Welcome to Wildluxe - set your password",
    text:
      `Thank you for your purchase: ${itemName}.\n\n` +
      `We created a Wildluxe account for ${email} (username ${created!.username}). ` +
      `Set a password to sign in:\n\n${link}\n\nThe link works once and expires in 7 days.`,
    secrets: [token],
  });
  return { buyer: created! };
}

const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A username from the email's local part with a random suffix, e.g. "river.stone-4821". */
async function freeUsername(tx: Db, email: string): Promise<string> {
  const base = (email.split("@")[0] ?? "").replace(/[^a-z0-9_.-]/g, "").slice(0, 20) || "member";
  for (let attempt = 0; ; attempt++) {
    const candidate = `${base}-${attempt < 5 ? randomInt(1000, 10000) : randomInt(10_000_000, 100_000_000)}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate}`);
    if (!taken) return candidate;
  }
}
