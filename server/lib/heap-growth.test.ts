import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with `npm start`, no types needed.
import { SERVER_HEAP_MB } from "../../scripts/server-env.mjs";
import { setHeapGrowth } from "./heap-growth";

const MODULE = fileURLToPath(new URL("./heap-growth.ts", import.meta.url));

/**
 * How far the heap grows past what a full collection left alive before V8 runs the next one, in a
 * process bounded as the server is: ~42 MB live, then new objects kept until the next full
 * collection starts (measured in heap used, after each allocation step).
 */
function growthBeforeFullCollection(setGrowth: boolean): number {
  const code = `
    import { PerformanceObserver, constants } from "node:perf_hooks";
    import { setFlagsFromString } from "node:v8";
    import { runInNewContext } from "node:vm";
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc");
    ${setGrowth ? `(await import(${JSON.stringify(MODULE)})).setHeapGrowth([]);` : ""}
    let full = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++;
    }).observe({ entryTypes: ["gc"] });
    const live = Array.from({ length: 800000 }, (_, j) => ({ j, k: j + 1 }));
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const start = process.memoryUsage().heapUsed;
    const before = full;
    let peak = start;
    const kept = [];
    while (full === before && peak < start * 5) {
      kept.push(Array.from({ length: 10000 }, (_, j) => ({ j })));
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      await new Promise((resolve) => setImmediate(resolve));
    }
    console.log(peak / start, live.length + kept.length);
  `;
  const run = spawnSync(
    process.execPath,
    [`--max-old-space-size=${SERVER_HEAP_MB}`, "--import", "tsx", "--input-type=module", "-e", code],
    { encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return Number(run.stdout.split(" ")[0]);
}

describe("setHeapGrowth", () => {
  it("lets the old generation grow to twice what a full collection left before the next one, where the 256 MB bound alone allows 1.3x", () => {
    expect(growthBeforeFullCollection(false)).toBeLessThan(1.6);
    expect(growthBeforeFullCollection(true)).toBeGreaterThan(1.8);
  }, 60_000);

  it("leaves a factor given on node's command line as it is", () => {
    expect(setHeapGrowth(["--heap-growing-percent=50"])).toBe(false);
  });
});
