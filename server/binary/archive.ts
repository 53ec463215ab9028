import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, normalize, sep } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/**
 * The single binary's payload: the built site, its migrations and the packages it loads from disk
 * (native addons, PGlite's wasm), packed into one gzipped archive carried as a SEA asset and
 * unpacked once into a private cache directory. The format is ours, so the binary needs no `tar`:
 * a 4-byte length, a JSON index of { path, size }, then the files' bytes in index order.
 */
export type PayloadFile = { path: string; size: number };

export function packPayload(files: { path: string; body: Buffer }[]): Buffer {
  const index = Buffer.from(JSON.stringify(files.map(({ path, body }) => ({ path, size: body.length }))));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(index.length);
  // zlib's default level: level 9 took 8.1 s of CPU on the 120 MB payload for 35.5 MB, level 6 2.7 s for 35.7 MB.
  return gzipSync(Buffer.concat([length, index, ...files.map((f) => f.body)]));
}

/** Writes every file of a packed payload under `dir`; refuses paths that would leave it. */
export function unpackPayload(packed: Uint8Array, dir: string): PayloadFile[] {
  const raw = gunzipSync(packed);
  const indexLength = raw.readUInt32BE(0);
  const files = JSON.parse(raw.subarray(4, 4 + indexLength).toString("utf8")) as PayloadFile[];
  let offset = 4 + indexLength;
  for (const file of files) {
    const path = normalize(file.path);
    if (path.startsWith("..") || path.startsWith(sep))
      throw new Error(`The payload names a file outside its directory: ${file.path}`);
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), raw.subarray(offset, offset + file.size));
    offset += file.size;
  }
  return files;
}

/** Where the binary unpacks its payload: WILDLUXE_CACHE_DIR, else the user's cache directory. */
export function cacheRoot(env: NodeJS.ProcessEnv): string {
  if (env.WILDLUXE_CACHE_DIR) return env.WILDLUXE_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "wildluxe");
}

/**
 * The payload's directory for this build (`id`), unpacked on first use: into a directory of this
 * process's own, then renamed into place, so two processes starting at once never see half of it.
 * Says whether it was unpacked now (a cold start).
 */
export function ensureUnpacked(root: string, id: string, packed: () => Uint8Array): { dir: string; unpacked: boolean } {
  const dir = join(root, id);
  if (existsSync(join(dir, "package.json"))) return { dir, unpacked: false };
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  unpackPayload(packed(), partial);
  try {
    renameSync(partial, dir);
  } catch (error) {
    // Another process put the same payload in place first: use theirs.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, "package.json"))) throw error;
    return { dir, unpacked: false };
  }
  return { dir, unpacked: true };
}
