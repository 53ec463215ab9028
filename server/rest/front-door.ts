import type { MiddlewareHandler } from "hono";
import { isSafeMethod } from "../auth/csrf";
import { AppError } from "../lib/errors";

/** The documented multipart routes (spec §7 and account uploads): image files, up to the upload limit. */
const UPLOAD_ROUTES = [
  /^\/api\/account\/avatar$/,
  /^\/api\/listings\/[^/]+\/media$/,
  /^\/api\/admin\/upload-image$/,
  /^\/api\/journal\/upload-image$/,
  /^\/api\/member-journal\/image$/,
  /^\/api\/sponsors\/placements\/[^/]+\/artwork$/,
  /^\/api\/owner\/upload-image$/,
];

/** Stripe signs the exact bytes it sends; the signature, not the content type, vouches for the body. */
const SIGNED_ROUTES = ["/api/stripe/webhook"];

const isUploadRoute = (path: string) => UPLOAD_ROUTES.some((route) => route.test(path));

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * Every other /api route takes JSON, and only JSON: a text/plain or form body is what a
 * cross-site form or a "simple" cross-origin fetch can send without a preflight.
 * A request without a body (a DELETE, an ad impression) needs no content type.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (isSafeMethod(c.req.method) || !path.startsWith("/api/") || isUploadRoute(path) || SIGNED_ROUTES.includes(path))
    return next();
  const type = c.req.header("content-type");
  const hasBody =
    type !== undefined ||
    Number(c.req.header("content-length") ?? 0) > 0 ||
    c.req.header("transfer-encoding") !== undefined;
  if (hasBody && !JSON_TYPE.test(type ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON with Content-Type: application/json.");
  }
  await next();
};

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Bounds every request body before anything reads it: a declared Content-Length over the limit
 * is refused unread, and the bytes that do arrive are counted, so a body that lies about its
 * size (or is streamed without one) is cancelled as soon as it passes the limit.
 */
export function limitBodies(limits: { json: number; upload: number }): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body (fetch's Request never carries one): asking for it would only build
    // the whole Request object from Node's message, the costliest part of a cached read.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const upload = isUploadRoute(c.req.path);
    const max = upload ? limits.upload : limits.json;
    const tooLarge = () =>
      new AppError(
        "PAYLOAD_TOO_LARGE",
        upload
          ? `Images must be ${megabytes(max)} or smaller.`
          : `Request bodies must be ${megabytes(max)} or smaller.`,
      );
    if (Number(c.req.header("content-length") ?? 0) > max) throw tooLarge();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > max) {
        // Stop pulling: the rest of the body is never read into this process.
        void reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(read.value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    await next();
  };
}
