import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { SERVER_HEAP_MB, serverEnv } from "../../scripts/server-env.mjs";
import { copyDataDir, freePort, HANG_MS } from "../helpers/server-process";
import { waitReady } from "./wait-ready";

mkdirSync(join(process.cwd(), ".tmp"), { recursive: true });
const dataDir = mkdtempSync(join(process.cwd(), ".tmp", "process-data-"));
// A copy of the browser tests' first start (initdb, migrations, demo content: 16 s of CPU each time): what this
// process is asked to do is the same on any data. A start from an empty directory is the single binary's test below.
copyDataDir(inject("firstStartData"), dataDir);
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

// Each step waits for its process's state (ready, or its exit); HANG_MS only guards a hang. Limits of 30-120 s failed
// here at load 35 (decision 021). A test allows two such steps.
const TEST_MS = 2 * HANG_MS;

describe("the server process", () => {
  it(
    "ensures the ADMIN_EMAIL admin, refuses a second process on the same data, and shuts down cleanly",
    async () => {
      server = spawn(process.execPath, ["dist/server/index.js"], {
        env: { ...env, ADMIN_EMAIL: "Chief@Example.com", ADMIN_PASSWORD: "chief-password-1" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      try {
        await checkRunningServer(server);
      } finally {
        // A failure above must not leave the server holding the data directory: the migrate and admin tests need it.
        if (server.exitCode === null && server.signalCode === null) {
          const stopped = exit(server);
          server.kill("SIGKILL");
          await stopped;
        }
      }
    },
    TEST_MS,
  );

  /** What the first test checks on the running server, ending with its clean stop. */
  async function checkRunningServer(running: ChildProcess) {
    await waitReady(running, base, HANG_MS);

    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "chief@example.com", password: "chief-password-1" }),
    });
    expect(login.status).toBe(200);
    // Idle connections outlive a proxy's (server/lib/listen.ts), so a proxy never reuses one being closed.
    expect(login.headers.get("keep-alive")).toBe("timeout=65");
    expect(await login.json()).toMatchObject({ email: "chief@example.com", isAdmin: true, role: "admin" });

    // A consistent dump while the site runs, written by the running process.
    const backupFile = join(dataDir, "backup.tar.gz");
    const backup = spawnSync(process.execPath, ["dist/server/index.js", "backup", "--out", backupFile], {
      env,
      encoding: "utf8",
      timeout: HANG_MS,
    });
    expect(backup.stdout).toContain(`Backup written to ${backupFile}.`);
    expect(spawnSync("tar", ["tzf", backupFile], { encoding: "utf8" }).stdout).toContain("/PG_VERSION");
    // It holds the whole database: its owner alone may read it.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const second = spawnSync(process.execPath, ["dist/server/index.js"], {
      env: { ...env, PORT: String(secondPort) },
      encoding: "utf8",
      timeout: HANG_MS,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("is already open in process");

    const exited = exit(running);
    running.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
  }

  it(
    "prints its version and applies migrations as subcommands of the built server",
    () => {
      const version = spawnSync(process.execPath, ["dist/server/index.js", "--version"], { encoding: "utf8" });
      expect(version.stdout.trim()).toMatch(/^wildluxe \d+\.\d+\.\d+$/);
      const migrate = spawnSync(process.execPath, ["dist/server/index.js", "migrate"], {
        env,
        encoding: "utf8",
        timeout: HANG_MS,
      });
      expect(migrate.stdout).toContain("Migrations applied (pglite).");
      expect(migrate.status).toBe(0);
    },
    TEST_MS,
  );

  it("runs, as npm start does, with two malloc arenas and V8's old space bounded to 256 MB, unless the caller says otherwise", () => {
    const limitMb = (environment: NodeJS.ProcessEnv) => {
      const run = spawnSync(
        process.execPath,
        ["-e", "console.log(require('v8').getHeapStatistics().heap_size_limit, process.env.MALLOC_ARENA_MAX)"],
        { env: environment, encoding: "utf8" },
      );
      const [limit, arenas] = run.stdout.trim().split(" ");
      return { heapMb: Number(limit) / 1024 / 1024, arenas };
    };
    const { NODE_OPTIONS: _, MALLOC_ARENA_MAX: __, ...outside } = process.env;
    const bounded = limitMb(serverEnv(outside));
    expect(SERVER_HEAP_MB).toBe(256);
    expect(bounded.arenas).toBe("2");
    // The limit V8 reports is the old space plus its young generation (about 50 MB more).
    expect(bounded.heapMb).toBeGreaterThanOrEqual(256);
    expect(bounded.heapMb).toBeLessThan(320);
    expect(limitMb(serverEnv({ ...outside, NODE_OPTIONS: "--max-old-space-size=1024" })).heapMb).toBeGreaterThan(1000);
  });

  it(
    "creates an admin from the shell with npm run admin -- create",
    () => {
      const bad = spawnSync("npm", ["run", "--silent", "admin", "--", "create", "--email", "nope"], {
        env,
        encoding: "utf8",
      });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("--email must be an email address");
      // The password is piped in: an argument would show in `ps`, and is refused.
      const refused = spawnSync(
        "npm",
        ["run", "--silent", "admin", "--", "create", "--email", "ops@example.com", "--password", "ops-password-9"],
        { env, encoding: "utf8" },
      );
      expect([refused.status, refused.stderr]).toEqual([1, expect.stringContaining("--password is not accepted")]);
      const ok = spawnSync(
        "npm",
        ["run", "--silent", "admin", "--", "create", "--email", "ops@example.com", "--password-stdin"],
        {
          env,
          encoding: "utf8",
          input: "ops-password-9\n",
        },
      );
      expect(ok.stdout).toContain("Created admin ops@example.com.");
      expect(ok.status).toBe(0);
    },
    TEST_MS,
  );
});

/**
 * The single binary (npm run build:binary, about 15 s on a quiet 2-core machine), copied alone into
 * an empty directory and run with a clean environment and no Node on the PATH. The payload's logic is
 * unit-tested in server/binary/archive.test.ts.
 */
describe("the single binary", () => {
  // Outside the project: Node's module lookup from the unpacked payload must not find our node_modules.
  const home = mkdtempSync(join(tmpdir(), "wildluxe-binary-"));
  let binary: ChildProcess | undefined;
  afterAll(() => {
    binary?.kill("SIGKILL");
    rmSync(home, { recursive: true, force: true });
  });

  it(
    "starts the whole site from an empty directory: pages, admin sign-in, an image upload",
    async () => {
      const build = spawnSync("npm", ["run", "--silent", "build:binary"], { encoding: "utf8", timeout: HANG_MS });
      expect(build.status, build.stderr).toBe(0);
      copyFileSync(join("dist", "wildluxe"), join(home, "wildluxe"));
      const binaryPort = await freePort();
      const url = `http://127.0.0.1:${binaryPort}`;
      const clean = { PATH: "/nonexistent", HOME: home, PORT: String(binaryPort), APP_URL: url, LOG_LEVEL: "warn" };
      // A first migrate unpacks the payload and runs initdb: past a minute on a busy machine.
      const run = (args: string[], input?: string) =>
        spawnSync("./wildluxe", args, { cwd: home, env: clean, encoding: "utf8", timeout: HANG_MS, input });

      expect(run(["--version"]).stdout.trim()).toMatch(/^wildluxe \d+\.\d+\.\d+$/);
      expect(run(["migrate"]).stdout).toContain("Migrations applied (pglite).");
      expect(
        run(["admin", "create", "--email", "root@example.com", "--password-stdin"], "binary-password-1\n").stdout,
      ).toContain("Created admin root@example.com.");

      binary = spawn("./wildluxe", [], { cwd: home, env: clean, stdio: ["ignore", "ignore", "inherit"] });
      await waitReady(binary, url, HANG_MS);
      expect(existsSync(join(home, "data", "pglite"))).toBe(true);
      expect(existsSync(join(home, "node_modules"))).toBe(false);
      const homePage = await fetch(`${url}/`);
      expect(homePage.status).toBe(200);
      // Rendered on the server: #root holds the page (and names its lazy parts).
      expect(await homePage.text()).toMatch(/<div id="root" data-lazy="[^"]*page:HomePage[^"]*"><\w/);
      const [listing] = (await (await fetch(`${url}/api/listings?limit=1`)).json()) as { slug: string; name: string }[];
      const listingPage = await fetch(`${url}/listings/${listing!.slug}`);
      expect(listingPage.status).toBe(200);
      expect(await listingPage.text()).toContain(listing!.name);

      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ email: "root@example.com", password: "binary-password-1" }),
      });
      expect(await login.json()).toMatchObject({ email: "root@example.com", isAdmin: true });
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const png = await sharp({
        create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 90 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "lodge.png");
      const upload = await fetch(`${url}/api/admin/upload-image`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: url },
      });
      expect(upload.status).toBe(201);
      const image = await fetch(`${url}${((await upload.json()) as { url: string }).url}`);
      expect(image.headers.get("content-type")).toBe("image/webp");

      const exited = exit(binary);
      binary.kill("SIGTERM");
      expect(await exited).toBe(0);
    },
    TEST_MS,
  );
});
