import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommand, type AdminCommandIo } from "../../server/cli/admin";
import { ensureAdmin } from "../../server/services/accounts/accounts";
import { HANG_MS } from "../helpers/server-process";
import { httpClient, startTestApp, type TestApp } from "../helpers/app";
import type { TestDatabase } from "../helpers/db";

/**
 * `wildluxe admin create` takes the password from standard input or a no-echo prompt, never from
 * the command line, where `ps` and shell history would show it to anyone on the machine.
 */

let t: TestApp;
const empty = mkdtempSync(join(tmpdir(), "wildluxe-admin-cli-"));
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(empty, { recursive: true, force: true });
});

let n = 0;
const email = () => `ops${process.pid}-${n++}@example.com`;
const signsIn = async (address: string, password: string) =>
  (await httpClient(t.baseUrl).post("/api/auth/login", { email: address, password })).json as { isAdmin?: boolean };

/** The command's input and output, on this test's database. */
function io(stdin: AdminCommandIo["stdin"]): AdminCommandIo & { ensured: string[] } {
  const ensured: string[] = [];
  return {
    stdin,
    prompt: { write: () => undefined },
    ensured,
    ensure: (address, password) => {
      ensured.push(address);
      return ensureAdmin(t.database.db, address, password);
    },
  };
}

/** The built entry point's sources, as `node dist/server/index.js` runs them. */
const cli = (args: string[], options: { input?: string; env?: Record<string, string> } = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", "server/index.ts", ...args], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: empty, DATABASE_URL: "", ...options.env },
    input: options.input ?? "",
    encoding: "utf8",
    timeout: HANG_MS,
  });

describe("admin create", () => {
  it("reads the password piped to standard input; no argument carries it", async () => {
    const address = email();
    const argv = ["create", "--email", address, "--password-stdin"];
    await adminCommand(argv, io(Readable.from(["piped-password-9\n"])));
    expect(argv.join(" ")).not.toContain("piped-password-9");
    expect(await signsIn(address, "piped-password-9")).toMatchObject({ email: address, isAdmin: true });
  });

  it("asks twice at a terminal, with no echo", async () => {
    const address = email();
    const keys = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const done = adminCommand(["create", "--email", address], io(keys));
    keys.write("typed-password-9\rtyped-password-9\r");
    await done;
    expect(await signsIn(address, "typed-password-9")).toMatchObject({ isAdmin: true });
  });

  it("refuses --password on the command line, and a short password, before touching any account", async () => {
    const piped = (text: string) => io(Readable.from([text]));
    const refused = piped("stdin-password-9\n");
    const onCommandLine = ["create", "--email", email(), "--password", "argv-password-9"];
    await expect(adminCommand(onCommandLine, refused)).rejects.toThrow(
      "--password is not accepted: a password on the command line shows in ps and shell\nhistory. " +
        "Pipe it in with --password-stdin, or run the command at a terminal to be asked for it.",
    );
    const short = piped("short\n");
    await expect(adminCommand(["create", "--email", email(), "--password-stdin"], short)).rejects.toThrow(
      "The password must be at least 8 characters.",
    );
    // Piped input with neither the flag nor a terminal: no silent read of whatever stdin holds.
    const unflagged = piped("stdin-password-9\n");
    await expect(adminCommand(["create", "--email", email()], unflagged)).rejects.toThrow(
      "Standard input is not a terminal: pipe the password in with --password-stdin.",
    );
    expect([...refused.ensured, ...short.ensured, ...unflagged.ensured]).toEqual([]);
  });

  it("as a process: --password exits 1 with the message and opens no database", () => {
    const run = cli(["admin", "create", "--email", "ops@example.com", "--password", "argv-password-9"]);
    expect([run.status, run.stderr]).toEqual([1, expect.stringContaining("--password is not accepted")]);
    expect(readdirSync(empty)).toEqual([]);
  });

  // On PostgreSQL the process can share this test's database (an embedded one belongs to one process).
  const onPostgres = process.env.TEST_DB === "postgres";
  it.runIf(onPostgres)("as a process: creates the admin from the password piped in", async () => {
    const address = email();
    const run = cli(["admin", "create", "--email", address, "--password-stdin"], {
      input: "process-password-9\n",
      env: { DATABASE_URL: (t.database as TestDatabase).url! },
    });
    expect([run.status, run.stdout]).toEqual([0, `Created admin ${address}.\n`]);
    expect(await signsIn(address, "process-password-9")).toMatchObject({ isAdmin: true });
  });
});
