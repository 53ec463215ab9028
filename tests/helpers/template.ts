import { join } from "node:path";

/** Where the global setup leaves the migrated, seeded template the test databases are copied from. */
export const PGLITE_TEMPLATE = join(process.cwd(), ".tmp", "test-template", "pglite.tar");
export const PG_TEMPLATE_DB = "wildluxe_test_template";

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
