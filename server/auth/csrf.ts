import type { MiddlewareHandler } from "hono";
import { forbidden } from "../lib/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Methods that read and never change anything; every other one is checked at the front door. */
export const isSafeMethod = (method: string) => SAFE.has(method.toUpperCase());

/**
 * Unsafe requests must come from the site itself:
 * Origin must match the request's Host or APP_URL. Requests with neither Origin nor
 * Sec-Fetch-Site come from non-browser clients, which CSRF cannot target.
 */
export function isCrossSiteRequest(
  method: string,
  headers: { origin?: string | null; host?: string | null; secFetchSite?: string | null },
  appUrl: string,
): boolean {
  if (isSafeMethod(method)) return false;
  const { origin, host, secFetchSite } = headers;
  // "null" is what a browser sends for some same-site form posts; fetch metadata then decides.
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return true;
    }
    return originHost !== host && originHost !== new URL(appUrl).host;
  }
  if (secFetchSite) return secFetchSite !== "same-origin" && secFetchSite !== "none";
  return false;
}

/**
 * Refuses every unsafe request another site makes, signed in or not: a cross-site sign-in
 * (login CSRF) would put the visitor in an attacker's account just as surely as a
 * cross-site write would act in theirs.
 */
export function sameSiteOnly(appUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const headers = {
      origin: c.req.header("origin"),
      host: c.req.header("host"),
      secFetchSite: c.req.header("sec-fetch-site"),
    };
    if (isCrossSiteRequest(c.req.method, headers, appUrl)) throw forbidden("Cross-site request refused.");
    await next();
  };
}
