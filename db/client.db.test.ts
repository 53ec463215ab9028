import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "./client";

const dir = mkdtempSync(join(tmpdir(), "wildluxe-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Embedded PGlite only, whatever the project's database: the postgres project would repeat it, initdb and all.
const embeddedOnly = process.env.TEST_DB === "postgres";

describe.skipIf(embeddedOnly)("embedded database lock", () => {
  it("refuses a data directory held by another live process, and takes over a stale lock", async () => {
    const lock = join(dir, "pglite.lock");
    writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is already open in process ${process.ppid}`);

    writeFileSync(lock, "999999999");
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(lock, "utf8")).toBe(String(process.pid));
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(() => readFileSync(lock)).toThrow();
  }, 120_000);
});

describe.skipIf(embeddedOnly)("embedded database memory (decision 020)", () => {
  it("creates a new data directory (initdb in a worker) and runs with 16 MB of shared buffers, also when opened again", async () => {
    const fresh = join(dir, "fresh");
    for (let open = 0; open < 2; open++) {
      const database = await openDatabase({ dataDir: fresh });
      const result: unknown = await database.db.execute(sql`show shared_buffers`);
      expect((result as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers).toBe("16MB");
      await database.close();
    }
  }, 120_000);
});
