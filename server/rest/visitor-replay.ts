import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { MiddlewareHandler } from "hono";
import { SESSION_COOKIE } from "../auth/session";
import { appCache } from "../lib/cache";
import type { Metrics } from "../lib/metrics";
import { isPublicRead, publicApiKey, publicPageKey } from "../lib/public-reads";
import { prepareSplicedGzip, splicedGzip, type SplicedGzip } from "../lib/spliced-gzip";
import { isPublicPage, NONCE_SLOT, withNonce } from "../ssr/page-cache";
import type { Stored } from "./public-cache";
import type { AppEnv } from "./http";

/**
 * A visitor's cache hit, answered before the rest of the middleware runs, exactly as it answered the
 * last time. The first time an entry of the visitors' cache (server/lib/public-reads.ts) answers a
 * kind of request (its Accept-Encoding, and whether If-None-Match names its ETag), the whole chain
 * runs: security headers, compression, the route's own headers. The response's status and headers
 * are kept beside the entry as a template; later requests of that kind get the template, the
 * entry's body, and a new CSP nonce, without building a Request or Headers object. A new entry
 * (after a write or its TTL) starts again with the chain, so a template never outlives its entry.
 *
 * Nothing that applies to these requests is skipped: they are GETs (no CSRF check, no body), from
 * visitors (no session cookie, no Authorization: no rate-limited key), and no rate limit counts
 * public reads. The request log and metrics still see every one (that middleware runs first).
 * Headers that differ per response may only be the CSP nonce: a template is not kept for a
 * response that sets a cookie, and the nonce is found and left out.
 */
type Template = {
  status: number;
  headers: Record<string, string>;
  /** The CSP header around its nonce, or null when it carries none. */
  csp: [string, string] | null;
  body: "identity" | "gzip" | "none";
  route: string | undefined;
};

type Page = { status: number; html: string; cookies: string[] };

/** A few kinds of request per entry: browsers' and tools' Accept-Encoding strings, with and without a matching ETag. */
const MAX_KINDS = 8;
const templates = new WeakMap<object, Map<string, Template>>();
const pageGzips = new WeakMap<Page, SplicedGzip>();

// Nonces from a pool of random bytes (as Node's randomUUID keeps one): 16 bytes each, base64, as hono's secureHeaders
// makes them.
let pool = Buffer.alloc(0);
let used = 0;
function newNonce(): string {
  if (used + 16 > pool.length) {
    pool = randomBytes(16 * 256);
    used = 0;
  }
  used += 16;
  return pool.toString("base64", used - 16, used);
}

/** A request header, read from Node's message when there is one (no Headers object built). */
function header(c: Parameters<MiddlewareHandler<AppEnv>>[0], name: string): string | undefined {
  const incoming = (c.env as { incoming?: { headers: IncomingHttpHeaders } } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

const isPage = (entry: object): entry is Page => "html" in entry;
const isApi = (entry: object): entry is Stored => "etag" in entry;

export const replayVisitorHits =
  (metrics: Metrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (
      c.req.method !== "GET" ||
      header(c, "authorization") !== undefined ||
      header(c, "cookie")?.includes(`${SESSION_COOKIE}=`)
    )
      return next();
    const path = c.req.path;
    const api = path.startsWith("/api/");
    if (api ? !isPublicRead(path) : !isPublicPage(path)) return next();
    const url = new URL(c.req.url);
    const cache = appCache(metrics);
    const kind = (entry: object) =>
      `${header(c, "accept-encoding") ?? ""}\n${isApi(entry) && header(c, "if-none-match") === entry.etag}`;

    const entry = cache.peek<object>(api ? publicApiKey(url) : publicPageKey(url));
    const template = entry && templates.get(entry)?.get(kind(entry));
    if (entry && template) {
      metrics.cache(true);
      if (template.route) c.set("route", template.route);
      const nonce = newNonce();
      const headers = { ...template.headers };
      if (template.csp) headers["content-security-policy"] = template.csp[0] + nonce + template.csp[1];
      return new Response(bodyOf(entry, template.body, nonce), { status: template.status, headers });
    }

    await next();
    const answered = c.get("publicEntry");
    if (answered) remember(answered, kind(answered), c.res, c.get("secureHeadersNonce"), c.get("route"));
  };

function bodyOf(entry: object, body: Template["body"], nonce: string): BodyInit | null {
  if (body === "none") return null;
  if (isPage(entry)) {
    if (body === "identity") return withNonce(entry.html, nonce);
    let prepared = pageGzips.get(entry);
    if (!prepared) pageGzips.set(entry, (prepared = prepareSplicedGzip(entry.html.split(NONCE_SLOT))));
    return splicedGzip(prepared, nonce) as Uint8Array<ArrayBuffer>;
  }
  return body === "gzip" ? (entry as Stored).gzipped : (entry as Stored).body;
}

function remember(entry: object, kind: string, res: Response, nonce: string | undefined, route: string | undefined) {
  let kinds = templates.get(entry);
  if (kinds?.has(kind) || (kinds && kinds.size >= MAX_KINDS) || res.headers.has("set-cookie")) return;
  const encoding = res.headers.get("content-encoding");
  const body = res.status === 304 ? "none" : encoding === "gzip" ? "gzip" : encoding ? null : "identity";
  // Only bodies this module can make again: the entry's own text, its gzip, or the page's spliced gzip.
  if (!body || (body === "gzip" && isApi(entry) && !entry.gzipped) || (!isApi(entry) && !isPage(entry))) return;
  const headers: Record<string, string> = {};
  let csp: Template["csp"] = null;
  for (const [name, value] of res.headers) {
    if (name === "content-length" || name === "transfer-encoding") continue;
    if (name === "content-security-policy" && nonce && value.includes(nonce)) {
      const parts = value.split(nonce);
      if (parts.length !== 2) return;
      csp = [parts[0]!, parts[1]!];
      continue;
    }
    headers[name] = value;
  }
  // A page carries the nonce in its scripts: it needs the CSP's to match.
  if (isPage(entry) && entry.html.includes(NONCE_SLOT) && !csp) return;
  if (!kinds) templates.set(entry, (kinds = new Map()));
  kinds.set(kind, { status: res.status, headers, csp, body, route });
}
