import { createRequire } from "node:module";
import { join } from "node:path";
import { getAsset } from "node:sea";
import { cacheRoot, ensureUnpacked } from "./archive";

/**
 * The single binary's entry (bundled to one CommonJS file for Node's single executable
 * applications): unpacks the payload into the cache on first run, then starts the built server
 * from there. Native addons and wasm load from those files; no node_modules sits beside the binary.
 */
const id = getAsset("payload-id", "utf8");
const { dir } = ensureUnpacked(cacheRoot(process.env), id, () => new Uint8Array(getAsset("payload")));
// A SEA's main script can only require built-in modules; a require made for the unpacked directory
// loads start.cjs from disk, which imports the ES-module server (process.argv as for `node dist/server/index.js`).
createRequire(join(dir, "package.json"))("./start.cjs");
