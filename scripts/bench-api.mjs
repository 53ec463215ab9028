// npm run bench:api — how the public read path holds up under many visitors at once: each public
// endpoint of the built app against a bare Hono route answering the same bytes, in one run, with
// autocannon at 32 connections. The app and the bare route run pinned to core 0 and the load
// generator on core 1 (when taskset exists). Prints requests a second, the ratio to the bare
// route, p99 latency and the app's peak memory, then each of the read path's budgets, PASS or FAIL.
// The "member" rows are signed in, so the visitors' cache stands aside and every request runs the
// listings query: they measure the query path itself.
// Usage: npm run bench:api [-- --seconds 10] [--port 4200] (the app on that port, the bare route on the next)
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { spawnNode, startBenchServer, waitReady } from "./bench-server.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const seconds = option("--seconds") ?? 10;
const CONNECTIONS = 32;
const appPort = option("--port") ?? 4000 + Math.floor(Math.random() * 90);
const barePort = option("--port") ? appPort + 1 : appPort + 100;

function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);
  } catch {
    return Number.NaN;
  }
}

async function load(url, headers = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "gzip", ...headers },
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, failed: result.errors + result.non2xx };
}

ensureBuild();
process.stdout.write("Starting the app on a fresh embedded database with the demo data...\n");
const app = await startBenchServer({ port: appPort, core: 0 });
let bare;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.child.pid))), 250);
try {
  const [stay] = await (await fetch(`${app.base}/api/listings?limit=1&tier=0`)).json();
  const signIn = await fetch(`${app.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.base },
    body: JSON.stringify({ email: "explorer@wildluxe.example", password: "wildluxe-demo" }),
  });
  if (!signIn.ok) throw new Error(`demo member sign-in failed: ${signIn.status}`);
  const member = {
    cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
  const endpoints = [
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
    {
      name: "GET /api/listings?limit=12 (member)",
      path: "/api/listings?limit=12",
      kind: "query",
      headers: member,
      barePath: "/api/listings?limit=12&member",
    },
    {
      name: "GET /api/listings?search=treehouse&limit=12 (member)",
      path: "/api/listings?search=treehouse&limit=12",
      kind: "query",
      headers: member,
      barePath: "/api/listings?search=treehouse&limit=12&member",
    },
  ];
  // The bare route answers with exactly what the app sent (a member's answer under its own path).
  const bodies = {};
  for (const e of endpoints) {
    const res = await fetch(app.base + e.path, { headers: e.headers });
    bodies[e.barePath ?? e.path] = { body: await res.text(), type: res.headers.get("content-type") };
  }
  const file = join(app.dataDir, "bodies.json");
  writeFileSync(file, JSON.stringify(bodies));
  bare = spawnNode(["scripts/bench-bare.mjs", file, String(barePort)], { core: 0 });
  await waitReady(`http://127.0.0.1:${barePort}`).catch(() => undefined);

  const rows = [];
  for (const e of endpoints) {
    await load(app.base + e.path, e.headers); // warm: the first pass fills caches and JIT
    const ours = await load(app.base + e.path, e.headers);
    const yardstick = await load(`http://127.0.0.1:${barePort}${e.barePath ?? e.path}`);
    rows.push({ ...e, ours, yardstick, ratio: Math.round((ours.rps / yardstick.rps) * 100) / 100 });
  }
  clearInterval(sampler);

  console.log(`\n${CONNECTIONS} connections, ${seconds} s per run, after a warm-up run of the same length\n`);
  console.log("| endpoint | bare Hono req/s | app req/s | ratio | app p99 | failed |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.yardstick.rps} | ${r.ours.rps} | ${r.ratio} | ${r.ours.p99} ms | ${r.ours.failed} |`,
    );
  console.log(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  console.log(`\nApp process peak RSS: ${peakRss} MB`);

  const budgets = [
    ...rows
      .filter((r) => r.kind === "api")
      .flatMap((r) => [
        [`${r.name}: ratio >= 0.35`, r.ratio >= 0.35],
        [`${r.name}: p99 < 25 ms`, r.ours.p99 < 25],
      ]),
    ...rows.filter((r) => r.kind === "search").map((r) => [`${r.name}: p99 < 25 ms`, r.ours.p99 < 25]),
    ...rows.filter((r) => r.kind === "html").map((r) => [`${r.name}: ratio >= 0.2`, r.ratio >= 0.2]),
    ["Memory: peak RSS < 400 MB", peakRss < 400],
    ["No failed requests", rows.every((r) => r.ours.failed === 0)],
  ];
  console.log("\nBudgets:");
  for (const [name, ok] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
} finally {
  clearInterval(sampler);
  bare?.kill();
  app.child.kill();
  rmSync(app.dataDir, { recursive: true, force: true });
}
