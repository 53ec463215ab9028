import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { partnerWebhooks } from "../../../../db/schema";
import { aesKeyBytes, type Env } from "../../../env";
import { AppError } from "../../../lib/errors";

/** Seals and opens endpoint signing secrets, each bound to its owner: a sealed value moved to another's row fails. */
export type SecretBox = {
  seal: (secret: string, userId: number) => string;
  open: (stored: string, userId: number) => string;
};

/** What decides the key: WEBHOOK_SECRET_KEY, or outside production a key file in DATA_DIR. */
export type SecretKeyEnv = Pick<Env, "NODE_ENV" | "DATA_DIR" | "WEBHOOK_SECRET_KEY">;

/** Sealed (AES-256-GCM) secrets read `v1.<base64url of iv, tag, ciphertext>`; plain ones (older rows) `whsec_...`. */
const SEALED = "v1.";
const PLAIN = "whsec_";
const KEY_FILE = "webhook-secret.key";

const keysFromFiles = new Map<string, Buffer>();

/**
 * Outside production without WEBHOOK_SECRET_KEY: a key generated once into DATA_DIR, which a database dump does
 * not contain. Several processes on one DATA_DIR read the same file (the first to write it wins).
 */
function keyFromDataDir(dataDir: string): Buffer {
  const path = join(resolve(dataDir), KEY_FILE);
  const known = keysFromFiles.get(path);
  if (known) return known;
  mkdirSync(resolve(dataDir), { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = aesKeyBytes(readFileSync(path, "utf8").trim());
  if (!key) throw new Error(`${path} does not hold a webhook secret key; remove it to have a new one made.`);
  keysFromFiles.set(path, key);
  return key;
}

/** The box for this configuration, or null in production without WEBHOOK_SECRET_KEY. */
export function webhookSecretBox(env: SecretKeyEnv): SecretBox | null {
  const fallback = () => (env.NODE_ENV === "production" ? null : keyFromDataDir(env.DATA_DIR));
  const key = env.WEBHOOK_SECRET_KEY ? aesKeyBytes(env.WEBHOOK_SECRET_KEY) : fallback();
  if (!key) return null;
  const aad = (userId: number) => Buffer.from(`partner_webhooks.user:${userId}`);
  return {
    seal(secret, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(aad(userId));
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
    },
    open(stored, userId) {
      if (!stored.startsWith(SEALED)) throw new Error("A webhook secret is stored in an unknown form.");
      const bytes = Buffer.from(stored.slice(SEALED.length), "base64url");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12)).setAAD(aad(userId));
      decipher.setAuthTag(bytes.subarray(12, 28));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("A webhook secret could not be opened: WEBHOOK_SECRET_KEY is not the key it was sealed with.");
      }
    },
  };
}

/** A stored secret as it signs: sealed ones opened with the key, plain ones (rows not yet sealed) as they are. */
export function openStoredSecret(box: SecretBox | null, stored: string, userId: number): string {
  if (stored.startsWith(PLAIN)) return stored;
  if (!box) throw new Error("A sealed webhook secret cannot be opened: WEBHOOK_SECRET_KEY is not set.");
  return box.open(stored, userId);
}

/** The refusal when production has no key to seal a new endpoint's secret with. */
export const secretKeyMissing = () =>
  new AppError(
    "UNAVAILABLE",
    "Webhooks are not available: the server has no WEBHOOK_SECRET_KEY to protect their signing secrets.",
  );

/** Seals the secrets older rows still hold in plain text; resolves to how many it sealed. */
export async function sealPlainSecrets(db: Db, box: SecretBox): Promise<number> {
  const plain = await db
    .select({ id: partnerWebhooks.id, userId: partnerWebhooks.userId, secret: partnerWebhooks.secret })
    .from(partnerWebhooks)
    .where(like(partnerWebhooks.secret, `${PLAIN.replace("_", "\\_")}%`));
  for (const row of plain) {
    await db
      .update(partnerWebhooks)
      .set({ secret: box.seal(row.secret, row.userId) })
      .where(and(eq(partnerWebhooks.id, row.id), eq(partnerWebhooks.secret, row.secret)));
  }
  return plain.length;
}
