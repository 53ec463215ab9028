// npm test: the type check and unit tests, the browser tests, and the database tests, side by side in processes of
// their own.
// Each part is a vitest of its own, with workers of its own: in one vitest the projects would share its two workers.
// The parts start at once and share the two cores until the last one ends.
// Extra arguments go to every vitest run (a file filter, --reporter, ...). Exits non-zero when any part fails.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const extra = process.argv.slice(2);
const vitest = (...args) => ["node_modules/vitest/vitest.mjs", "run", "--passWithNoTests", ...args, ...extra];
// The type check is TypeScript's native checker (tsgo, @typescript/native-preview): it reports what `tsc --noEmit` does
// for this project at under half the CPU (README, Testing). It has no time limits, so it runs at a lower priority and
// leaves the cores to the tests. Single-threaded: its checker threads each check the shared types again, 30 + 4 s of
// CPU
// against 13 + 2 s on one thread, with the same errors (decision 021); `npm run typecheck` alone keeps the threads.
// The tests themselves run at normal priority: at a lower one, any other busy process on the machine starved them
// until their hooks timed out. The database tests are the last part to finish, so the unit tests follow the type check.
const LOWER = 10;
const LINTERS = [
  [
    "node_modules/dependency-cruiser/bin/dependency-cruise.mjs",
    "--config",
    ".dependency-cruiser.cjs",
    "--output-type",
    "err",
    "server",
    "src",
    "db",
    "shared",
    "scripts",
    "tests",
    "examples",
  ],
  ["node_modules/eslint/bin/eslint.js", "--max-warnings", "0", "."],
  ["node_modules/prettier/bin/prettier.cjs", "--check", "--log-level", "warn", "."],
  ["node_modules/knip/bin/knip.js", "--no-progress"],
];
const parts = [
  {
    tag: "types+unit",
    steps: [
      { nice: LOWER, args: ["node_modules/@typescript/native-preview/bin/tsgo", "--noEmit", "--singleThreaded"] },
      // The house rules (npm run lint): layers, the linter, the formatter and unused exports, also at a lower priority.
      ...LINTERS.map((args) => ({ nice: LOWER, args })),
      { args: vitest("--project", "unit") },
    ],
  },
  { tag: "e2e", steps: [{ args: vitest("--project", "e2e") }] },
  // The postgres project exists only when TEST_DATABASE_URL is set; vitest refuses an unknown project name.
  {
    tag: "db",
    steps: [
      { args: vitest("--project", "pglite", ...(process.env.TEST_DATABASE_URL ? ["--project", "postgres"] : [])) },
    ],
  },
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

/**
 * With TEST_CPU=1 each step runs through scripts/cpu-of.py, which prints its CPU with that of the processes it leaves
 * behind (the browser tests' Chromium, which /usr/bin/time does not see: decision 021).
 */
const measured = process.env.TEST_CPU === "1";

function runStep(tag, { nice = 0, args }) {
  return new Promise((resolve) => {
    const command = measured
      ? [
          "python3",
          [
            "scripts/cpu-of.py",
            "--nice",
            String(nice),
            `${tag} (${args[0].split("/").at(-1)})`,
            process.execPath,
            ...args,
          ],
        ]
      : [process.execPath, args];
    const child = spawn(...command, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    // Set before the child starts its workers, which inherit it (cpu-of.py sets it itself).
    if (nice && child.pid && !measured) setPriority(child.pid, nice);
    relay(child.stdout, process.stdout, tag);
    relay(child.stderr, process.stderr, tag);
    child.on("close", (code, signal) => resolve({ ok: code === 0, how: signal ?? `exit ${code}` }));
  });
}

/** Runs a part's steps one after another, every one of them; the part fails when any step fails. */
async function run({ tag, steps }) {
  const started = Date.now();
  const results = [];
  for (const step of steps) results.push(await runStep(tag, step));
  const failed = results.find((r) => !r.ok);
  return { tag, ok: !failed, how: (failed ?? results.at(-1)).how, seconds: Math.round((Date.now() - started) / 1000) };
}

const results = await Promise.all(parts.map(run));
for (const { tag, ok, how, seconds } of results)
  console.log(`${ok ? "passed" : "FAILED"}: ${tag} (${how}, ${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
