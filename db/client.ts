import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { dumpTo } from "./backup";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** LISTEN/NOTIFY between the processes sharing one PostgreSQL server. */
type Notifications = {
  /** Listens on a dedicated connection; resolves once listening, to a function that stops. */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
};

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: embedded PGlite belongs to one process, which needs no one else told. */
  notifications?: Notifications;
  /** Runs committed migrations; safe to call on every start. */
  migrate: () => Promise<void>;
  /** True when the database answers a trivial query. */
  ping: () => Promise<boolean>;
  /** This process's connections to the database: the most it opens, and how many are open now by state. */
  pool: () => Promise<PoolStats>;
  close: () => Promise<void>;
  /** Embedded only: writes a consistent gzipped tar of the data directory to `file` (db/backup.ts). */
  backup?: (file: string) => Promise<void>;
};

/** `connections` counts open connections by PostgreSQL's `state` (active, idle, idle in transaction, ...). */
export type PoolStats = { max: number; connections: Record<string, number> };

/** Connections one app process opens to PostgreSQL at most. */
const POOL_MAX = 10;

/**
 * Embedded PostgreSQL's memory (decision 020). PGlite starts with PostgreSQL's 128 MB of shared
 * buffers, and a migration and seed run touch every one of them before reusing any: about 160 MB of
 * the process's memory for a demo database of 12 MB. 16 MB holds that database several times over;
 * pages beyond it are read again from the files, which the OS keeps cached.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions =
  | { url: string }
  | { dataDir: string }
  /** In memory, optionally from a dumped data directory (fast fresh databases for tests). */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("url" in options) return openPostgres(options.url);
  if ("dataDir" in options) return openPgliteDir(resolve(options.dataDir));
  return openPglite(
    new PGlite({ loadDataDir: options.loadDataDir, startParams: PGLITE_START_PARAMS }),
    () => undefined,
  );
}

function openPostgres(url: string): Database {
  // A name of this process's own, so the server can tell its pool's connections from everyone else's.
  const applicationName = `wildluxe ${randomUUID().slice(0, 8)}`;
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => undefined,
    connection: { application_name: applicationName },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    notifications: {
      listen: async (channel, onMessage) => {
        const { unlisten } = await client.listen(channel, onMessage);
        return unlisten;
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    },
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
    ping: async () => {
      try {
        await client`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    // The asking connection itself is left out: the counts show the pool's other work.
    pool: async () => {
      const rows = await client<{ state: string | null; count: number }[]>`
        select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity
        where application_name = ${applicationName} and pid <> pg_backend_pid() group by 1`;
      return { max: POOL_MAX, connections: Object.fromEntries(rows.map((r) => [r.state, r.count])) };
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPgliteDir(dir: string): Promise<Database> {
  const dbDir = join(dir, "pglite");
  mkdirSync(dir, { recursive: true });
  const release = takeLock(join(dir, "pglite.lock"));
  try {
    if (!existsSync(join(dbDir, "PG_VERSION"))) await initialiseInWorker(dbDir);
    return openPglite(await PGlite.create(dbDir, { startParams: PGLITE_START_PARAMS }), release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Creates a new data directory (PGlite's initdb) in a worker thread. initdb runs in a WebAssembly
 * instance of its own, whose memory (over 400 MB) stays in the process until a full garbage
 * collection happens to run, which a quiet server may not do for a long time: in a worker it goes
 * when the worker ends.
 */
async function initialiseInWorker(dbDir: string): Promise<void> {
  const script = `const { workerData: w } = require("node:worker_threads");
    import(w.pglite).then(({ PGlite }) => PGlite.create(w.dir, { startParams: w.params })).then((db) => db.close());`;
  const worker = new Worker(script, {
    eval: true,
    workerData: { pglite: import.meta.resolve("@electric-sql/pglite"), dir: dbDir, params: PGLITE_START_PARAMS },
  });
  await new Promise<void>((done, fail) => {
    worker.once("error", fail);
    worker.once("exit", (code) =>
      code === 0 ? done() : fail(new Error(`creating the embedded database in ${dbDir} failed (worker exit ${code})`)),
    );
  });
}

function openPglite(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    // One embedded connection, serialised: idle whenever it can answer.
    pool: async (): Promise<PoolStats> => ({ max: 1, connections: client.closed ? {} : { idle: 1 } }),
    close: async () => {
      if (!client.closed) await client.close();
      release();
    },
    backup: (file) => dumpTo(client, file),
  };
}

/**
 * PGlite is one process's database: a second process opening the same directory
 * would corrupt it. The lock file holds the owner's pid; a stale one is taken over.
 */
function takeLock(path: string): () => void {
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${resolve(path, "..")} is already open in process ${pid}. ` +
          `Stop that process, or set DATA_DIR to another directory or DATABASE_URL to a PostgreSQL server.`,
      );
    }
    rmSync(path, { force: true });
  }
  const fd = openSync(path, "wx");
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(path, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
