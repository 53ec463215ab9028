// The typeahead at scale, for npm run bench:scale: builds its index over the generated stays once, then times
// suggestions for typed prefixes (server time, warm, p95). Goal: p95 under 20 ms.
import type { Database } from "../db/client";
import { createLogger } from "../server/lib/logger";
import { createMetrics } from "../server/lib/metrics";
import { percentile } from "../server/lib/percentile";
import { suggest } from "../server/services/search/suggest/suggest";
import type { ListingViewer } from "@shared/access";

const GOAL_MS = 20;

/**
 * What people type, as they type it: one letter (the most keys to read), the start of a place, a place with a typo,
 * a category, the start of a generated stay's name, a name no one has (every typo variant read, none found), and a
 * long phrase (the most variants of one typo).
 */
const TYPED = [
  "a",
  "al",
  "alp",
  "seat",
  "seatle",
  "swizerland",
  "lake",
  "tree",
  "glampin",
  "new y",
  "qzxvw",
  "cabins in the alps with a hot tub",
];

export async function benchTypeahead(database: Database, runs: number, viewer: ListingViewer = null): Promise<boolean> {
  const deps = { db: database.db, metrics: createMetrics(), logger: createLogger("silent") };
  const started = performance.now();
  await suggest(deps, viewer, "a");
  const built = performance.now() - started;
  // The start of the first generated stay's name, as a person looking for it would type it.
  const [stay] = (await suggest(deps, viewer, "b")).suggestions.filter((s) => s.kind === "stay");
  const typed = [...TYPED, ...(stay ? [stay.label.slice(0, 7).toLowerCase()] : [])];
  for (const q of typed) await suggest(deps, viewer, q); // warm
  const times: number[] = [];
  const cpu: number[] = [];
  const worst: Record<string, number> = {};
  for (let i = 0; i < runs; i++) {
    for (const q of typed) {
      const at = performance.now();
      const cpuAt = process.cpuUsage();
      await suggest(deps, viewer, q);
      const took = performance.now() - at;
      const spent = process.cpuUsage(cpuAt);
      times.push(took);
      cpu.push((spent.user + spent.system) / 1000);
      worst[q] = Math.max(worst[q] ?? 0, took);
    }
  }
  const p95 = percentile(times, 0.95);
  const slowest = Object.entries(worst).sort(([, a], [, b]) => b - a)[0]!;
  console.log(
    `\ntypeahead: index of the live stays built in ${(built / 1000).toFixed(1)} s; p95 ${p95.toFixed(2)} ms over ` +
      `${times.length} suggestions (${typed.length} texts x ${runs}); slowest "${slowest[0]}" ${slowest[1].toFixed(1)} ms; ` +
      `CPU per suggestion p95 ${percentile(cpu, 0.95).toFixed(2)} ms (what the time is on a machine not busy elsewhere)`,
  );
  const ok = p95 < GOAL_MS;
  console.log(`${ok ? "PASS" : "FAIL"}  typeahead p95 under ${GOAL_MS} ms`);
  return ok;
}
