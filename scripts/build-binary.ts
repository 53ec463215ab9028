import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join, relative } from "node:path";
import { buildSync } from "esbuild";
import { inject } from "postject";
import { packPayload } from "../server/binary/archive";
import { binaryBuildKey } from "../server/binary/build-key";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { ensureBuild } from "./ensure-build.mjs";

/**
 * npm run build:binary: dist/wildluxe, a Node single executable application (Linux x64, this
 * Node's version). Its main is server/binary/main.ts bundled to CommonJS; its payload asset holds
 * the built site (dist/client, dist/server with migrations) and the packages the server loads from
 * disk, unpacked to a cache directory on first run.
 */
const OUT = join("dist", "binary");
const BINARY = join("dist", "wildluxe");
const SEA_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";
// Types, sources and docs of packages: never loaded at run time.
const SKIPPED = /\.(d\.[cm]?ts|ts|tsx|map|md|markdown)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Node's lookup of `name` from the package at `from` (".", "node_modules/a", "node_modules/a/node_modules/b"). */
function lookup(from: string, name: string): string | null {
  const nesting = from.split(/\/?node_modules\//).filter(Boolean);
  for (let depth = nesting.length; depth >= 0; depth--) {
    const base = nesting.slice(0, depth).map((pkg) => join("node_modules", pkg));
    const candidate = join(...base, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
  }
  return null;
}

/** The installed packages the server needs: package.json's dependencies and theirs, as npm laid them out. */
function productionPackages(): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const at = lookup(dir, name);
      // Optional packages for other platforms are not installed.
      if (at && !found.has(at)) {
        found.add(at);
        visit(at);
      }
    }
  };
  visit(".");
  return [...found];
}

function payloadFiles() {
  const site = ["client", "server"].flatMap((part) =>
    filesUnder(join("dist", part)).map((path) => ({ path: relative("dist", path), from: path })),
  );
  const packages = productionPackages().flatMap((dir) =>
    filesUnder(dir)
      .filter((path) => !SKIPPED.test(path))
      .map((path) => ({ path, from: path })),
  );
  const version = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string }).version;
  return {
    version,
    files: [
      ...[...site, ...packages].map(({ path, from }) => ({ path, body: readFileSync(from) })),
      { path: "start.cjs", body: Buffer.from('import("./server/index.js");\n') },
      // Last: its presence marks a complete payload directory.
      {
        path: "package.json",
        body: Buffer.from(JSON.stringify({ name: "wildluxe-payload", version, type: "module", private: true })),
      },
    ],
  };
}

/** Packs the payload, bundles the main and injects both into a copy of this Node as dist/wildluxe. */
async function build(version: string, files: { path: string; body: Buffer }[]) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const packed = packPayload(files);
  const id = `${version}-${createHash("sha256").update(packed).digest("hex").slice(0, 12)}`;
  writeFileSync(join(OUT, "payload.gz"), packed);
  writeFileSync(join(OUT, "payload-id"), id);
  buildSync({
    entryPoints: ["server/binary/main.ts"],
    outfile: join(OUT, "main.cjs"),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "warning",
  });
  const config = {
    main: join(OUT, "main.cjs"),
    output: join(OUT, "sea-prep.blob"),
    disableExperimentalSEAWarning: true,
    assets: { payload: join(OUT, "payload.gz"), "payload-id": join(OUT, "payload-id") },
  };
  writeFileSync(join(OUT, "sea-config.json"), JSON.stringify(config, null, 2));
  const prepared = spawnSync(process.execPath, ["--experimental-sea-config", join(OUT, "sea-config.json")], {
    stdio: "inherit",
  });
  if (prepared.status !== 0) throw new Error("node --experimental-sea-config failed; see above.");
  mkdirSync(dirname(BINARY), { recursive: true });
  copyFileSync(process.execPath, BINARY);
  await inject(BINARY, "NODE_SEA_BLOB", readFileSync(config.output), { sentinelFuse: SEA_FUSE });
  console.log(
    `Wrote ${BINARY} (${(statSync(BINARY).size / 1e6).toFixed(1)} MB; ${files.length} files in its payload, ${id}).`,
  );
}

ensureBuild();
const { version, files } = payloadFiles();
const sources = [...filesUnder(join("server", "binary")), join("scripts", "build-binary.ts")].map((path) => ({
  path,
  body: readFileSync(path),
}));
const key = binaryBuildKey(files, sources, process.version);
// Written last, once the binary is whole: a build that stopped half way is built again.
const KEY_FILE = join(OUT, "build-key");
if (existsSync(BINARY) && existsSync(KEY_FILE) && readFileSync(KEY_FILE, "utf8") === key) {
  console.log(`${BINARY} is up to date (same payload, main and Node).`);
} else {
  await build(version, files);
  writeFileSync(KEY_FILE, key);
}
