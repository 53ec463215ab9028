import type { PoolStats } from "../../db/client";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * Request metrics kept in process: a bounded ring of recent requests feeds the
 * admin monitoring view (counts, latency, status per route, slow requests).
 */
export type RequestSample = { at: number; method: string; route: string; status: number; ms: number };

export type ErrorSample = { at: number; level: "error" | "warn"; message: string; source: string };

/**
 * The same requests for Prometheus (GET /metrics): counts by route and status, a latency
 * histogram, the database's health and latency, and Node's own (event-loop lag, memory, GC).
 * One registry per app, so apps started side by side in tests count apart.
 */
function prometheusRegistry() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "wildluxe_http_requests_total",
    help: "HTTP requests by route and status",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "wildluxe_http_request_duration_seconds",
    help: "HTTP request latency by route and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "wildluxe_http_requests_in_flight",
    help: "Requests being answered now",
    registers: [registry],
  });
  const dbUp = new Gauge({
    name: "wildluxe_db_up",
    help: "1 when the database answered the scrape's ping",
    registers: [registry],
  });
  const dbPing = new Gauge({
    name: "wildluxe_db_ping_seconds",
    help: "How long the scrape's database ping took (waits behind busy pool connections)",
    registers: [registry],
  });
  const poolMax = new Gauge({
    name: "wildluxe_db_pool_max",
    help: "Most database connections this process opens",
    registers: [registry],
  });
  const poolConnections = new Gauge({
    name: "wildluxe_db_pool_connections",
    help: "This process's open database connections by state (the scrape's own left out)",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  return { registry, requests, latency, inFlight, dbUp, dbPing, poolMax, poolConnections };
}

export function createMetrics(capacity = 50_000) {
  const prometheus = prometheusRegistry();
  // A ring: once full, each new sample takes the oldest one's slot (no array shifting per request).
  const samples: RequestSample[] = [];
  let next = 0;
  const errors: ErrorSample[] = [];
  let inFlight = 0;
  let cacheHits = 0;
  let cacheMisses = 0;

  return {
    begin() {
      inFlight++;
      prometheus.inFlight.inc();
    },
    end(sample: RequestSample) {
      inFlight--;
      prometheus.inFlight.dec();
      const labels = { method: sample.method, route: sample.route, status: String(sample.status) };
      prometheus.requests.inc(labels);
      prometheus.latency.observe(labels, sample.ms / 1000);
      if (samples.length < capacity) samples.push(sample);
      else samples[next] = sample;
      next = (next + 1) % capacity;
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
      // Oldest first: from the slot the next sample will take, round to the newest.
      const ordered = samples.length < capacity ? samples : [...samples.slice(next), ...samples.slice(0, next)];
      return ordered.filter((s) => s.at >= at);
    },
    errorsSince(at: number) {
      return errors.filter((e) => e.at >= at);
    },
    cacheStats() {
      return { hits: cacheHits, misses: cacheMisses };
    },
    /** The Prometheus text exposition, after pinging the database and counting its pool. */
    async prometheusText(database: { ping: () => Promise<boolean>; pool: () => Promise<PoolStats> }) {
      const started = performance.now();
      const up = await database.ping();
      prometheus.dbUp.set(up ? 1 : 0);
      prometheus.dbPing.set((performance.now() - started) / 1000);
      prometheus.poolConnections.reset();
      if (up) {
        const pool = await database.pool();
        prometheus.poolMax.set(pool.max);
        for (const [state, count] of Object.entries(pool.connections)) prometheus.poolConnections.set({ state }, count);
      }
      return { contentType: prometheus.registry.contentType, body: await prometheus.registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
