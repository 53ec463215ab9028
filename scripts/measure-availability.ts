// npm run measure:availability — the 30-night availability search across all stays (GET /api/availability's query)
// on a fresh embedded database with the demo stays, or on PostgreSQL with --url postgres://... (a scratch database:
// it is migrated and seeded). Goal: p95 under 50 ms. 200 searches, each from a different arrival day, after a warm-up.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { percentile } from "../server/lib/percentile";
import { availableStays } from "../server/services/availability/reads";
import { availabilitySearchQuery } from "../server/services/availability/rules";

const { values } = parseArgs({ options: { url: { type: "string" }, runs: { type: "string", default: "200" } } });
const database = await openDatabase(values.url ? { url: values.url } : { memory: true });
await database.migrate();
await seedDatabase(database.db);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const search = (i: number) =>
  availableStays(
    database.db,
    null,
    availabilitySearchQuery.parse({ from: day(1 + (i % 60)), to: day(31 + (i % 60)), guests: "2" }),
  );

for (let i = 0; i < 20; i++) await search(i);
const runs = Number(values.runs);
const times: number[] = [];
let found = 0;
for (let i = 0; i < runs; i++) {
  const began = performance.now();
  found = (await search(i)).total;
  times.push(performance.now() - began);
}
await database.close();

const at = (q: number) => percentile(times, q);
console.log(
  `database: ${values.url ? "postgres" : "pglite"}, load average ${loadavg()[0]!.toFixed(1)}, last search found ${found} stays`,
);
console.log(
  `30-night search, all stays, ${runs} runs: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (goal under 50 ms) ${at(0.95) < 50 ? "PASS" : "FAIL"}`,
);
process.exitCode = at(0.95) < 50 ? 0 : 1;
