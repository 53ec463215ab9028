/** The tRPC error code a failed call carried (`data.code`), when there is one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const data = (error as { data?: { code?: unknown } | null }).data;
  return typeof data?.code === "string" ? data.code : undefined;
}

/** A tier-gated call refused: the server's message names the tier that is needed. */
export function isForbidden(error: unknown): boolean {
  return errorCode(error) === "FORBIDDEN";
}

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === "NOT_FOUND";
}

export function isConflict(error: unknown): boolean {
  return errorCode(error) === "CONFLICT";
}

/** The words the server uses when a tier-gated feature is refused (server/trpc/init.ts). */
export function tierRequiredMessage(tierName: string): string {
  return `This feature needs the ${tierName} membership or higher.`;
}

/** Sign-in link that brings the member back to where they were. */
export function signInHref(path: string): string {
  return `/signin?next=${encodeURIComponent(path)}`;
}
