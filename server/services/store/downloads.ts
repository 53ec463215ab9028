import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { siteSettings } from "../../../db/schema";
import { AppError, notFound } from "../../lib/errors";

/**
 * How long a download link works: minutes, as it is made when the order page loads (a fresh one at
 * each visit) and it only works in the buyer's own session.
 */
export const DOWNLOAD_LINK_MINUTES = 15;
const SECRET_KEY = "store-download-secret";
const secrets = new WeakMap<Db, string>();

/** The key download links are signed with: made once and kept in the database, so every process agrees. */
export async function downloadSecret(db: Db): Promise<string> {
  const known = secrets.get(db);
  if (known) return known;
  await db
    .insert(siteSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SECRET_KEY));
  const secret = String(row!.value);
  secrets.set(db, secret);
  return secret;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** `<order item id>.<expiry in unix seconds>.<signature>` */
export function downloadToken(itemId: number, secret: string, expiresAt: Date): string {
  const payload = `${itemId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function downloadLinks(items: Array<{ id: number; productName: string }>, secret: string, now: Date) {
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_MINUTES * 60_000);
  return items.map((i) => ({
    itemId: i.id,
    name: i.productName,
    url: `/api/store/downloads/${downloadToken(i.id, secret, expiresAt)}`,
    expiresAt,
  }));
}

/** The order item a link names, if its signature is ours and it has not expired. */
export function verifyDownloadToken(token: string, secret: string, now: Date): number {
  const [id, expires, signature] = token.split(".");
  if (!id || !expires || !signature || !/^\d+$/.test(id) || !/^\d+$/.test(expires))
    throw notFound("Download not found.");
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound("Download not found.");
  if (Number(expires) * 1000 < now.getTime())
    throw new AppError("FORBIDDEN", "This download link has expired. Open your order for a fresh one.");
  return Number(id);
}
