// npm run bench:scale — the listings search at 100,000 stays: generates them into a scratch database
// (embedded PGlite in a temporary directory; and PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL
// is set, in a database of its own, `wildluxe_bench_scale`, dropped and made again), then times the
// listings service's searches and filters (warm, p95) and prints EXPLAIN ANALYZE of each query.
// Goals: search p95 under 30 ms on PostgreSQL, under 60 ms on the embedded database; the same for a search with
// text, a place and dates (stays free every night, with their totals); typeahead p95 under 20 ms (bench-typeahead.ts).
// Usage: npm run bench:scale [-- --count 100000 --runs 30 --no-plans --embedded-only --postgres-only
//   --database wildluxe_bench_scale --keep]
// --keep leaves the generated stays in place (the PostgreSQL database, and the embedded one in the temporary
// folder named after --database) and reuses them next time, migrating them first: loading takes minutes.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { percentile } from "../server/lib/percentile";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type SQLWrapper } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { generateStays, vocabularyWord } from "./scale-data";
import { benchTypeahead } from "./bench-typeahead";
import { createCache } from "../server/lib/cache";
import { listingPageQuery, searchListings } from "../server/services/listings/listings";
import { listingQuery, type ListingSearch } from "../server/services/listings/listing-query";
import type { ListingViewer } from "@shared/access";
import { addDays, earliestToday } from "@shared/stay-dates";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const COUNT = arg("count", 100_000);
const RUNS = arg("runs", 30);
const withPlans = !process.argv.includes("--no-plans");
const keep = process.argv.includes("--keep");
const at = process.argv.indexOf("--database");
const SCALE_DATABASE = at > 0 ? (process.argv[at + 1] ?? "") : "wildluxe_bench_scale";
if (!/^[a-z_][a-z0-9_]*$/.test(SCALE_DATABASE))
  throw new Error(`--database: not a plain database name: ${SCALE_DATABASE}`);
const GOALS = { pglite: 60, postgres: 30 } as const;

const VISITOR: ListingViewer = null;
const ELITE: ListingViewer = { membershipTier: 3, isAdmin: false, role: "member" };

// What each search stands for: a common word or a category's word matches thousands of stays (the
// search must stay fast then: it ranks a bounded set), a rarer word hundreds, a long-tail word dozens.
type Case = {
  name: string;
  kind: "search" | "filter" | "dated" | "undated";
  shape?: string;
  viewer: ListingViewer;
  query: Record<string, unknown>;
};
const RARE = vocabularyWord(3_000);
// Text + place + date: three nights three weeks ahead (the generated calendars close nights in the next ten weeks).
const CHECKIN = addDays(earliestToday(), 21);
const NIGHTS = { checkin: CHECKIN, checkout: addDays(CHECKIN, 3) };
const CASES: Case[] = [
  {
    name: "search treehouse (visitor)",
    kind: "search",
    shape: "category word",
    viewer: VISITOR,
    query: { search: "treehouse" },
  },
  {
    name: "search cabin (visitor)",
    kind: "search",
    shape: "category word",
    viewer: VISITOR,
    query: { search: "cabin" },
  },
  { name: "search cabin (Elite)", kind: "search", shape: "category word", viewer: ELITE, query: { search: "cabin" } },
  { name: "search view (Elite)", kind: "search", shape: "common word", viewer: ELITE, query: { search: "view" } },
  { name: "search hot tub (Elite)", kind: "search", shape: "amenity", viewer: ELITE, query: { search: "hot tub" } },
  {
    name: "search lake cabin, all keywords",
    kind: "search",
    shape: "two categories",
    viewer: ELITE,
    query: { search: "lake cabin", mode: "all-keywords" },
  },
  {
    name: "search desert dome, page 3",
    kind: "search",
    shape: "category words",
    viewer: VISITOR,
    query: { search: "desert dome", page: 3 },
  },
  {
    name: "search quiet forest sauna, by price",
    kind: "search",
    shape: "common words",
    viewer: ELITE,
    query: { search: "quiet forest sauna", sort: "price-asc" },
  },
  {
    name: "search glacier (visitor)",
    kind: "search",
    shape: "less common word",
    viewer: VISITOR,
    query: { search: "glacier" },
  },
  { name: `search ${RARE} (Elite)`, kind: "search", shape: "rare word", viewer: ELITE, query: { search: RARE } },
  {
    name: "search cabin (Elite), page 150",
    kind: "search",
    shape: "deep page",
    viewer: ELITE,
    query: { search: "cabin", page: 150 },
  },
  { name: "all stays, top rated", kind: "filter", viewer: VISITOR, query: {} },
  { name: "category treehouses", kind: "filter", viewer: VISITOR, query: { category: "treehouses" } },
  { name: "region alps, newest", kind: "filter", viewer: ELITE, query: { region: "alps", sort: "newest" } },
  {
    name: "price 100-200, cheapest first",
    kind: "filter",
    viewer: VISITOR,
    query: { minPrice: 100, maxPrice: 200, sort: "price-asc" },
  },
  { name: "tier 2, rating 4.5+", kind: "filter", viewer: ELITE, query: { tier: 2, minRating: 4.5 } },
  { name: "two amenities", kind: "filter", viewer: VISITOR, query: { amenities: [2, 3] } },
  { name: "map area (Europe)", kind: "filter", viewer: VISITOR, query: { bounds: "-11,35,30,60" } },
  { name: "all stays, page 200", kind: "filter", viewer: VISITOR, query: { page: 200 } },
  {
    name: "cabin in the alps, 3 nights, 2 guests",
    kind: "dated",
    shape: "text + place + date",
    viewer: VISITOR,
    query: { search: "cabin in the alps", ...NIGHTS, guests: 2 },
  },
  {
    name: "lake view patagonia, 3 nights, 4 guests (Elite)",
    kind: "dated",
    shape: "text + place + date",
    viewer: ELITE,
    query: { search: "lake view patagonia", ...NIGHTS, guests: 4 },
  },
  {
    name: "sauna in the mediterranean, flexible ±3 days",
    kind: "dated",
    shape: "text + place + flexible date",
    viewer: VISITOR,
    query: { search: "sauna in the mediterranean", ...NIGHTS, guests: 2, flexible: true },
  },
  {
    name: "all stays, 3 nights, 2 guests",
    kind: "dated",
    shape: "date",
    viewer: VISITOR,
    query: { ...NIGHTS, guests: 2 },
  },
];
// The same searches without their dates and guests: what the dates add.
for (const c of CASES.filter((c) => c.kind === "dated")) {
  const { checkin: _in, checkout: _out, guests: _guests, flexible: _flexible, ...query } = c.query;
  CASES.push({ ...c, name: `${c.name}, without dates`, kind: "undated", query });
}

/** Rows of db.execute: an array from postgres-js, `{ rows }` from PGlite. */
const rowsOf = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as T[];
const p95 = (xs: number[]) => percentile(xs, 0.95);
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** CPU seconds of a process from /proc (utime + stime, in clock ticks of 1/100 s); 0 once it is gone. */
function procCpu(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds spent so far by this process and, on PostgreSQL, by the server's backends serving its own
 * connections (on this machine; the pool names them, db/client.ts): what a search costs, whatever else the
 * machine's cores are busy with. Another process's connections to the same database are not counted: when
 * one closed during a run, its CPU left the sum and a search cost less than nothing.
 */
async function cpuSpent(database: Database) {
  const own = process.cpuUsage();
  let backends = 0;
  if (database.kind === "postgres") {
    const pids = rowsOf<{ pid: number }>(
      await database.db.execute(
        sql`select pid from pg_stat_activity where application_name = current_setting('application_name')`,
      ),
    );
    for (const { pid } of pids) backends += procCpu(pid);
  }
  return (own.user + own.system) / 1e6 + backends;
}

async function measure(database: Database) {
  const cache = createCache({ cache: () => undefined });
  const perCase: { c: Case; p95: number; cpu: number; total: string; times: number[] }[] = [];
  // A server runs warm: every query once first, so the first case measured does not pay for compiling the code all
  // share.
  for (const c of CASES)
    await searchListings(database.db, cache, c.viewer, listingQuery.parse({ limit: 12, ...c.query }));
  for (const c of CASES) {
    const q: ListingSearch = listingQuery.parse({ limit: 12, ...c.query });
    let total = "";
    for (let i = 0; i < 3; i++) {
      const found = await searchListings(database.db, cache, c.viewer, q); // warm
      total = `${found.totalIsExact ? "" : "more than "}${found.total.toLocaleString("en-US")}`;
    }
    const times: number[] = [];
    const cpuBefore = await cpuSpent(database);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await searchListings(database.db, cache, c.viewer, q);
      times.push(performance.now() - started);
    }
    const cpu = (((await cpuSpent(database)) - cpuBefore) * 1000) / RUNS;
    perCase.push({ c, p95: p95(times), cpu, total, times });
  }
  console.log("\n| query | shape | matches | p95 | CPU per search (mean) |");
  console.log("|---|---|---|---|---|");
  for (const r of perCase)
    console.log(`| ${r.c.name} | ${r.c.shape ?? "filter"} | ${r.total} | ${ms(r.p95)} | ${ms(r.cpu)} |`);
  const overall = (kind: Case["kind"]) => p95(perCase.filter((r) => r.c.kind === kind).flatMap((r) => r.times));
  const result = {
    search: overall("search"),
    filter: overall("filter"),
    dated: overall("dated"),
    undated: overall("undated"),
  };
  const cpuOf = (kind: Case["kind"]) => ms(Math.max(...perCase.filter((r) => r.c.kind === kind).map((r) => r.cpu)));
  console.log(
    `\nsearch p95 ${ms(result.search)}, filter p95 ${ms(result.filter)}, text + place + date p95 ${ms(result.dated)} ` +
      `(the same without dates ${ms(result.undated)}) (over ${RUNS} runs of each query)`,
  );
  console.log(`CPU per search, the costliest query's mean: search ${cpuOf("search")}, filter ${cpuOf("filter")}`);
  if (withPlans) {
    for (const c of CASES) {
      const queries = await listingPageQuery(database.db, c.viewer, listingQuery.parse({ limit: 12, ...c.query }), 12);
      const explain = async (label: string, query: SQLWrapper) => {
        const rows = rowsOf<Record<string, string>>(
          await database.db.execute(sql`explain (analyze, buffers, costs off, timing on) ${query.getSQL()}`),
        );
        return `  [${label}]\n${rows.map((r) => `   ${Object.values(r)[0]}`).join("\n")}`;
      };
      const main = queries.ranked
        ? await explain("ranked candidates", queries.ranked)
        : await explain("page", queries.page);
      console.log(`\n-- ${c.name}\n${main}\n${await explain("count", queries.count)}`);
    }
  }
  return result;
}

async function run(
  kind: "pglite" | "postgres",
  open: () => Promise<{ database: Database; done: () => Promise<void> }>,
) {
  console.log(
    `\n## ${kind === "pglite" ? "Embedded database (PGlite)" : "PostgreSQL"}: ${COUNT.toLocaleString("en-US")} generated stays`,
  );
  const { database, done } = await open();
  try {
    const started = performance.now();
    await database.migrate();
    const [kept] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from listings`));
    if (keep && kept?.n === COUNT) console.log(`reusing the ${COUNT.toLocaleString("en-US")} stays kept by --keep`);
    else {
      if (kept?.n)
        throw new Error(`the scale database has ${kept.n} stays, not ${COUNT}: drop it (run once without --keep)`);
      await generateStays(database, COUNT);
      console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const result = await measure(database);
    const typeaheadOk = await benchTypeahead(database, RUNS);
    const where = kind === "pglite" ? "the embedded database" : "PostgreSQL";
    const ok = result.search < GOALS[kind];
    console.log(`${ok ? "PASS" : "FAIL"}  search p95 under ${GOALS[kind]} ms on ${where}`);
    const datedOk = result.dated < GOALS[kind];
    console.log(`${datedOk ? "PASS" : "FAIL"}  text + place + date p95 under ${GOALS[kind]} ms on ${where}`);
    return ok && datedOk && typeaheadOk;
  } finally {
    await done();
  }
}

async function scratchPostgres(url: string) {
  const admin = await openDatabase({ url });
  const drop = () => admin.db.execute(sql.raw(`drop database if exists ${SCALE_DATABASE} with (force)`));
  const exists =
    rowsOf(await admin.db.execute(sql`select 1 from pg_database where datname = ${SCALE_DATABASE}`)).length > 0;
  if (!keep || !exists) {
    await drop();
    await admin.db.execute(sql.raw(`create database ${SCALE_DATABASE}`));
  }
  const scaleUrl = new URL(url);
  scaleUrl.pathname = `/${SCALE_DATABASE}`;
  const database = await openDatabase({ url: scaleUrl.toString() });
  return {
    database,
    done: async () => {
      await database.close();
      if (!keep) await drop();
      await admin.close();
    },
  };
}

console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
const results: boolean[] = [];
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl && !process.argv.includes("--embedded-only"))
  results.push(await run("postgres", () => scratchPostgres(pgUrl)));
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it too.)");
if (!process.argv.includes("--postgres-only")) {
  const dir = keep
    ? join(tmpdir(), `wildluxe-scale-${SCALE_DATABASE}`)
    : mkdtempSync(join(tmpdir(), "wildluxe-scale-"));
  results.push(
    await run("pglite", async () => {
      const database = await openDatabase({ dataDir: dir });
      const done = async () => {
        await database.close();
        if (!keep) rmSync(dir, { recursive: true, force: true });
      };
      return { database, done };
    }),
  );
}
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);
process.exitCode = results.every(Boolean) ? 0 : 1;
