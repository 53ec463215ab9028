// node scripts/bench-memory.mjs — where the server's memory goes under bench:api's load, as an A/B in
// one run (decision 020). Each variant is a built dist/ directory, optionally with environment
// variables and node flags; variants alternate over the rounds, each round on a fresh embedded
// database, the server pinned to core 0. Per load phase (32 connections, the endpoints of
// bench:api) it prints req/s, p99, peak RSS, the peak V8 heap and external memory (from /metrics),
// and the server's CPU seconds per 1,000 requests (from /proc, steadier than req/s on a busy machine).
//
//   node scripts/bench-memory.mjs [--seconds 5] [--rounds 2] [--port 4200] [--only home,mList] \
//     A=.tmp/dist-a 'B=.tmp/dist-b|NAME=value,NAME2=value|--node-flag'
//
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { serverEnv } from "./server-env.mjs";
import { waitReady } from "./bench-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option("--seconds", 5));
const rounds = Number(option("--rounds", 2));
const only = option("--only", "").split(",").filter(Boolean);
const firstPort = Number(option("--port", 4200));
const variants = args
  .filter((a) => /^\w+=/.test(a))
  .map((a) => {
    const [name, rest] = a.split(/=(.*)/s);
    const [dir, env = "", flags = ""] = rest.split("|");
    return {
      name,
      dir,
      env: Object.fromEntries(
        env
          .split(",")
          .filter(Boolean)
          .map((e) => e.split(/=(.*)/s).slice(0, 2)),
      ),
      flags: flags.split(" ").filter(Boolean),
    };
  });
const TOKEN = "bench-memory";
const mb = (bytes) => Math.round(bytes / 1048576);

function rss(pid) {
  return mb(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024);
}
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
async function heap(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const value = (name) => mb(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1]));
  return {
    heapTotal: value("nodejs_heap_size_total_bytes"),
    heapUsed: value("nodejs_heap_size_used_bytes"),
    external: value("nodejs_external_memory_bytes"),
  };
}

async function measure(variant, port) {
  mkdirSync(".tmp", { recursive: true });
  const dataDir = mkdtempSync(join(".tmp", "bench-memory-"));
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    METRICS_TOKEN: TOKEN,
    ...variant.env,
  };
  const child = spawn(
    "taskset",
    ["-c", "0", process.execPath, ...variant.flags, join(variant.dir, "server", "index.js")],
    { env: serverEnv({ ...process.env, ...env }), stdio: ["ignore", "ignore", "inherit"] },
  );
  try {
    await waitReady(base);
    const ready = rss(child.pid);
    const [stay] = await (await fetch(`${base}/api/listings?limit=1&tier=0`)).json();
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "explorer@wildluxe.example", password: "wildluxe-demo" }),
    });
    const member = {
      cookie: signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    };
    const phases = [
      ["list", "/api/listings?limit=12"],
      ["search", "/api/listings?search=treehouse&limit=12"],
      ["featured", "/api/listings/featured"],
      ["slug", `/api/listings/${stay.slug}`],
      ["home", "/"],
      ["listingsPage", "/listings"],
      ["mList", "/api/listings?limit=12", member],
      ["mSearch", "/api/listings?search=treehouse&limit=12", member],
    ].filter(([name]) => !only.length || only.includes(name));
    const rows = [];
    for (const [name, path, headers = {}] of phases) {
      const cpuBefore = cpuSeconds(child.pid);
      const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0 };
      const rssTimer = setInterval(() => (peaks.rss = Math.max(peaks.rss, rss(child.pid))), 100);
      const heapTimer = setInterval(
        () =>
          heap(base)
            .then((h) => Object.keys(h).forEach((k) => (peaks[k] = Math.max(peaks[k], h[k]))))
            .catch(() => undefined),
        1000,
      );
      const result = await autocannon({
        url: base + path,
        connections: 32,
        duration: seconds,
        headers: { "accept-encoding": "gzip", ...headers },
      });
      clearInterval(rssTimer);
      clearInterval(heapTimer);
      const cpuPerK = ((cpuSeconds(child.pid) - cpuBefore) / Math.max(1, result.requests.total)) * 1000;
      rows.push({
        name,
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        failed: result.errors + result.non2xx,
        cpuPerK: cpuPerK.toFixed(2),
        ...peaks,
      });
    }
    return { ready, rows };
  } finally {
    child.kill();
    await new Promise((done) => (child.exitCode === null ? child.once("exit", done) : done()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const peaks = {};
let port = firstPort;
for (let round = 0; round < rounds; round++) {
  for (const variant of round % 2 ? [...variants].reverse() : variants) {
    const load = loadavg()[0].toFixed(2);
    const { ready, rows } = await measure(variant, port++);
    const peak = Math.max(...rows.map((r) => r.rss));
    (peaks[variant.name] ??= []).push(peak);
    console.log(`\n${variant.name}, round ${round + 1} (load ${load}): RSS ${ready} MB at ready, peak ${peak} MB`);
    console.log(
      "| phase | req/s | p99 ms | failed | peak RSS | heap total | heap used | external | CPU s per 1k req |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.rps} | ${r.p99} | ${r.failed} | ${r.rss} | ${r.heapTotal} | ${r.heapUsed} | ${r.external} | ${r.cpuPerK} |`,
      );
  }
}
console.log(
  `\nPeak RSS (MB) per variant: ${JSON.stringify(peaks)}; load average now ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
