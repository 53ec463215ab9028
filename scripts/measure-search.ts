// npm run measure:search — the labelled traveller queries (server/services/search/search-queries.ts, relevant
// stays computed from the catalogue's own fields) through the search box in each mode, AI search with the
// built-in parser and the stays Chrissy cites in her built-in answer (three at most, so her precision@5 is out of
// three), on a fresh embedded database with the demo stays: mean precision@5, nDCG@10 and the share of queries
// whose top 10 holds none of their relevant stays. Budgets: precision@5 >= 0.9 and none missed,
// for every engine; the script exits 1 when one is missed. `--all` lists every query under 1.0, not only misses.
import { openDatabase } from "../db/client";
import { seedDatabase } from "../db/seed";
import { measureSearch } from "../server/services/search/measure";
import { SEARCH_LABELS } from "../server/services/search/search-queries";

const PRECISION_BUDGET = 0.9;
const MISSED_BUDGET = 0;

const database = await openDatabase({ memory: true });
await database.migrate();
await seedDatabase(database.db);
const reports = await measureSearch(database.db);
await database.close();

let failed = false;
console.log(`${SEARCH_LABELS.length} labelled queries`);
for (const r of reports) {
  const pass = r.precisionAt5 >= PRECISION_BUDGET && r.missedShare <= MISSED_BUDGET;
  failed ||= !pass;
  console.log(`\n${r.engine}: ${r.scored} queries with relevant stays`);
  const missed = r.perQuery.filter((q) => q.missed).length;
  console.log(
    `  precision@5 ${r.precisionAt5.toFixed(3)} (budget ${PRECISION_BUDGET})  nDCG@10 ${r.ndcgAt10.toFixed(3)}  ` +
      `missed ${(r.missedShare * 100).toFixed(1)}% (${missed}; budget none)  ${pass ? "PASS" : "FAIL"}`,
  );
  const shown = r.perQuery.filter((q) => q.missed || (process.argv.includes("--all") && q.precisionAt5 < 1));
  for (const q of shown) {
    const score = q.missed ? "MISSED" : q.precisionAt5.toFixed(2).padStart(6);
    console.log(`    ${score}  [${q.kind}] ${q.q} (${q.relevant} relevant)`);
  }
}
process.exitCode = failed ? 1 : 0;
