import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The migrated, seeded template is kept between runs, keyed by what builds it: the schema,
 * migrations, seed, database client and the global setup, and the day (demo content is dated from today).
 * A change to any of them makes a new key, so a stale template is never used.
 */
function templateKey(): string {
  const hash = createHash("sha256").update(new Date().toISOString().slice(0, 10));
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else if (!path.endsWith(".test.ts")) hash.update(path).update(readFileSync(path));
  };
  for (const part of ["db/schema", "db/migrations", "db/seed", "db/client.ts", "tests/setup/global-setup.ts"])
    walk(join(process.cwd(), part));
  return hash.digest("hex").slice(0, 12);
}

const key = templateKey();

/** Where the global setup leaves the PGlite template the test databases are copied from. */
export const PGLITE_TEMPLATE = join(process.cwd(), ".tmp", "test-template", `pglite-${key}.tar`);
/**
 * And a PGlite database as initdb leaves it, for the tests that migrate and seed from nothing (initdb is 6-8 s of CPU).
 */
export const PGLITE_EMPTY = join(process.cwd(), ".tmp", "test-template", `pglite-empty-${key}.tar`);
export const PG_TEMPLATE_DB = `wildluxe_template_${key}`;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
