import type { MiddlewareHandler } from "hono";
import { AppError, forbidden, toAppError, unauthorized } from "../lib/errors";
import type { AppEnv } from "../rest/http";
import { keyBookkeeping } from "../services/partners/bookkeeping";
import { authenticateApiKey, type ApiScope } from "../services/partners/keys";

const BEARER = /^Bearer\s+(\S+)$/i;

export const KEY_REQUIRED = "Send your API key as Authorization: Bearer <key>.";
export const KEY_OUTSIDE_PARTNER_API = "API keys work only on the partner API (/api/v1).";
const REVOKED = "Invalid or revoked API key.";

/**
 * The typed client's part of the partner API: the tRPC procedures a key may call, each with the
 * scope of its /api/v1 counterpart. Every other procedure refuses a key.
 */
export const PARTNER_PROCEDURES: Readonly<Record<string, ApiScope>> = {
  "listings.list": "listings:read",
  "listings.bySlug": "listings:read",
  "catalog.categories": "listings:read",
  "catalog.regions": "listings:read",
  "availability.listing": "availability:read",
  "search.ai": "search:read",
};

/**
 * `Authorization: Bearer <key>` authenticates the partner API only: /api/v1, and the partner
 * procedures above through /api/trpc (the tRPC procedure kinds refuse a key every other procedure,
 * in tRPC's own error shape). Any other path refuses a key (401), so a key is never a member's
 * session. A key sees what a visitor sees; it acts as its member only to edit the member's own
 * stays (the listings:write scope of /api/v1). Each key has a per-minute limit counted in memory
 * and shared with the other processes in batches, and every call is counted for the usage dashboard
 * off the request's path: a refusal writes nothing, and bookkeeping that fails never fails a request.
 */
export const apiKeyIdentity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("Authorization");
  if (!header) return next();
  const rest = c.req.path.startsWith("/api/v1/");
  if (!rest && !c.req.path.startsWith("/api/trpc/")) throw unauthorized(KEY_OUTSIDE_PARTNER_API);
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized(REVOKED);
  const deps = c.get("deps");
  const { limiter, usage, knownKeys } = keyBookkeeping(deps);
  // A key seen before is checked against its limit first: an over-limit key is refused from memory alone
  // (one revoked meanwhile gets 429 rather than 401 until its window ends; either way it is refused).
  let identity = knownKeys.has(token) ? null : await authenticateApiKey(deps.db, token);
  const keyId = identity?.keyId ?? knownKeys.get(token);
  if (keyId === undefined) throw unauthorized(REVOKED);
  knownKeys.set(token, keyId);

  const call = { method: c.req.method, path: c.req.path };
  try {
    const limit = deps.env.PARTNER_RATE_LIMIT_PER_MINUTE;
    const hit = limiter.hit(`api-key:${keyId}`, limit);
    if (!hit.allowed) {
      const message = `This key may make ${limit} requests a minute; try again in ${hit.retryAfterSeconds} s.`;
      const error = new AppError("TOO_MANY_REQUESTS", message);
      error.retryAfterSeconds = hit.retryAfterSeconds;
      throw error;
    }
    identity ??= await authenticateApiKey(deps.db, token);
    if (!identity) throw unauthorized(REVOKED);
    const apiKey = { keyId: identity.keyId, scopes: identity.scopes };
    // The REST routes read as a visitor by themselves and need the member for an owner's edit; tRPC's
    // procedures read with their context's user, so there the key is a visitor.
    const user = rest ? { ...identity.user, isAdmin: false, role: "member" } : null;
    c.set("auth", { user, session: null, apiKey });
    await next();
    const message = c.res.ok ? undefined : await errorMessage(c.res);
    usage.record(keyId, { ...call, status: c.res.status, message });
  } catch (thrown) {
    const error = toAppError(thrown);
    usage.record(keyId, { ...call, status: error.status, message: error.message });
    throw thrown;
  }
};

/** Guards a partner route: the request carries a key with this scope. */
export function requireScope(scope: ApiScope) {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = c.get("auth").apiKey;
    if (!key) throw unauthorized(KEY_REQUIRED);
    if (!key.scopes.includes(scope)) throw forbidden(lacksScope(scope));
    await next();
  };
  // The scope stays readable on the guard, so the access matrix test finds it in the route table.
  return Object.assign(guard, { scope });
}

export const lacksScope = (scope: string) => `This key lacks the ${scope} scope.`;

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : res.statusText;
  } catch {
    return res.statusText;
  }
}
