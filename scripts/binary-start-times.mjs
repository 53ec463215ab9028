import { spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Size and start times of dist/wildluxe (build it first: npm run build:binary). Copies it into an
 * empty directory and times spawn-to-/readyz with a clean environment: cold (nothing unpacked, no
 * database yet), then warm (payload unpacked, database there) a few times.
 */
const dir = mkdtempSync(join(tmpdir(), "wildluxe-times-"));
copyFileSync(join("dist", "wildluxe"), join(dir, "wildluxe"));
const port = 4300 + Math.floor(Math.random() * 500);
const env = { PATH: "/nonexistent", HOME: dir, PORT: String(port), LOG_LEVEL: "warn" };

async function timeToReady() {
  const started = performance.now();
  const child = spawn("./wildluxe", [], { cwd: dir, env, stdio: "ignore" });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wildluxe exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
  return Math.round(ms);
}

try {
  console.log(`size: ${(statSync(join(dir, "wildluxe")).size / 1e6).toFixed(1)} MB`);
  console.log(`cold start (unpack + new database): ${await timeToReady()} ms`);
  for (let i = 1; i <= 3; i++) console.log(`warm start ${i}: ${await timeToReady()} ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
