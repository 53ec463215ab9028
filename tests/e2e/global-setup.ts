import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { ensureBuild } from "../../scripts/ensure-build.mjs";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { serverEnv } from "../../scripts/server-env.mjs";
import { copyDataDir, freePort } from "../helpers/server-process";
import { waitReady } from "./wait-ready";

export const E2E_ADMIN = { email: "e2e-admin@wildluxe.example", password: "e2e-admin-password" };

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker of the e2e project, in pool-id order (tests/e2e/base-url.ts picks a file's). */
    baseUrls: string[];
    /** A kept first start's data directory, to copy: tests/e2e/process.test.ts starts on it. */
    firstStartData: string;
    /** Each server's log (its standard output), in the order of baseUrls: tests/e2e/server-log.ts reads it. */
    serverLogs: string[];
  }
}

/**
 * Starts the built server on `dataDir` at a free port, as `npm start` does; resolves once it answers /readyz. Its
 * output goes to `log` when given (the server writes each line there itself), else to this run's output.
 */
async function startServer(dataDir: string, log?: string) {
  const port = await freePort();
  const output = log ? openSync(log, "w") : "inherit";
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["dist/server/index.js"], {
    // npm start's environment: the browser tests run against the server's memory bounds.
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Browser contexts say which visitor they are in X-Forwarded-For (tests/e2e/browser.ts).
      TRUST_PROXY: "127.0.0.1",
      // The fake calendars and webhook receivers listen on this machine.
      OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    }),
    stdio: ["ignore", output, "inherit"],
  });
  // The server holds its own copy of the file.
  if (typeof output === "number") closeSync(output);
  try {
    // A first start in a clean clone (initdb, migrations, demo content) runs beside the build of the database tests'
    // templates, the type check and the unit tests: it passed 90 s at load 18.
    await waitReady(server, baseUrl, 300_000);
  } catch (error) {
    // A server that never became ready would otherwise outlive the run, holding its port and data.
    server.kill("SIGKILL");
    throw error;
  }
  const stop = async () => {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  };
  return { baseUrl, stop };
}

/**
 * The data directory of a first start (initdb, migrations, demo content, the e2e admin: 16 s of CPU against 4 s
 * for a start on existing data), kept between runs while the build and the day are the same (demo content is dated
 * from today). First starts on an empty directory are tested by tests/e2e/process.test.ts.
 */
async function firstStartData(): Promise<string> {
  const root = join(process.cwd(), ".tmp", "e2e-template");
  const kept = join(
    root,
    `${readFileSync(join("dist", ".build-hash"), "utf8").slice(0, 16)}-${new Date().toISOString().slice(0, 10)}`,
  );
  if (existsSync(kept)) return kept;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const building = mkdtempSync(join(root, "building-"));
  await (await startServer(building)).stop();
  renameSync(building, kept);
  return kept;
}

/** The built server on a fresh copy of a first start's data. */
async function startServerOnCopy(firstStart: string) {
  const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "e2e-data-"));
  copyDataDir(firstStart, dataDir);
  const log = `${dataDir}.log`;
  const { baseUrl, stop } = await startServer(dataDir, log);
  return {
    baseUrl,
    log,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(log, { force: true });
    },
  };
}

/**
 * Builds the app if needed and starts one server per worker, each on its own copy of a first start's data: two files
 * run side by side (the suite's other parts leave a core idle otherwise), and each server still sees one file at a
 * time, as when the files ran one after another (sign-up limits, the admin's settings, the points a member earns).
 */
export default async function setup(project: TestProject) {
  ensureBuild({ quiet: true });
  mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
  const firstStart = await firstStartData();
  const servers = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () => startServerOnCopy(firstStart)),
  );
  project.provide(
    "baseUrls",
    servers.map((s) => s.baseUrl),
  );
  project.provide("firstStartData", firstStart);
  project.provide(
    "serverLogs",
    servers.map((s) => s.log),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
