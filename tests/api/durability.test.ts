import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { httpClient } from "../helpers/app";
import { HANG_MS, startServerProcess, type ServerProcess } from "../helpers/server-process";
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE, withDatabase } from "../helpers/template";

/**
 * Every write the server acknowledged survives `kill -9`: 200 collection creations from 20 callers
 * at once, the server killed while they run, restarted on the same data, and each acknowledged
 * collection looked up. Runs on embedded PGlite (DATA_DIR), and on PostgreSQL in the postgres project.
 */

const WRITES = 200;
const IN_FLIGHT = 20;
const KILL_AFTER = 100;

const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "durability-"));
const databaseName = `wildluxe_durability_${process.pid}`;
let server: ServerProcess | undefined;

/** A database copied from the migrated, seeded template: PostgreSQL's, or PGlite's unpacked into the data directory. */
async function freshDatabaseUrl(): Promise<string | undefined> {
  if (!onPostgres) {
    const pgliteDir = join(dataDir, "pglite");
    mkdirSync(pgliteDir);
    execFileSync("tar", ["-xf", PGLITE_TEMPLATE, "-C", pgliteDir]);
    return undefined;
  }
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
  await admin.unsafe(`create database ${databaseName} template ${PG_TEMPLATE_DB}`);
  await admin.end();
  return withDatabase(process.env.TEST_DATABASE_URL!, databaseName);
}

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) {
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

const trpcBody = (json: unknown) => JSON.stringify({ json });

describe(`durability on ${onPostgres ? "PostgreSQL" : "embedded PGlite"}`, () => {
  it(
    "keeps every acknowledged write after kill -9 and a restart on the same data",
    { timeout: 3 * HANG_MS },
    async () => {
      const databaseUrl = await freshDatabaseUrl();
      server = await startServerProcess({ dataDir, databaseUrl });
      const member = httpClient(server.baseUrl);
      const origin = { origin: server.baseUrl };
      const email = `durable${process.pid}@example.com`;
      const registered = await member.post(
        "/api/auth/register",
        { email, username: `durable${process.pid}`, password: "a durable password" },
        origin,
      );
      expect(registered.status).toBe(201);

      // 20 callers take names from one queue; the server is killed once 100 writes are acknowledged.
      const acknowledged: string[] = [];
      let next = 0;
      let killed = false;
      const victim = server;
      const caller = async () => {
        while (!killed && next < WRITES) {
          const name = `Durable trip ${++next}`;
          const res = await member
            .post("/api/trpc/favorites.collections.create", trpcBody({ name }), origin)
            .catch(() => null);
          if (res && res.status >= 200 && res.status < 300) acknowledged.push(name);
          if (!killed && acknowledged.length >= KILL_AFTER) {
            killed = true;
            victim.child.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, caller));
      await victim.exited;
      const sent = next;

      server = await startServerProcess({ dataDir, databaseUrl });
      const again = httpClient(server.baseUrl);
      expect(
        (await again.post("/api/auth/login", { email, password: "a durable password" }, { origin: server.baseUrl }))
          .status,
      ).toBe(200);
      const list = await again.get("/api/trpc/favorites.collections.list");
      expect(list.status).toBe(200);
      const found = new Set<string>((list.json.result.data.json as { name: string }[]).map((c) => c.name));
      const lost = acknowledged.filter((name) => !found.has(name));
      console.log(
        `durability (${onPostgres ? "PostgreSQL" : "PGlite"}): ${sent} writes sent, ${acknowledged.length} acknowledged with a 2xx, ` +
          `${acknowledged.length - lost.length} of them found after kill -9 and restart, ${found.size} collections in all`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(lost).toEqual([]);
      // Nothing appears that was never sent.
      for (const name of found) expect(Number(name.replace("Durable trip ", ""))).toBeLessThanOrEqual(sent);
    },
  );
});
