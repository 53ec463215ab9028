/** The nearest-rank percentile of some timings: q = 0.95 gives the value 95% of them are at or under. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)]!;
}
