const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Unsafe requests that carry the session cookie must come from the site itself:
 * Origin must match the request's Host or APP_URL. Requests with neither Origin nor
 * Sec-Fetch-Site come from non-browser clients, which CSRF cannot target.
 */
export function isCrossSiteRequest(
  method: string,
  headers: { origin?: string | null; host?: string | null; secFetchSite?: string | null },
  appUrl: string,
): boolean {
  if (SAFE.has(method.toUpperCase())) return false;
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
