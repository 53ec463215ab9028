/** Where to go after signing in: `?next=` when it is a path on this site, else home. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  if (/^\/(signin|signup|login|member-login)(\/|\?|$)/.test(next)) return "/";
  return next;
}

/** Keeps `?next=` when moving between the sign-in and sign-up screens. */
export function withNext(path: string, search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
