import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/server-process";
import { waitReady } from "./wait-ready";

mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "process-data-"));
const port = await freePort();
const secondPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(port), LOG_LEVEL: "warn" };
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const exit = (child: ChildProcess) => new Promise<number | null>((r) => child.once("exit", (code) => r(code)));

describe("the server process", () => {
  it("ensures the ADMIN_EMAIL admin, refuses a second process on the same data, and shuts down cleanly", async () => {
    server = spawn(process.execPath, ["dist/server/index.js"], {
      env: { ...env, ADMIN_EMAIL: "Chief@Example.com", ADMIN_PASSWORD: "chief-password-1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    await waitReady(server, base, 60_000);

    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "chief@example.com", password: "chief-password-1" }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ email: "chief@example.com", isAdmin: true, role: "admin" });

    // A consistent dump while the site runs, written by the running process.
    const backupFile = join(dataDir, "backup.tar.gz");
    const backup = spawnSync(process.execPath, ["dist/server/index.js", "backup", "--out", backupFile], { env, encoding: "utf8", timeout: 30_000 });
    expect(backup.stdout).toContain(`Backup written to ${backupFile}.`);
    expect(spawnSync("tar", ["tzf", backupFile], { encoding: "utf8" }).stdout).toContain("/PG_VERSION");

    const second = spawnSync(process.execPath, ["dist/server/index.js"], {
      env: { ...env, PORT: String(secondPort) },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("is already open in process");

    const exited = exit(server);
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  }, 120_000);

  it("prints its version and applies migrations as subcommands of the built server", () => {
    const version = spawnSync(process.execPath, ["dist/server/index.js", "--version"], { encoding: "utf8" });
    expect(version.stdout.trim()).toMatch(/^wildluxe \d+\.\d+\.\d+$/);
    const migrate = spawnSync(process.execPath, ["dist/server/index.js", "migrate"], { env, encoding: "utf8", timeout: 60_000 });
    expect(migrate.stdout).toContain("Migrations applied (pglite).");
    expect(migrate.status).toBe(0);
  }, 60_000);

  it("creates an admin from the shell with npm run admin -- create", () => {
    const bad = spawnSync("npm", ["run", "--silent", "admin", "--", "create", "--email", "nope"], { env, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--email must be an email address");
    const ok = spawnSync("npm", ["run", "--silent", "admin", "--", "create", "--email", "ops@example.com", "--password", "ops-password-9"], {
      env,
      encoding: "utf8",
    });
    expect(ok.stdout).toContain("Created admin ops@example.com.");
    expect(ok.status).toBe(0);
  }, 60_000);
});
