import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const inputs = ["index.html", "vite.config.ts", "package-lock.json", "src", "public"];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

function hashTree(hash, path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

function vite(args, quiet) {
  // Always a production bundle, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", ...args, "--logLevel", quiet ? "error" : "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The web app build failed; see the output above.");
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
 * Builds the web app when its sources changed since the last build (a no-op otherwise): the
 * browser bundle into dist/client, compressed, and the server-rendering module into dist/server
 * with the page template (index.html), which is only ever sent filled in.
 */
export function ensureBuild({ quiet = false, force = false } = {}) {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(hash, input);
  const digest = hash.digest("hex");
  const stamp = join("dist", ".build-hash");
  const built = existsSync(join("dist", "server", "index.html")) && existsSync(join("dist", "server", "entry-server.js"));
  if (!force && built && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return false;
  if (!quiet) console.log("Building the web app (first start or sources changed)...");
  vite([], quiet);
  vite(["--ssr", "src/entry-server.tsx"], quiet);
  renameSync(join("dist", "client", "index.html"), join("dist", "server", "index.html"));
  compressTree(join("dist", "client"));
  writeFileSync(stamp, digest);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) ensureBuild({ force: true });
