import { readFileSync } from "node:fs";
import postgres from "postgres";
import { openDatabase, type Database } from "../../db/client";
import { PG_TEMPLATE_DB, PGLITE_EMPTY, PGLITE_TEMPLATE, withDatabase } from "./template";

/** On PostgreSQL, `url` lets a test open a second connection pool, as another app process would. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite loaded
 * from the template, or (TEST_DB=postgres, or asked for) a PostgreSQL database copied from the template.
 */
export async function createTestDatabase(kind: "postgres" | undefined = projectDatabase()): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind !== "postgres" || !url) return openDatabase({ memory: true, loadDataDir: new DumpBlob(PGLITE_TEMPLATE) });
  return ownPostgresDatabase(url, PG_TEMPLATE_DB);
}

const dumps = new Map<string, Buffer>();

/**
 * A dumped data directory as PGlite reads it (`arrayBuffer()`), from one read of the file per worker. Node 20's own
 * Blob hands out a 45 MB body in small chunks and joins them again: a sixth of the CPU of opening a test database
 * (decision 021).
 */
class DumpBlob extends Blob {
  constructor(private readonly path: string) {
    super();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    if (!dumps.has(this.path)) dumps.set(this.path, readFileSync(this.path));
    // A copy of its own: the dump's bytes stay as read, whatever the database does with these.
    return Promise.resolve(new Uint8Array(dumps.get(this.path)!).buffer);
  }
}

/** A database with nothing in it, not even the schema, on the project's database (for the migration and seed tests). */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (projectDatabase() !== "postgres" || !url)
    return openDatabase({ memory: true, loadDataDir: new DumpBlob(PGLITE_EMPTY) });
  return ownPostgresDatabase(url, "template0");
}

/**
 * True in the postgres project, for a file that would do the same on either database (sweeps of every route over HTTP,
 * every page's render): it runs in the embedded database's project only (`describe.skipIf(sameOnEitherDatabase)`),
 * while every other database file runs in both (decision 021).
 */
export const sameOnEitherDatabase = process.env.TEST_DB === "postgres";

function projectDatabase(): "postgres" | undefined {
  return process.env.TEST_DB === "postgres" ? "postgres" : undefined;
}

/** A PostgreSQL database of the test's own, copied from `template`, dropped on close. */
async function ownPostgresDatabase(url: string, template: string): Promise<TestDatabase> {
  const name = `wildluxe_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name} template ${template}`);
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
