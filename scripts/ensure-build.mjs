import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const inputs = [
  "index.html",
  "vite.config.ts",
  "scripts/vite-react-sentinels.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "src",
  "shared",
  "public",
  "server",
  "db",
];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;
// Test files sit beside the code but are never built: changing one leaves the build as it is.
const TEST_FILE = /\.test\.tsx?$/;

function hashTree(hash, path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!TEST_FILE.test(name)) hashTree(hash, join(path, name));
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

function vite(args, quiet) {
  // Always a production bundle, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", ...args, "--logLevel", quiet ? "error" : "warn"],
    {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error("The web app build failed; see the output above.");
}

/**
 * The server as one ES module, dist/server/index.js, run by plain node: our code bundled,
 * packages left to node_modules (`npm ci --omit=dev` installs them). Beside it the calendar
 * reading thread, ical-worker.cjs: one self-contained script (ical.js inside), which the server
 * reads once at start and runs as a worker_threads Worker from that text. The migrations go
 * beside it, where db/client.ts looks for them relative to its own module.
 */
function buildServer(quiet) {
  // esbuild is a build tool (a devDependency): loaded only when a build runs.
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  const build = (entry, name, options) =>
    buildSync({
      entryPoints: [entry],
      outfile: join("dist", "server", name),
      bundle: true,
      platform: "node",
      target: "node20",
      keepNames: true,
      logLevel: quiet ? "error" : "warning",
      ...options,
    });
  build("server/index.ts", "index.js", { format: "esm", packages: "external" });
  build("server/services/availability/ical-worker.ts", "ical-worker.cjs", { format: "cjs" });
  rmSync(join("dist", "server", "migrations"), { recursive: true, force: true });
  cpSync(join("db", "migrations"), join("dist", "server", "migrations"), { recursive: true });
}

/** Brotli and gzip copies beside each text file, so the server never compresses a static file per request. */
function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      compressTree(path);
    } else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

/**
 * Builds the app when its sources changed since the last build (a no-op otherwise): the
 * browser bundle into dist/client, compressed; the server-rendering module into dist/server
 * with the page template (index.html), which is only ever sent filled in; and the server itself.
 */
export function ensureBuild({ quiet = false, force = false } = {}) {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(hash, input);
  const digest = hash.digest("hex");
  const stamp = join("dist", ".build-hash");
  const outputs = ["index.html", "entry-server.js", "index.js", "ical-worker.cjs"];
  const built = outputs.every((name) => existsSync(join("dist", "server", name)));
  if (!force && built && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return false;
  if (!quiet) console.log("Building the app (first start or sources changed)...");
  vite([], quiet);
  vite(["--ssr", "src/entry-server.tsx"], quiet);
  renameSync(join("dist", "client", "index.html"), join("dist", "server", "index.html"));
  compressTree(join("dist", "client"));
  buildServer(quiet);
  writeFileSync(stamp, digest);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureBuild({ force: true });
