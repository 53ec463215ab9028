import { describe, expect, it } from "vitest";
import { claimChunkReload, isChunkLoadError, MAX_CHUNK_RELOADS, resetChunkReloads } from "./chunk-errors";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("isChunkLoadError", () => {
  it("recognises browsers' lazy-import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 12 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 3 failed"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("claimChunkReload", () => {
  it("allows three reloads per tab, then stops", () => {
    const store = memoryStore();
    for (let n = 1; n <= MAX_CHUNK_RELOADS; n++) expect(claimChunkReload(store)).toBe(n);
    expect(claimChunkReload(store)).toBeNull();
    resetChunkReloads(store);
    expect(claimChunkReload(store)).toBe(1);
  });
});
