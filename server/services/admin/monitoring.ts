import { freemem, totalmem } from "node:os";
import { z } from "zod";
import type { ErrorSample, Metrics, RequestSample } from "../../lib/metrics";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Each range with the width of its timeline buckets. */
export const TIME_RANGES = {
  hour: { span: HOUR, bucket: 5 * MINUTE },
  day: { span: 24 * HOUR, bucket: HOUR },
  week: { span: 7 * 24 * HOUR, bucket: 6 * HOUR },
} as const;

const timeRange = z.enum(["hour", "day", "week"], { error: "timeRange must be hour, day or week." });

export const metricsQuery = z.object({ timeRange: timeRange.default("hour") });

export const errorsQuery = z.object({
  level: z.enum(["all", "error", "warn", "warning"], { error: "level must be all, error or warn." }).default("all"),
  /** all, api (REST paths), trpc (procedures), or text a source must contain. */
  source: z.string().trim().min(1).max(100).default("all"),
  timeRange: timeRange.default("hour"),
  limit: z.number().int().min(1).max(200).default(50),
});

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/** Rolling timeline buckets covering exactly [now - span, now], oldest first, empty ones included. */
export function timeline(samples: RequestSample[], now: number, span: number, bucket: number) {
  const first = now - span;
  const count = Math.ceil(span / bucket);
  const buckets = Array.from({ length: count }, (_, i) => ({
    start: first + i * bucket,
    requests: 0,
    totalMs: 0,
    errors: 0,
  }));
  for (const s of samples) {
    const b = buckets[Math.min(count - 1, Math.floor((s.at - first) / bucket))];
    if (!b) continue;
    b.requests++;
    b.totalMs += s.ms;
    if (s.status >= 500) b.errors++;
  }
  return buckets.map((b) => ({
    bucketStart: new Date(b.start).toISOString(),
    requests: b.requests,
    avgMs: b.requests ? round(b.totalMs / b.requests) : 0,
    errors: b.errors,
  }));
}

/** Request figures for the Monitoring tab, from the in-process samples of this process. */
export function performanceSummary(samples: RequestSample[]) {
  const total = samples.length;
  const serverErrors = samples.filter((s) => s.status >= 500).length;
  const byEndpoint = new Map<string, { url: string; method: string; count: number; totalMs: number }>();
  for (const s of samples) {
    const key = `${s.method} ${s.route}`;
    const entry = byEndpoint.get(key) ?? { url: s.route, method: s.method, count: 0, totalMs: 0 };
    entry.count++;
    entry.totalMs += s.ms;
    byEndpoint.set(key, entry);
  }
  return {
    totalRequests: total,
    averageResponseTime: total ? round(samples.reduce((sum, s) => sum + s.ms, 0) / total) : 0,
    /** Percent of responses that were server errors (5xx); refusals such as 401 and 404 are the caller's, not ours. */
    errorRate: total ? round((serverErrors / total) * 100, 2) : 0,
    topEndpoints: [...byEndpoint.values()]
      .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url))
      .slice(0, 10)
      .map((e) => ({ url: e.url, method: e.method, count: e.count, averageResponseTime: round(e.totalMs / e.count) })),
    slowRequests: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map((s) => ({
        url: s.route,
        method: s.method,
        duration: s.ms,
        status: s.status,
        timestamp: new Date(s.at).toISOString(),
      })),
  };
}

export async function performanceMetrics(
  metrics: Metrics,
  ping: () => Promise<boolean>,
  range: keyof typeof TIME_RANGES,
  now = Date.now(),
) {
  const { span, bucket } = TIME_RANGES[range];
  const samples = metrics.since(now - span);
  const { hits, misses } = metrics.cacheStats();
  const memory = process.memoryUsage();
  const total = totalmem();
  const databaseUp = await ping();
  return {
    timeRange: range,
    performance: performanceSummary(samples),
    systemHealth: {
      cache: { hitRate: hits + misses ? round((hits / (hits + misses)) * 100) : 0, hits, misses },
      memory: {
        /** This process's resident memory as a share of the machine's. */
        percentage: round((memory.rss / total) * 100),
        used: Math.round(memory.rss / 1024 / 1024),
        total: Math.round(total / 1024 / 1024),
        free: Math.round(freemem() / 1024 / 1024),
        heapUsed: Math.round(memory.heapUsed / 1024 / 1024),
        heapTotal: Math.round(memory.heapTotal / 1024 / 1024),
        unit: "MB",
      },
      connections: { active: metrics.inFlight, database: databaseUp ? 1 : 0 },
      uptimeSeconds: Math.round(process.uptime()),
    },
    timeline: timeline(samples, now, span, bucket),
  };
}

function matchesSource(sample: ErrorSample, source: string) {
  if (source === "all") return true;
  if (source === "trpc") return sample.source.startsWith("trpc:");
  if (source === "api") return sample.source.startsWith("/api");
  return sample.source.toLowerCase().includes(source.toLowerCase());
}

/** Recorded errors and warnings, newest first. */
export function recentErrors(metrics: Metrics, query: z.infer<typeof errorsQuery>, now = Date.now()) {
  const level = query.level === "warning" ? "warn" : query.level;
  const all = metrics
    .errorsSince(now - TIME_RANGES[query.timeRange].span)
    .filter((e) => (level === "all" || e.level === level) && matchesSource(e, query.source));
  const latest = all
    .slice(-query.limit)
    .reverse()
    .map((e) => ({ level: e.level, timestamp: new Date(e.at).toISOString(), message: e.message, source: e.source }));
  return {
    timeRange: query.timeRange,
    stats: {
      latestErrors: latest,
      total: all.length,
      byLevel: {
        error: all.filter((e) => e.level === "error").length,
        warn: all.filter((e) => e.level === "warn").length,
      },
    },
  };
}

export const systemLogQuery = z.object({
  limit: z.number().int().min(1).max(500).default(100),
  level: z.enum(["all", "info", "warn", "error"], { error: "level must be all, info, warn or error." }).default("all"),
});

/**
 * The dashboard's System Log: recent request lines and recorded errors from the
 * in-process metrics ring, newest first, as one line each.
 */
export function systemLog(metrics: Metrics, query: z.infer<typeof systemLogQuery>, now = Date.now()) {
  const since = now - TIME_RANGES.day.span;
  const wanted = (level: string) => query.level === "all" || level === query.level;
  const requestLevel = (status: number) => (status >= 500 ? "error" : status >= 400 ? "warn" : "info");
  const requests = metrics
    .since(since)
    .filter((s) => wanted(requestLevel(s.status)))
    .slice(-query.limit)
    .map((s) => ({
      at: s.at,
      level: requestLevel(s.status),
      source: "request",
      line: `${s.method} ${s.route} ${s.status} ${s.ms}ms`,
    }));
  const errors = metrics
    .errorsSince(since)
    .filter((e) => wanted(e.level))
    .slice(-query.limit)
    .map((e) => ({ at: e.at, level: e.level, source: e.source, line: `${e.source}: ${e.message}` }));
  const lines = [...requests, ...errors]
    .sort((a, b) => b.at - a.at)
    .slice(0, query.limit)
    .map((l) => ({ timestamp: new Date(l.at).toISOString(), level: l.level, source: l.source, line: l.line }));
  return { lines };
}
