// npm test: the type check and unit tests, the browser tests, and the database tests, side by side in processes of their own.
// The browser tests run one file at a time against a built server, and vitest runs such a project only after all
// the others, which left a core idle for most of a run. Here the browser tests, the longest part, start at once at
// normal priority; the other parts run beside them at a lower one and use what the browser tests leave.
// Extra arguments go to every vitest run (a file filter, --reporter, ...). Exits non-zero when any part fails.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const extra = process.argv.slice(2);
const vitest = (...args) => ["node_modules/vitest/vitest.mjs", "run", "--passWithNoTests", ...args, ...extra];
const LOWER = 10;
// The database tests are the last part to finish, so the unit tests run after the type check (the shortest part) instead.
const parts = [
  { tag: "types+unit", nice: LOWER, steps: [["node_modules/typescript/bin/tsc", "--noEmit"], vitest("--project", "unit")] },
  { tag: "e2e", nice: 0, steps: [vitest("--project", "e2e")] },
  // The postgres project exists only when TEST_DATABASE_URL is set; vitest refuses an unknown project name.
  { tag: "db", nice: LOWER, steps: [vitest("--project", "pglite", ...(process.env.TEST_DATABASE_URL ? ["--project", "postgres"] : []))] },
];

/** Copies a child's output line by line, each line tagged with its part, so the runs stay readable together. */
function relay(stream, out, tag) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) out.write(`[${tag}] ${line}\n`);
  });
  stream.on("end", () => pending && out.write(`[${tag}] ${pending}\n`));
}

function runStep(tag, nice, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    // Set before the child starts its workers, which inherit it.
    if (nice && child.pid) setPriority(child.pid, nice);
    relay(child.stdout, process.stdout, tag);
    relay(child.stderr, process.stderr, tag);
    child.on("close", (code, signal) => resolve({ ok: code === 0, how: signal ?? `exit ${code}` }));
  });
}

/** Runs a part's steps one after another, every one of them; the part fails when any step fails. */
async function run({ tag, nice, steps }) {
  const started = Date.now();
  const results = [];
  for (const args of steps) results.push(await runStep(tag, nice, args));
  const failed = results.find((r) => !r.ok);
  return { tag, ok: !failed, how: (failed ?? results.at(-1)).how, seconds: Math.round((Date.now() - started) / 1000) };
}

const results = await Promise.all(parts.map(run));
for (const { tag, ok, how, seconds } of results) console.log(`${ok ? "passed" : "FAILED"}: ${tag} (${how}, ${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
