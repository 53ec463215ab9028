import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { openDatabase } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE, withDatabase } from "../helpers/template";

/** Migrates and seeds one template per run; each test file then gets its own copy. */
export default async function setup() {
  const embedded = await openDatabase({ memory: true });
  await embedded.migrate();
  await seedDatabase(embedded.db);
  const blob = await (embedded.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await blob.arrayBuffer()));
  await embedded.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
  await admin.unsafe(`create database ${PG_TEMPLATE_DB}`);
  const template = await openDatabase({ url: withDatabase(url, PG_TEMPLATE_DB) });
  await template.migrate();
  await seedDatabase(template.db);
  await template.close();
  await admin.end();
}
