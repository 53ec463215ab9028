import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type LaunchOptions } from "playwright-core";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { freePort } from "../helpers/server-process";
import { waitReady } from "./wait-ready";

export const E2E_ADMIN = { email: "e2e-admin@wildluxe.example", password: "e2e-admin-password" };

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where test files connect to the run's Chromium (tests/e2e/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * One Chromium serves every test file: each connects (tests/e2e/browser.ts) and opens contexts of its own, which
 * share no cookies, storage or cache. Starting a browser per file cost about 0.6 s of CPU each time.
 */
const CHROMIUM: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // WebGL for the map (MapLibre) from the software renderer: the same pixels on every machine, no GPU needed.
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
  ],
};

/**
 * Builds the app if needed and starts the built server on a fresh embedded database, as `npm start` does, and the
 * run's Chromium beside it.
 */
export default async function setup(project: TestProject) {
  ensureBuild({ quiet: true });
  mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
  const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "e2e-data-"));
  const browser = chromium.launchServer(CHROMIUM);
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
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    await (await browser.catch(() => undefined))?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A first start (initdb, migrations, seed) takes about 16 s of CPU: beside the other parts on a busy machine,
    // minutes. The database projects' hooks get 300 s for the same reason.
    await waitReady(server, baseUrl, 300_000);
    project.provide("baseUrl", baseUrl);
    project.provide("browserEndpoint", (await browser).wsEndpoint());
  } catch (error) {
    // Neither the server nor the browser outlives a failed start.
    await stop();
    throw error;
  }
  return stop;
}
