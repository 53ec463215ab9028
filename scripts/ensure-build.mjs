import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const inputs = ["index.html", "vite.config.ts", "package-lock.json", "src", "public"];

function hashTree(hash, path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
  } else {
    hash.update(path).update(readFileSync(path));
  }
}

/** Builds the client bundle when its sources changed since the last build; a no-op otherwise. */
export function ensureBuild({ quiet = false } = {}) {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(hash, input);
  const digest = hash.digest("hex");
  const stamp = join("dist", ".build-hash");
  if (existsSync(join("dist", "index.html")) && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return false;
  if (!quiet) console.log("Building the web app (first start or sources changed)...");
  // Always a production bundle, even when called from a test runner that sets NODE_ENV=test.
  const result = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", quiet ? "error" : "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("The web app build failed; see the output above.");
  writeFileSync(stamp, digest);
  return true;
}
