// npm run bench:scale — the listings search at 100,000 stays: generates them into a scratch database
// (embedded PGlite in a temporary directory; and PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL
// is set, in a database of its own, `wildluxe_bench_scale`, dropped and made again), then times the
// listings service's searches and filters (warm, p95) and prints EXPLAIN ANALYZE of each query.
// Goals (issue 11): search p95 under 30 ms on PostgreSQL, under 60 ms on the embedded database.
// Usage: npm run bench:scale [-- --count 100000 --runs 30 --no-plans --embedded-only --postgres-only]
import { mkdtempSync, rmSync } from "node:fs";
import { percentile } from "../server/lib/percentile";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client";
import { seedCatalog } from "../db/seed";
import { createCache } from "../server/lib/cache";
import { listingPageQuery, listingQuery, searchListings, type ListingSearch } from "../server/services/listings/listings";
import type { ListingViewer } from "../server/services/listings/access";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const COUNT = arg("count", 100_000);
const RUNS = arg("runs", 30);
const withPlans = !process.argv.includes("--no-plans");
const SCALE_DATABASE = "wildluxe_bench_scale";
const GOALS = { pglite: 60, postgres: 30 } as const;

// Words the generated names and descriptions draw from, so the full-text index has a real vocabulary.
const WORDS = `cedar pine lake forest river valley canyon desert dune ocean beach cove island fjord glacier alpine meadow
  prairie vineyard orchard jungle rainforest volcano crater marsh reef lagoon summit ridge cliff cave grotto creek
  waterfall spring hot tub sauna fireplace hearth deck terrace porch loft suite cabin treehouse yurt dome tent
  chalet lodge cottage villa bungalow houseboat airstream tiny home barn farm ranch retreat hideaway sanctuary
  quiet remote private secluded starry northern lights sunrise sunset misty golden wild rustic modern timber glass
  stone copper linen wool handmade local organic breakfast kayak canoe paddle hiking trail ski snowshoe bike horse
  wildlife birds whales bears elk owls heron fireflies stars telescope library piano chef kitchen garden
  greenhouse wine cheese bakery coffee tea spa massage pool plunge hammock swing firepit lantern candle`
  .split(/\s+/)
  .filter(Boolean);
const KINDS = ["Cabin", "Treehouse", "Yurt", "Dome", "Chalet", "Lodge", "Cottage", "Villa", "Houseboat", "Airstream", "Tiny Home", "Barn"];

const pgArray = (items: readonly string[]) => sql.raw(`array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(",")}]::text[]`);

/** Generated stays: names, places and about 60 words of description each; prices, ratings, places on the map. */
async function generate(database: Database, count: number) {
  const { db } = database;
  await seedCatalog(db);
  const batch = 10_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into listings (name, slug, description, location, main_image, tier_level, rating, review_count, featured, approved,
        category_id, primary_category_id, region_id, latitude, longitude, nightly_price, max_guests, created_at, archived_at)
      select
        initcap(w[1 + (i * 7) % nw]) || ' ' || initcap(w[1 + (i * 11) % nw]) || ' ' || k[1 + (i * 5) % nk] || ' ' || i,
        'scale-stay-' || i,
        '<p>' || (select string_agg(w[1 + ((i * 31 + j * 17 + j * j) % nw)], ' ') from generate_series(1, 60) j) || '.</p>',
        initcap(w[1 + (i * 13) % nw]) || ' ' || initcap(w[1 + (i * 3) % nw]),
        '/images/hero-landscape.svg',
        (i * 7) % 4,
        ((i * 37) % 51) / 10.0,
        (i * 17) % 200,
        i % 500 = 0,
        i % 50 <> 0,
        1 + (i * 3) % 13, 1 + (i * 3) % 13,
        (i * 5) % 19,
        -60 + ((i * 7919) % 13000) / 100.0,
        -180 + ((i::bigint * 104729) % 36000) / 100.0,
        case when i % 20 = 0 then null else 5000 + ((i * 7) % 1000) * 100 end,
        2 + (i % 8),
        now() - ((i % 1000) || ' days')::interval,
        case when i % 97 = 0 then now() else null end
      from generate_series(${from}::int, ${to}::int) i,
        (select ${pgArray(WORDS)} as w, ${WORDS.length}::int as nw, ${pgArray(KINDS)} as k, ${KINDS.length}::int as nk) words`);
    process.stdout.write(`  ${to.toLocaleString("en-US")} stays\r`);
  }
  await db.execute(sql`
    insert into listing_amenities (listing_id, amenity_id)
    select l.id, a.ids[1 + (l.id * n) % array_length(a.ids, 1)]
    from listings l, generate_series(1, 5) n, (select array_agg(id order by id) as ids from amenities) a
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  process.stdout.write("\n");
}

const VISITOR: ListingViewer = null;
const ELITE: ListingViewer = { membershipTier: 3, isAdmin: false, role: "member" };

type Case = { name: string; kind: "search" | "filter"; viewer: ListingViewer; query: Record<string, unknown> };
const CASES: Case[] = [
  { name: "search treehouse (visitor)", kind: "search", viewer: VISITOR, query: { search: "treehouse" } },
  { name: "search hot tub (Elite)", kind: "search", viewer: ELITE, query: { search: "hot tub" } },
  { name: "search lake cabin, all keywords", kind: "search", viewer: ELITE, query: { search: "lake cabin", mode: "all-keywords" } },
  { name: "search desert dome, page 3", kind: "search", viewer: VISITOR, query: { search: "desert dome", page: 3 } },
  { name: "search quiet forest sauna, by price", kind: "search", viewer: ELITE, query: { search: "quiet forest sauna", sort: "price-asc" } },
  { name: "search glacier (visitor)", kind: "search", viewer: VISITOR, query: { search: "glacier" } },
  { name: "all stays, top rated", kind: "filter", viewer: VISITOR, query: {} },
  { name: "category treehouses", kind: "filter", viewer: VISITOR, query: { category: "treehouses" } },
  { name: "region alps, newest", kind: "filter", viewer: ELITE, query: { region: "alps", sort: "newest" } },
  { name: "price 100-200, cheapest first", kind: "filter", viewer: VISITOR, query: { minPrice: 100, maxPrice: 200, sort: "price-asc" } },
  { name: "tier 2, rating 4.5+", kind: "filter", viewer: ELITE, query: { tier: 2, minRating: 4.5 } },
  { name: "two amenities", kind: "filter", viewer: VISITOR, query: { amenities: [2, 3] } },
  { name: "map area (Europe)", kind: "filter", viewer: VISITOR, query: { bounds: "-11,35,30,60" } },
  { name: "all stays, page 200", kind: "filter", viewer: VISITOR, query: { page: 200 } },
];

const p95 = (xs: number[]) => percentile(xs, 0.95);
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function measure(database: Database) {
  const cache = createCache({ cache: () => undefined });
  const perCase: { c: Case; p95: number; total: number; times: number[] }[] = [];
  for (const c of CASES) {
    const q: ListingSearch = listingQuery.parse({ limit: 12, ...c.query });
    let total = 0;
    for (let i = 0; i < 3; i++) total = (await searchListings(database.db, cache, c.viewer, q)).total; // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await searchListings(database.db, cache, c.viewer, q);
      times.push(performance.now() - started);
    }
    perCase.push({ c, p95: p95(times), total, times });
  }
  console.log("\n| query | matches | p95 |");
  console.log("|---|---|---|");
  for (const r of perCase) console.log(`| ${r.c.name} | ${r.total.toLocaleString("en-US")} | ${ms(r.p95)} |`);
  const overall = (kind: Case["kind"]) => p95(perCase.filter((r) => r.c.kind === kind).flatMap((r) => r.times));
  const result = { search: overall("search"), filter: overall("filter") };
  console.log(`\nsearch p95 ${ms(result.search)}, filter p95 ${ms(result.filter)} (over ${RUNS} runs of each query)`);
  if (withPlans) {
    for (const c of CASES) {
      const { query } = listingPageQuery(database.db, c.viewer, listingQuery.parse({ limit: 12, ...c.query }), 12);
      const explained = await database.db.execute(sql`explain (analyze, costs off, timing on) ${query.getSQL()}`);
      const rows = (Array.isArray(explained) ? explained : (explained as { rows: unknown[] }).rows) as Record<string, string>[];
      console.log(`\n-- ${c.name}\n${rows.map((r) => `   ${Object.values(r)[0]}`).join("\n")}`);
    }
  }
  return result;
}

async function run(kind: "pglite" | "postgres", open: () => Promise<{ database: Database; done: () => Promise<void> }>) {
  console.log(`\n## ${kind === "pglite" ? "Embedded database (PGlite)" : "PostgreSQL"}: ${COUNT.toLocaleString("en-US")} generated stays`);
  const { database, done } = await open();
  try {
    const started = performance.now();
    await database.migrate();
    await generate(database, COUNT);
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const result = await measure(database);
    const ok = result.search < GOALS[kind];
    console.log(`${ok ? "PASS" : "FAIL"}  search p95 under ${GOALS[kind]} ms on ${kind === "pglite" ? "the embedded database" : "PostgreSQL"}`);
    return ok;
  } finally {
    await done();
  }
}

async function scratchPostgres(url: string) {
  const admin = await openDatabase({ url });
  await admin.db.execute(sql.raw(`drop database if exists ${SCALE_DATABASE} with (force)`));
  await admin.db.execute(sql.raw(`create database ${SCALE_DATABASE}`));
  const scaleUrl = new URL(url);
  scaleUrl.pathname = `/${SCALE_DATABASE}`;
  const database = await openDatabase({ url: scaleUrl.toString() });
  return {
    database,
    done: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${SCALE_DATABASE} with (force)`));
      await admin.close();
    },
  };
}

console.log(`Load average (1, 5, 15 min): ${loadavg().map((n) => n.toFixed(2)).join(", ")}`);
const results: boolean[] = [];
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl && !process.argv.includes("--embedded-only")) results.push(await run("postgres", () => scratchPostgres(pgUrl)));
else console.log("\n(PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to measure it too.)");
if (!process.argv.includes("--postgres-only")) {
  const dir = mkdtempSync(join(tmpdir(), "wildluxe-scale-"));
  results.push(
    await run("pglite", async () => {
      const database = await openDatabase({ dataDir: dir });
      return { database, done: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) };
    }),
  );
}
console.log(`Load average (1, 5, 15 min): ${loadavg().map((n) => n.toFixed(2)).join(", ")}`);
process.exitCode = results.every(Boolean) ? 0 : 1;
