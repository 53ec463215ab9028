import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { freePort } from "../helpers/server-process";
import { waitReady } from "./wait-ready";

export const E2E_ADMIN = { email: "e2e-admin@wildluxe.example", password: "e2e-admin-password" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app if needed and starts the built server on a fresh embedded database, as `npm start` does. */
export default async function setup(project: TestProject) {
  ensureBuild({ quiet: true });
  mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
  const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "e2e-data-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
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
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitReady(server, baseUrl, 90_000);
  project.provide("baseUrl", baseUrl);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
