// Starts the built app for a benchmark: a fresh embedded database with the demo data, on its own
// port, optionally pinned to one CPU core; resolves once /readyz answers.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { serverEnv } from "./server-env.mjs";

export const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;

/** Runs `args` under node, pinned to `core` when taskset exists. */
export function spawnNode(args, { core, env = {}, stdio = ["ignore", "ignore", "inherit"] } = {}) {
  const command = core !== undefined && hasTaskset ? "taskset" : process.execPath;
  const argv = core !== undefined && hasTaskset ? ["-c", String(core), process.execPath, ...args] : args;
  return spawn(command, argv, { env: serverEnv({ ...process.env, ...env }), stdio });
}

export async function waitReady(base) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    // Five minutes: a first start (initdb, migrations, demo data) pinned to one busy core can take more than one.
    if (i > 1200) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `env`: more of the server's environment, e.g. DATABASE_URL for PostgreSQL instead of the embedded database. */
export async function startBenchServer({ port, core, env = {} } = {}) {
  mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
  const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "bench-"));
  const base = `http://127.0.0.1:${port}`;
  // What `npm start` runs (decision 003): the bundled server, not its sources through tsx, whose
  // loader thread and compiler cost memory and time production never pays. Callers build first.
  const child = spawnNode(["dist/server/index.js"], {
    core,
    env: { PORT: String(port), APP_URL: base, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
  });
  await waitReady(base);
  return { base, child, dataDir };
}
