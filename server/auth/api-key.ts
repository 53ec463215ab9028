import type { MiddlewareHandler } from "hono";
import { AppError, forbidden, toAppError, unauthorized } from "../lib/errors";
import type { AppEnv } from "../rest/http";
import { authenticateApiKey, type ApiScope } from "../services/partners/keys";
import { recordKeyCall } from "../services/partners/usage";
import { hitRateLimit } from "./rate-limit";

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * `Authorization: Bearer <key>` for the partner API and tRPC: the request runs as the key's member
 * with admin rights stripped (a key never reaches admin procedures), writes only through /api/v1, and counts against the
 * key's per-minute limit shared by every process. Every call is counted per key and day.
 */
export const apiKeyIdentity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("Authorization");
  if (!header) return next();
  const token = BEARER.exec(header)?.[1];
  const deps = c.get("deps");
  const identity = token ? await authenticateApiKey(deps.db, token) : null;
  if (!identity) throw unauthorized("Invalid or revoked API key.");

  const call = { method: c.req.method, path: c.req.path };
  try {
    const limit = deps.env.PARTNER_RATE_LIMIT_PER_MINUTE;
    const hit = await hitRateLimit(deps.db, `api-key:${identity.keyId}`, limit, 60_000);
    if (!hit.allowed) {
      const error = new AppError("TOO_MANY_REQUESTS", `This key may make ${limit} requests a minute; try again in ${hit.retryAfterSeconds} s.`);
      error.retryAfterSeconds = hit.retryAfterSeconds;
      throw error;
    }
    // A key writes only through the partner API, whose write routes check the listings:write scope.
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    if (!read && !c.req.path.startsWith("/api/v1/")) throw forbidden("API keys can only read here; owners write through /api/v1.");
    c.set("auth", {
      user: { ...identity.user, isAdmin: false, role: "member" },
      session: null,
      apiKey: { keyId: identity.keyId, scopes: identity.scopes },
    });
    await next();
    await recordKeyCall(deps.db, identity.keyId, { ...call, status: c.res.status, message: c.res.ok ? undefined : await errorMessage(c.res) });
  } catch (thrown) {
    const error = toAppError(thrown);
    await recordKeyCall(deps.db, identity.keyId, { ...call, status: error.status, message: error.message });
    throw thrown;
  }
};

/** Guards a partner route: the request carries a key with this scope. */
export function requireScope(scope: ApiScope) {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const key = c.get("auth").apiKey;
    if (!key) throw unauthorized(KEY_REQUIRED);
    if (!key.scopes.includes(scope)) throw forbidden(`This key lacks the ${scope} scope.`);
    await next();
  };
  // The scope stays readable on the guard, so the access matrix test finds it in the route table.
  return Object.assign(guard, { scope });
}

export const KEY_REQUIRED = "Send your API key as Authorization: Bearer <key>.";

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : res.statusText;
  } catch {
    return res.statusText;
  }
}
