import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BACKUP_SOCKET, dumpTo, requestBackup, serveBackups } from "./backup";

/** A backup holds the whole database, so only its owner may read it: mode 0600, whatever was there before. */

const dir = mkdtempSync(join(tmpdir(), "wildluxe-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DUMP = "a gzipped tar of the data directory";
const client = { dumpDataDir: async () => new Blob([DUMP]) };
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("backup files", () => {
  it("writes the backup 0600, also over an older 0644 backup and a leftover temporary file", async () => {
    const fresh = join(dir, "fresh.tar.gz");
    await dumpTo(client, fresh);
    expect([modeOf(fresh), readFileSync(fresh, "utf8")]).toEqual([0o600, DUMP]);

    const older = join(dir, "older.tar.gz");
    writeFileSync(older, "last week's backup", { mode: 0o644 });
    writeFileSync(`${older}.${process.pid}.tmp`, "a crashed run's leftover", { mode: 0o644 });
    await dumpTo(client, older);
    expect([modeOf(older), readFileSync(older, "utf8")]).toEqual([0o600, DUMP]);
  });

  it("takes requests on a socket only the site's user may use; the running site writes the file 0600", async () => {
    const socket = join(dir, BACKUP_SOCKET);
    const close = await serveBackups(socket, (file) => dumpTo(client, file));
    try {
      expect(modeOf(socket)).toBe(0o600);
      const file = join(dir, "through-the-site.tar.gz");
      expect(await requestBackup(socket, file)).toBe("ok");
      expect(modeOf(file)).toBe(0o600);
    } finally {
      await close();
    }
  });
});
