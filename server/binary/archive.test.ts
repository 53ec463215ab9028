import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { cacheRoot, ensureUnpacked, packPayload, unpackPayload } from "./archive";

const dir = mkdtempSync(join(tmpdir(), "wildluxe-archive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = [
  { path: "server/index.js", body: Buffer.from("console.log('hi');\n") },
  { path: "node_modules/@img/lib/libvips.so.42", body: Buffer.from([0, 1, 2, 255]) },
  { path: "package.json", body: Buffer.from('{"type":"module"}') },
];

describe("the binary's payload", () => {
  it("unpacks every file byte for byte under its directory", () => {
    const out = join(dir, "roundtrip");
    expect(unpackPayload(packPayload(files), out).map((f) => f.path)).toEqual(files.map((f) => f.path));
    for (const file of files) expect(readFileSync(join(out, file.path))).toEqual(file.body);
  });

  it("refuses a path that leaves the directory", () => {
    expect(() =>
      unpackPayload(packPayload([{ path: "../escaped", body: Buffer.from("x") }]), join(dir, "evil")),
    ).toThrow("The payload names a file outside its directory: ../escaped");
  });

  it("unpacks once per build: a cold start unpacks, a warm one reuses the directory", () => {
    const packed = vi.fn(() => packPayload(files));
    expect(ensureUnpacked(dir, "0.1.0-abc", packed)).toEqual({ dir: join(dir, "0.1.0-abc"), unpacked: true });
    expect(ensureUnpacked(dir, "0.1.0-abc", packed)).toEqual({ dir: join(dir, "0.1.0-abc"), unpacked: false });
    expect(packed).toHaveBeenCalledTimes(1);
    expect(ensureUnpacked(dir, "0.1.0-def", packed).unpacked).toBe(true);
  });

  it("lives in WILDLUXE_CACHE_DIR, else XDG_CACHE_HOME/wildluxe, else ~/.cache/wildluxe", () => {
    expect(cacheRoot({ WILDLUXE_CACHE_DIR: "/srv/cache", XDG_CACHE_HOME: "/xdg" })).toBe("/srv/cache");
    expect(cacheRoot({ XDG_CACHE_HOME: "/xdg" })).toBe("/xdg/wildluxe");
    expect(cacheRoot({})).toBe(join(homedir(), ".cache", "wildluxe"));
  });
});
