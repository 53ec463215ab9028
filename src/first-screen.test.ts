import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The first screen of / loads at most 100 KB of JavaScript (measured by
 * `npm run bench:web -- --js-only`). The heavy parts (map, markdown, the concierge, admin charts)
 * must stay out of the entry: only a dynamic import() may reach them. So must tRPC's client and
 * hooks and superjson: the shell reads through src/lib/api-client.tsx (decision 022).
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const HEAVY = [
  /^maplibre-gl/,
  /^marked/,
  /^topojson-client/,
  /^world-atlas/,
  /features\/(map|concierge|admin)\//,
  /^@trpc\//,
  /^superjson/,
  /^lib\/trpc\.ts$/,
];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? join(SRC, spec.slice(2))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every module the entry pulls in without a dynamic import(), and every package it names. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, spec!);
      if (local) visit(local);
      else if (!spec!.startsWith(".") && !spec!.startsWith("@/")) packages.add(spec!);
    }
  };
  visit(entry);
  return { files: [...files].map((f) => f.slice(SRC.length + 1)), packages: [...packages] };
}

describe("the browser entry (src/main.tsx)", () => {
  it("reaches the map, markdown, concierge, admin, tRPC and superjson code only through dynamic imports", () => {
    const { files, packages } = staticGraph(join(SRC, "main.tsx"));
    expect(files).toContain("app.tsx");
    expect(files).toContain("routes.tsx");
    const heavy = [...files, ...packages].filter((name) => HEAVY.some((pattern) => pattern.test(name)));
    expect(heavy).toEqual([]);
  });
});
