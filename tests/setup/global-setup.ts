import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase, type Database } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { PG_TEMPLATE_DB, PGLITE_EMPTY, PGLITE_TEMPLATE, withDatabase } from "../helpers/template";

/** The PGlite instance under an embedded database's drizzle handle. */
const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Writes the embedded database's data directory to `path`, whole, then renamed: a run that stops half way never leaves
 * a broken one.
 */
async function dump(database: Database, path: string) {
  const client = pgliteOf(database);
  // A new PGlite starts (initdb) in the background; its queries wait for that, a dump does not.
  await client.waitReady;
  const blob = await client.dumpDataDir("none");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.part`, Buffer.from(await blob.arrayBuffer()));
  renameSync(`${path}.part`, path);
}

/**
 * Drops initdb's template0 and template1, which only CREATE DATABASE reads (never run on a test's PGlite): they are
 * 600 of the template's 1,365 files, and unpacking files is most of what opening a test database costs
 * (0.74 s of CPU a file with them dropped, 1.13 s with them: decision 021).
 */
async function dropInitdbTemplates(database: Database) {
  const client = pgliteOf(database);
  await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await client.exec("drop database template0");
  await client.exec("drop database template1");
}

/**
 * Migrates and seeds one template (kept while its key holds), keeping the empty database too; each test file then gets
 * its own copy.
 */
export default async function setup() {
  if (!existsSync(PGLITE_TEMPLATE) || !existsSync(PGLITE_EMPTY)) {
    const embedded = await openDatabase({ memory: true });
    await dump(embedded, PGLITE_EMPTY);
    await embedded.migrate();
    await seedDatabase(embedded.db);
    await dropInitdbTemplates(embedded);
    await dump(embedded, PGLITE_TEMPLATE);
    await embedded.close();
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  const [ready] = await admin`select 1 from pg_database where datname = ${PG_TEMPLATE_DB} and datallowconn`;
  if (!ready) {
    const building = `${PG_TEMPLATE_DB}_build`;
    await admin.unsafe(`drop database if exists ${building} with (force)`);
    await admin.unsafe(`create database ${building}`);
    const template = await openDatabase({ url: withDatabase(url, building) });
    await template.migrate();
    await seedDatabase(template.db);
    await template.close();
    await admin.unsafe(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.unsafe(`alter database ${building} rename to ${PG_TEMPLATE_DB}`);
  }
  await admin.end();
}
