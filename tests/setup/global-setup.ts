import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE, withDatabase } from "../helpers/template";

/** Migrates and seeds one template (kept while its key holds); each test file then gets its own copy. */
export default async function setup() {
  if (!existsSync(PGLITE_TEMPLATE)) {
    const embedded = await openDatabase({ memory: true });
    await embedded.migrate();
    await seedDatabase(embedded.db);
    const blob = await (embedded.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
    // Written whole, then renamed: a run that stops half way never leaves a broken template.
    writeFileSync(`${PGLITE_TEMPLATE}.part`, Buffer.from(await blob.arrayBuffer()));
    renameSync(`${PGLITE_TEMPLATE}.part`, PGLITE_TEMPLATE);
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
