const CHUNK_ERROR_PATTERN =
  /loading (css )?chunk|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css|stylesheet chunk/i;

const CHUNK_RELOAD_KEY = "wildluxe.chunkReloads";
export const MAX_CHUNK_RELOADS = 3;
export const CHUNK_RELOAD_DELAY_MS = 2_000;

/** A lazy screen or its stylesheet failed to load: usually a new deploy replaced the files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return error instanceof Error && error.name === "ChunkLoadError" ? true : CHUNK_ERROR_PATTERN.test(text);
}

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function session(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Counts one more automatic reload for this tab. Returns the attempt number, or null when
 * the limit is spent and the user should decide instead.
 */
export function claimChunkReload(store: SessionStore | null = session()): number | null {
  const used = Number(store?.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  if (used >= MAX_CHUNK_RELOADS) return null;
  store?.setItem(CHUNK_RELOAD_KEY, String(used + 1));
  return used + 1;
}

/** Called once the app has run for a while without chunk trouble. */
export function resetChunkReloads(store: SessionStore | null = session()): void {
  store?.removeItem(CHUNK_RELOAD_KEY);
}
