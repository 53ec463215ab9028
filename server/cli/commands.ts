import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import pkg from "../../package.json" with { type: "json" };
import { BACKUP_SOCKET, requestBackup } from "../../db/backup";
import { openDatabase } from "../../db/client";
import { env as readEnv } from "../env";
import { adminCommand } from "./admin";
import { serve } from "./serve";

const usage = `Usage: wildluxe [command]
  (no command)                                   start the site
  --version                                      print the version
  admin create --email EMAIL [--password-stdin]  create an admin account (or reset its password); the password
                                                 is read from standard input, or asked for at a terminal
  migrate                                        apply database migrations, then exit
  backup [--out FILE]                            write a consistent dump of the embedded database, readable by its
                                                 owner only (mode 0600)`;

/** Applies the committed migrations and exits; start-up does the same, this runs them ahead of a deploy. */
async function migrate() {
  const env = readEnv();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

/** Backs up the embedded database, through the running site when there is one. */
async function backup(argv: string[]) {
  const env = readEnv();
  if (env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. pg_dump --format=custom "$DATABASE_URL" > wildluxe.dump',
    );
  }
  const { values } = parseArgs({ args: argv, options: { out: { type: "string" } } });
  const file = resolve(values.out ?? `wildluxe-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  const reply = await requestBackup(join(resolve(env.DATA_DIR), BACKUP_SOCKET), file);
  if (reply === null) {
    // No site running on this data directory: open it here (the lock refuses it if one is starting).
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      await database.backup!(file);
    } finally {
      await database.close();
    }
  } else if (reply !== "ok") {
    throw new Error(`The running site could not write the backup: ${reply}`);
  }
  console.log(`Backup written to ${file}.`);
}

export async function runCommand(argv: string[]) {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      return serve();
    case "--version":
      return console.log(`wildluxe ${pkg.version}`);
    case "admin":
      return adminCommand(rest);
    case "migrate":
      return migrate();
    case "backup":
      return backup(rest);
    case "--help":
      return console.log(usage);
    default:
      throw new Error(`Unknown command "${command}".\n${usage}`);
  }
}
