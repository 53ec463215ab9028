import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { hostOf, isPublicAddress, type OutboundPolicy } from "./policy";

/** Why a request of the server's own did not get an answer; the message never holds a byte the remote sent. */
export type OutboundFailure = "refused" | "timeout" | "unreachable" | "redirects" | "invalid";

const MESSAGES: Record<OutboundFailure, string> = {
  refused: "refused by policy",
  timeout: "timed out",
  unreachable: "could not be reached",
  redirects: "redirected too many times",
  invalid: "sent an answer that is not HTTP",
};

export class OutboundError extends Error {
  constructor(readonly reason: OutboundFailure) {
    super(MESSAGES[reason]);
  }
}

export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The address to connect to for a URL, checked against the policy: its name resolved once (every address it
 * resolves to must be public, so a name that answers with one public and one internal address is refused), and the
 * connection then goes to exactly that address, with no second lookup a DNS answer could change in between.
 */
export async function resolveChecked(url: URL, policy: OutboundPolicy): Promise<{ address: string; family: number }> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("refused");
  const host = hostOf(url);
  const literal = isIP(host);
  const allowed = policy.allowHosts.has(host);
  if (literal) {
    if (!allowed && !isPublicAddress(host)) throw new OutboundError("refused");
    return { address: host, family: literal };
  }
  let addresses: ReadonlyArray<{ address: string; family: number }>;
  try {
    addresses = await policy.lookup(host);
  } catch {
    throw new OutboundError("unreachable");
  }
  if (!addresses.length) throw new OutboundError("unreachable");
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) throw new OutboundError("refused");
  return addresses[0]!;
}

/** Checks a URL the server will call later (a webhook endpoint at registration); throws OutboundError. */
export async function checkOutboundUrl(url: string, policy: OutboundPolicy): Promise<void> {
  await resolveChecked(new URL(url), policy);
}

export type OutboundInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  signal?: AbortSignal;
  /** Redirects followed, each hop checked again; 0 returns the redirect itself. */
  maxRedirects?: number;
};

/**
 * fetch for requests the server makes on a member's behalf: every hop is resolved and checked by `resolveChecked`,
 * at most `maxRedirects` (3) redirects are followed, and failures are OutboundErrors whose words name only what
 * happened ("refused by policy", "timed out"). The body of the answer is the caller's to read or cancel.
 */
export async function guardedFetch(url: string, init: OutboundInit, policy: OutboundPolicy): Promise<Response> {
  const maxRedirects = init.maxRedirects ?? MAX_REDIRECTS;
  let target = new URL(url);
  let { method = "GET", body } = init;
  for (let hop = 0; ; hop++) {
    const res = await send(target, { ...init, method, body }, policy);
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || maxRedirects === 0 || location === undefined) return toResponse(res);
    res.resume();
    if (hop >= maxRedirects) throw new OutboundError("redirects");
    try {
      target = new URL(location, target);
    } catch {
      throw new OutboundError("invalid");
    }
    // As browsers do: a 303, and a 301 or 302 after a POST, continue as a GET without the body.
    if (res.statusCode === 303 || (method === "POST" && res.statusCode !== 307 && res.statusCode !== 308)) {
      method = "GET";
      body = undefined;
    }
  }
}

async function send(url: URL, init: OutboundInit, policy: OutboundPolicy): Promise<IncomingMessage> {
  init.signal?.throwIfAborted?.();
  const checked = await resolveChecked(url, policy).catch((error: unknown) => {
    throw init.signal?.aborted ? new OutboundError("timeout") : error;
  });
  // Node asks for every address when it may try both families; either way it gets only the checked one.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers, lookup, signal: init.signal }, resolve);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (init.signal?.aborted) reject(new OutboundError("timeout"));
      else reject(new OutboundError(error.code === "HPE_INVALID_CONSTANT" ? "invalid" : "unreachable"));
    });
    req.end(init.body);
  });
}

const NO_BODY = new Set([204, 205, 304]);

function toResponse(res: IncomingMessage): Response {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) {
    res.destroy();
    throw new OutboundError("invalid");
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  if (NO_BODY.has(status)) res.resume();
  const body = NO_BODY.has(status) ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
