import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { apiKeys, listings, users } from "../../../db/schema";
import { badRequest, forbidden, notFound } from "../../lib/errors";

export const API_SCOPES = ["listings:read", "availability:read", "search:read", "listings:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** How many live keys one member may hold. */
const MAX_LIVE_KEYS = 10;
const KEY_PREFIX = "wlx_";
const PREFIX_LENGTH = 12;

export const newKeyInput = z.object({
  name: z.string().trim().min(1, "Give the key a name.").max(60, "A key name has at most 60 characters."),
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Scopes are ${API_SCOPES.join(", ")}.` }))
    .min(1, "Choose at least one scope.")
    .max(API_SCOPES.length),
});

export type PartnerKey = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
};

export const hashKey = (key: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(key)));

function generateKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(25));
  return KEY_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
}

const liveKey = isNull(apiKeys.revokedAt);

/** Creates a key; the key itself is returned once and only its hash is kept. */
export async function createApiKey(db: Db, userId: number, input: z.infer<typeof newKeyInput>) {
  const scopes = [...new Set(input.scopes)];
  if (scopes.includes("listings:write") && !(await ownsAStay(db, userId))) {
    throw forbidden("Only owners of a stay can create keys with listings:write.");
  }
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), liveKey));
  if (Number(count) >= MAX_LIVE_KEYS) throw badRequest(`You can hold at most ${MAX_LIVE_KEYS} keys; revoke one first.`);
  const key = generateKey();
  const prefix = key.slice(0, PREFIX_LENGTH);
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name: input.name, prefix, keyHash: hashKey(key), scopes })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key, prefix, name: input.name, scopes };
}

async function ownsAStay(db: Db, userId: number) {
  const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, userId)).limit(1);
  return Boolean(row);
}

export async function listApiKeys(db: Db, userId: number): Promise<PartnerKey[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), liveKey))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => ({ ...r, scopes: r.scopes as ApiScope[] }));
}

/** Revokes one of the member's own keys; it stops working with the next request. */
export async function revokeApiKey(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), liveKey))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound("Key not found.");
  return { id: row.id, revoked: true as const };
}

export type KeyIdentity = { keyId: number; scopes: ApiScope[]; user: typeof users.$inferSelect };

/**
 * The live key a bearer token names, with its member; null for anything else (a revoked key, or a
 * disabled account's). Reads only: when it was last used is written with its usage, in batches.
 */
export async function authenticateApiKey(db: Db, token: string): Promise<KeyIdentity | null> {
  if (!token.startsWith(KEY_PREFIX) || token.length > 100) return null;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashKey(token)), liveKey));
  if (!row || row.user.disabledAt) return null;
  return { keyId: row.key.id, scopes: row.key.scopes as ApiScope[], user: row.user };
}

/**
 * Revokes every live key of a member, in the transaction of what ends their sessions (a password
 * change or reset, an email change, signing out everywhere): a key stops with the sessions.
 */
export async function revokeAllApiKeys(db: Db, userId: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, userId), liveKey));
}
