import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, lstatSync } from "node:fs";
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * Copies a server's data directory for another server to start on. A Unix socket (the backup socket a server that
 * did not stop cleanly leaves in DATA_DIR) is not copied: `cpSync` refuses one, and a new server makes its own.
 */
export function copyDataDir(from: string, to: string) {
  cpSync(from, to, { recursive: true, filter: (path) => !lstatSync(path).isSocket() });
}

/**
 * A guard against a hang, not a budget: a started process is waited for until it is ready or exits, however long a
 * busy machine takes (a 90 s limit failed at load 25: decision 021). A test gives each such step this long.
 */
export const HANG_MS = 600_000;

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The process's JSON log lines so far (only with `logs: true`). */
  logLines: () => Record<string, unknown>[];
};

export type ServerProcessOptions = {
  dataDir: string;
  databaseUrl?: string;
  /** Run the built server (`dist/server/index.js`, as `npm start` does) instead of its sources through tsx. */
  built?: boolean;
  /** More environment, e.g. APP_URL when a proxy stands in front. */
  env?: Record<string, string>;
  /** Keep the info-level log lines for `logLines()`. */
  logs?: boolean;
};

/**
 * The real server in a process of its own (API only unless built), on `dataDir` or on PostgreSQL
 * at `databaseUrl`; resolves once /readyz answers.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = options.built ? ["dist/server/index.js"] : ["--import", "tsx", "server/index.ts"];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: options.logs ? "info" : "warn",
      ...options.env,
    },
    stdio: ["ignore", options.logs ? "pipe" : "ignore", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const logLines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + HANG_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited during start-up (${child.exitCode ?? child.signalCode}).`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return { baseUrl, child, exited, logLines };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("The server did not become ready in time.");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
