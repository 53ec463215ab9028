import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { appCache } from "../lib/cache";
import { COMPRESS_FROM_BYTES, takesGzip } from "../lib/gzip-body";
import type { Metrics } from "../lib/metrics";
import {
  afterWrite,
  isPublicRead,
  publicApiKey,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_TTL_MS,
  type Invalidates,
} from "../lib/public-reads";
import type { AppEnv } from "./http";

/**
 * Public reads served from memory (the rules are in server/lib/public-reads.ts): each carries an
 * ETag, so a browser or CDN that already has it gets 304. Members always get their own answer
 * (their tier, their favourites).
 */
const isVisitor = (c: Context<AppEnv>) =>
  !c.get("auth").user && !c.get("auth").apiKey && !c.req.header("authorization");

/** `gzipped`: the body compressed once when kept, so a hit costs no compression. */
export type Stored = {
  status: number;
  body: string;
  gzipped: Uint8Array<ArrayBuffer> | null;
  etag: string;
  headers: Array<[string, string]>;
  route: string;
};

/** A strong-enough validator for the body as sent (weak: compression may change the bytes). */
function etagOf(body: string): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Answers a stored response: 304 when the caller already has this version. */
function storedResponse(c: Context<AppEnv>, stored: Stored, cacheControl: string): Response {
  const headers = new Headers(stored.headers);
  headers.set("ETag", stored.etag);
  headers.set("Cache-Control", cacheControl);
  headers.set("Vary", "Cookie, Authorization");
  if (c.req.header("if-none-match") === stored.etag) return new Response(null, { status: 304, headers });
  if (stored.gzipped && takesGzip(c)) {
    headers.set("Content-Encoding", "gzip");
    headers.append("Vary", "Accept-Encoding");
    return new Response(stored.gzipped, { status: stored.status, headers });
  }
  return new Response(stored.body, { status: stored.status, headers });
}

class NotKept extends Error {}

/** Visitors' public API reads from memory, with ETag and Cache-Control. */
export const publicReadCache =
  (metrics: Metrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== "GET" || !isVisitor(c) || !isPublicRead(c.req.path)) return next();
    const url = new URL(c.req.url);
    const cache = appCache(metrics);
    try {
      const stored = await cache.getOrLoad<Stored>(publicApiKey(url), PUBLIC_TTL_MS, async () => {
        await next();
        const res = c.res;
        // Server errors and anything that sets a cookie are not anyone else's answer.
        if (res.status >= 500 || res.headers.has("set-cookie")) throw new NotKept();
        const body = await res.text();
        const headers = [...res.headers.entries()].filter(([name]) => name !== "content-length");
        const gzipped = body.length >= COMPRESS_FROM_BYTES ? new Uint8Array(gzipSync(body)) : null;
        return { status: res.status, body, gzipped, etag: etagOf(body), headers, route: c.req.routePath };
      });
      // The request log and metrics name the route that made the answer, whether it ran now or not.
      c.set("route", stored.route);
      // The answer came from this entry: server/rest/visitor-replay.ts may answer the next such request from it.
      c.set("publicEntry", stored);
      c.res = storedResponse(c, stored, PUBLIC_CACHE_CONTROL);
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
    }
  };

/**
 * A REST write's declaration of what its success may change among the kept reads (Invalidates),
 * first among the route's handlers: once the rest answered below 400, those reads go (afterWrite).
 * The declaration stays readable on the handler, so the cache declarations test finds a write
 * without one in the route table. `metrics`: for a route outside /api, where no deps are set.
 */
export function invalidates(what: Invalidates, metrics?: Metrics) {
  const declared: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.res.status >= 400) return;
    // Some writes (the demo checkout, webhooks) are answered outside the session middleware: no reader there.
    await afterWrite(metrics ?? c.get("deps").metrics, c.get("auth")?.user?.id ?? null, what);
  };
  return Object.assign(declared, { invalidates: what });
}
