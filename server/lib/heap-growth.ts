import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow past what a full collection left alive before it runs the
 * next one: 100 % (a factor of 2). V8 derives the factor from the heap's bound, and with the 256 MB
 * bound the server runs under (scripts/server-env.mjs, decision 020) it is at most 1.3: a heap of
 * ~52 MB live was collected in full every ~20 MB of promoted garbage, every 25 signed-in renders, and
 * each of those pauses landed in a render's tail (decision 006, 2026-11-27 h-render5). Unbounded,
 * V8 lets it grow by up to 4x; 2x keeps the heap far under its bound.
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets the old generation's growing factor for this process. V8 reads it at each full collection,
 * so it applies from the next one on. Not an option NODE_OPTIONS accepts, hence set from inside; a
 * `--heap-growing-percent` given on node's own command line wins.
 */
export function setHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith("--heap-growing-percent") || arg.startsWith("--heap_growing_percent")))
    return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
