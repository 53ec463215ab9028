import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context } from "hono";

/** Bodies smaller than this travel as they are, as compress() leaves them. */
export const COMPRESS_FROM_BYTES = 1024;

const gzipAsync = promisify(gzip);

/** Whether the caller takes a gzip body (its Accept-Encoding names gzip). */
export function takesGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
}

/**
 * A page's HTML as its response, gzipped here in one piece (on zlib's thread pool) when the caller
 * takes gzip, so compress() leaves it alone. Through compress() the page became a web Response, whose
 * constructor scans the whole text for lone surrogates, and then went through a CompressionStream
 * chunk by chunk: about 2 ms of a signed-in render of / (decision 006).
 */
export async function htmlResponse(c: Context, html: string, status: 200 | 404): Promise<Response> {
  if (html.length < COMPRESS_FROM_BYTES || !takesGzip(c)) return c.html(html, status);
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Content-Encoding", "gzip");
  return c.body(await gzipAsync(html), status);
}
