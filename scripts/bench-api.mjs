// npm run bench:api — how the read path holds up under many visitors and members at once, and how reads
// and writes hold up together:
// 1. Each public endpoint and page, and what the Luxe Insider demo member reads signed in (the listings API,
//    /listings and a stay's page), against a bare Hono route answering the same bytes in the same run: wrk
//    with 32 connections, the app and the bare route pinned to core 0 and wrk to core 1 (when taskset exists).
// 2. A mixed load: 64 connections for 24 members (page views, stay reads, favourites, cart adds, sign-ins)
//    on the embedded database and, when DATABASE_URL is set, on PostgreSQL (in a scratch database made
//    there and dropped afterwards); then every acknowledged favourite and cart add is looked for in the database.
// 3. The app process's peak RSS across all of it.
// Prints requests a second, ratios, p99s and each budget, PASS or FAIL. Needs wrk (apt-get install -y wrk).
// Usage: npm run bench:api [-- --seconds 10] [--mixed-seconds 60] [--members-only] [--port 4200]
//   --seconds: each wrk run (after a warm-up run of the same length); --mixed-seconds: the mixed load;
//   --members-only: leave out the visitors' rows; --port: the app there, the bare route on the next.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { cartVariants, checkWritesEmbedded, checkWritesPostgres, prepareMembers, runMixed } from "./bench-mixed.mjs";
import { hasTaskset, spawnNode, startBenchServer, waitReady } from "./bench-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const seconds = option("--seconds") ?? 10;
const mixedSeconds = option("--mixed-seconds") ?? 60;
const membersOnly = process.argv.includes("--members-only");
const CONNECTIONS = 32;
const MIXED_CONNECTIONS = 64;
const MIXED_MEMBERS = 24;
const appPort = option("--port") ?? 4000 + Math.floor(Math.random() * 90);
const barePort = option("--port") ? appPort + 1 : appPort + 100;
const postgresUrl = process.env.DATABASE_URL || undefined;

/** Keeps the highest RSS of a process, sampled every 250 ms. */
function watchRss(pid) {
  const watch = { peak: 0 };
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
      watch.peak = Math.max(watch.peak, Math.round(kb / 1024));
    } catch {
      // The process has ended.
    }
  };
  const timer = setInterval(sample, 250);
  watch.stop = () => (sample(), clearInterval(timer));
  return watch;
}

/** One wrk run on core 1: requests a second, p99 in ms, and failed requests (socket errors, timeouts, non-2xx/3xx). */
function wrk(url, headers = {}) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-s", "scripts/wrk-report.lua"];
  for (const [name, value] of Object.entries({ "Accept-Encoding": "gzip", ...headers }))
    args.push("-H", `${name}: ${value}`);
  const child = hasTaskset ? spawn("taskset", ["-c", "1", "wrk", ...args, url]) : spawn("wrk", [...args, url]);
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", (error) => reject(new Error(`wrk could not run (apt-get install -y wrk): ${error.message}`)));
    child.on("close", () => {
      const line = /WRK_JSON (.*)/.exec(out);
      if (!line) return reject(new Error(`wrk gave no report:\n${out}`));
      const r = JSON.parse(line[1]);
      resolve({
        rps: Math.round(r.requests / (r.durationUs / 1e6)),
        p99: Math.round(r.p99Us / 100) / 10,
        failed: r.socketErrors + r.timeouts + r.non2xx,
      });
    });
  });
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "wildluxe-demo" }),
  });
  if (!res.ok) throw new Error(`demo member sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The read rows: the app and the bare route, each warmed by a first run of the same length. */
async function readRows(app, dataDir) {
  const [stay] = await (await fetch(`${app}/api/listings?limit=1&tier=0`)).json();
  const member = { Cookie: await signIn(app, "insider@wildluxe.example") };
  const visitors = [
    { name: "GET /api/listings?limit=12", path: "/api/listings?limit=12", kind: "api" },
    {
      name: "GET /api/listings?search=treehouse&limit=12",
      path: "/api/listings?search=treehouse&limit=12",
      kind: "search",
    },
    { name: "GET /api/listings/featured", path: "/api/listings/featured", kind: "api" },
    { name: "GET /api/listings/{slug}", path: `/api/listings/${stay.slug}`, kind: "api" },
    { name: "GET / (HTML)", path: "/", kind: "html" },
    { name: "GET /listings (HTML)", path: "/listings", kind: "html" },
  ];
  // A member's answers are served by the bare route under paths of their own.
  const members = [
    { name: "member GET /api/listings?limit=12", path: "/api/listings?limit=12", kind: "member-api" },
    { name: "member GET /listings (HTML)", path: "/listings", kind: "member-html" },
    { name: "member GET a stay's page (HTML)", path: `/listings/${stay.slug}`, kind: "member-html" },
  ].map((e) => ({ ...e, headers: member, barePath: `${e.path}${e.path.includes("?") ? "&" : "?"}member` }));
  const endpoints = [...(membersOnly ? [] : visitors), ...members];

  const bodies = {};
  for (const e of endpoints) {
    const res = await fetch(app + e.path, { headers: e.headers });
    if (!res.ok) throw new Error(`${e.name} answered ${res.status}`);
    bodies[e.barePath ?? e.path] = { body: await res.text(), type: res.headers.get("content-type") };
  }
  const file = join(dataDir, "bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  const bare = spawnNode(["scripts/bench-bare.mjs", file, String(barePort)], { core: 0 });
  try {
    await waitReady(`http://127.0.0.1:${barePort}`).catch(() => undefined);
    const rows = [];
    for (const e of endpoints) {
      await wrk(app + e.path, e.headers); // warm: the first pass fills caches and JIT
      const ours = await wrk(app + e.path, e.headers);
      const yardstick = await wrk(`http://127.0.0.1:${barePort}${e.barePath ?? e.path}`);
      rows.push({ ...e, ours, yardstick, ratio: Math.round((ours.rps / yardstick.rps) * 100) / 100 });
    }
    return rows;
  } finally {
    await stop(bare);
  }
}

/**
 * The mixed load on one server, then its writes looked for by `check` once `stopServer` has run; a failure is reported.
 */
async function mixed(base, label, stopServer, check) {
  try {
    const members = await prepareMembers(base, MIXED_MEMBERS);
    const variants = await cartVariants(base);
    const result = await runMixed({ base, members, variants, seconds: mixedSeconds, connections: MIXED_CONNECTIONS });
    await stopServer();
    return { label, ...result, writes: await check(members, result.acked) };
  } catch (error) {
    console.error(`Mixed load on ${label} failed:`, error);
    return { label, failed: error.message };
  }
}

/** A scratch database on the PostgreSQL server of `url`, and a function that drops it. */
async function scratchDatabase(url) {
  const name = `wildluxe_bench_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

ensureBuild();
// The load generators' side: this process (the mixed load) and wrk keep to core 1, the servers to core 0.
if (hasTaskset) spawnSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
const serverEnv = { TRUST_PROXY: "127.0.0.1" }; // the mixed load's members each come from an address of their own
const peaks = [];
const mixes = [];
let rows;

process.stdout.write("Starting the app on a fresh embedded database with the demo data...\n");
const embedded = await startBenchServer({ port: appPort, core: 0, env: serverEnv });
const embeddedRss = watchRss(embedded.child.pid);
try {
  rows = await readRows(embedded.base, embedded.dataDir);
  process.stdout.write(`Mixed load on the embedded database (${mixedSeconds} s)...\n`);
  mixes.push(
    await mixed(
      embedded.base,
      "embedded",
      () => stop(embedded.child),
      (members, acked) => checkWritesEmbedded(embedded.dataDir, members, acked),
    ),
  );
} finally {
  embeddedRss.stop();
  peaks.push(["embedded", embeddedRss.peak]);
  await stop(embedded.child);
  rmSync(embedded.dataDir, { recursive: true, force: true });
}

if (postgresUrl) {
  process.stdout.write(`Mixed load on PostgreSQL (${mixedSeconds} s)...\n`);
  const database = await scratchDatabase(postgresUrl);
  const app = await startBenchServer({ port: appPort + 2, core: 0, env: { ...serverEnv, DATABASE_URL: database.url } });
  const rss = watchRss(app.child.pid);
  try {
    mixes.push(
      await mixed(
        app.base,
        "PostgreSQL",
        async () => undefined,
        (members, acked) => checkWritesPostgres(database.url, members, acked),
      ),
    );
  } finally {
    rss.stop();
    peaks.push(["PostgreSQL", rss.peak]);
    await stop(app.child);
    rmSync(app.dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

console.log(`\n${CONNECTIONS} connections (wrk -t1), ${seconds} s per run, after a warm-up run of the same length\n`);
console.log("| endpoint | bare Hono req/s | app req/s | ratio | app p99 | failed |");
console.log("|---|---|---|---|---|---|");
for (const r of rows)
  console.log(`| ${r.name} | ${r.yardstick.rps} | ${r.ours.rps} | ${r.ratio} | ${r.ours.p99} ms | ${r.ours.failed} |`);

console.log(`\nMixed load: ${MIXED_CONNECTIONS} connections, ${MIXED_MEMBERS} members, ${mixedSeconds} s\n`);
console.log(
  "| database | req/s | reads / favourites / cart adds / sign-ins | read p99 | write p99 | errors | lost writes |",
);
console.log("|---|---|---|---|---|---|---|");
for (const m of mixes) {
  if (m.failed) {
    console.log(`| ${m.label} | failed: ${m.failed} |`);
    continue;
  }
  const c = m.counts;
  const lost = `${m.writes.lostFavourites} of ${m.writes.favourites} favourites, ${m.writes.lostCartAdds} of ${m.writes.cartAdds} cart adds`;
  console.log(
    `| ${m.label} | ${m.rps} | ${c.read ?? 0} / ${c.favourite ?? 0} / ${c.cart ?? 0} / ${c["sign-in"] ?? 0} | ${m.readP99} ms | ${m.writeP99} ms | ${m.errors} | ${lost} |`,
  );
  for (const [what, n] of Object.entries(m.failures)) console.log(`  ${m.label}: ${n} x ${what}`);
}
if (!postgresUrl)
  console.log("PostgreSQL: not run (set DATABASE_URL to a server where a scratch database may be made)");

const peakRss = Math.max(...peaks.map(([, mb]) => mb));
console.log(`\nApp process peak RSS: ${peaks.map(([db, mb]) => `${mb} MB (${db})`).join(", ")}`);
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);

const budgets = [
  ...rows
    .filter((r) => r.kind === "api" || r.kind === "member-api")
    .flatMap((r) => [
      [`${r.name}: ratio >= 0.35`, r.ratio >= 0.35],
      [`${r.name}: p99 < 25 ms`, r.ours.p99 < 25],
    ]),
  ...rows.filter((r) => r.kind === "search").map((r) => [`${r.name}: p99 < 25 ms`, r.ours.p99 < 25]),
  ...rows.filter((r) => r.kind === "html").map((r) => [`${r.name}: ratio >= 0.2`, r.ratio >= 0.2]),
  ...rows
    .filter((r) => r.kind === "member-html")
    .flatMap((r) => [
      [`${r.name}: ratio >= 0.2`, r.ratio >= 0.2],
      [`${r.name}: p99 < 50 ms`, r.ours.p99 < 50],
    ]),
  ["No failed requests in the read runs", rows.every((r) => r.ours.failed === 0)],
  ...mixes.filter((m) => m.failed).map((m) => [`Mixed load, ${m.label}: ran to the end`, false]),
  ...mixes
    .filter((m) => !m.failed)
    .flatMap((m) => [
      [`Mixed load, ${m.label}: 0 errors`, m.errors === 0],
      [`Mixed load, ${m.label}: read p99 < 250 ms`, m.readP99 < 250],
      [`Mixed load, ${m.label}: write p99 < 500 ms`, m.writeP99 < 500],
      [
        `Mixed load, ${m.label}: every acknowledged write present`,
        m.writes.lostFavourites + m.writes.lostCartAdds === 0,
      ],
    ]),
  ["Memory: peak RSS < 400 MB", peakRss < 400],
];
console.log("\nBudgets:");
for (const [name, ok] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}`);
process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
