/**
 * Request metrics kept in process: a bounded ring of recent requests feeds the
 * admin monitoring view (counts, latency, status per route, slow requests).
 */
export type RequestSample = { at: number; method: string; route: string; status: number; ms: number };

export type ErrorSample = { at: number; level: "error" | "warn"; message: string; source: string };

export function createMetrics(capacity = 50_000) {
  const samples: RequestSample[] = [];
  const errors: ErrorSample[] = [];
  let inFlight = 0;
  let cacheHits = 0;
  let cacheMisses = 0;

  return {
    begin() {
      inFlight++;
    },
    end(sample: RequestSample) {
      inFlight--;
      samples.push(sample);
      if (samples.length > capacity) samples.splice(0, samples.length - capacity);
    },
    error(sample: ErrorSample) {
      errors.push(sample);
      if (errors.length > 1000) errors.splice(0, errors.length - 1000);
    },
    cache(hit: boolean) {
      if (hit) cacheHits++;
      else cacheMisses++;
    },
    get inFlight() {
      return inFlight;
    },
    since(at: number) {
      return samples.filter((s) => s.at >= at);
    },
    errorsSince(at: number) {
      return errors.filter((e) => e.at >= at);
    },
    cacheStats() {
      return { hits: cacheHits, misses: cacheMisses };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
