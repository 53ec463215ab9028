import { chmod, rename, rm, writeFile } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Backups of the embedded database. PGlite belongs to the one process that opened it, so a
 * backup taken while the site runs is written by that process: `wildluxe backup` asks it over
 * a Unix socket in DATA_DIR, open to the site's own user only.
 */
export const BACKUP_SOCKET = "backup.sock";

/** A backup holds the whole database (password hashes, sessions, orders): its owner alone may read it. */
const BACKUP_MODE = 0o600;

/**
 * Writes a gzipped tar of the data directory; PGlite runs it between queries, so it is consistent.
 * The file (and its temporary) is created 0600 and set so, whatever the umask or a leftover file's mode;
 * an existing backup at `file` is replaced by it.
 */
export async function dumpTo(client: Pick<PGlite, "dumpDataDir">, file: string) {
  const dump = await client.dumpDataDir("gzip");
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, Buffer.from(await dump.arrayBuffer()), { mode: BACKUP_MODE });
  await chmod(temp, BACKUP_MODE);
  await rename(temp, file);
}

/** Answers backup requests (one line: the file to write) with "ok" or "error: ...". */
export async function serveBackups(socketPath: string, backup: (file: string) => Promise<void>) {
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    let line = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      line += chunk;
      if (!line.includes("\n")) return;
      backup(line.trim()).then(
        () => socket.end("ok\n"),
        (error: unknown) => socket.end(`error: ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
  // Whoever may connect may have the whole database written out: the site's own user only.
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the running process to write the backup; null when no process answers on the socket. */
export function requestBackup(socketPath: string, file: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${file}\n`));
    socket.on("data", (chunk) => (reply += chunk));
    socket.on("end", () => resolve(reply.trim()));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
  });
}
