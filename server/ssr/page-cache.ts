import { randomBytes } from "node:crypto";

/**
 * Pages every visitor sees alike (no session, no cart): their server-rendered HTML is kept in the
 * process cache like the public API reads, and dropped with them when anything they show changes.
 * A page carries its response's CSP nonce, so the cached copy holds NONCE_SLOT instead and each
 * response gets its own nonce put in by splitting on the slot (never by pattern replacement over
 * page text). The slot is random per process, so no page text can contain it. Cached pages get no
 * ETag: a 304 would pair the browser's old copy (old nonce) with the new response's CSP.
 */
export const NONCE_SLOT = randomBytes(18).toString("base64url");

const PUBLIC_PAGES =
  /^\/(|listings|explorer|listings\/category\/[^/]+|listings\/[^/]+|journal|journal\/[^/]+|membership|destinations|about|careers|press|help|safety|contact|terms|privacy|cookies|guide)$/;

export function isPublicPage(path: string): boolean {
  return PUBLIC_PAGES.test(path);
}

export function withNonce(html: string, nonce: string | undefined): string {
  return html.split(NONCE_SLOT).join(nonce ?? "");
}
