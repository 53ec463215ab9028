import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/features/admin/shared/admin-fields";
import { AdminCard, Badge, EmptyState, InlineAlert, Metric } from "@/features/admin/shared/admin-ui";
import { formatCount, formatPercent, formatTime } from "@/features/admin/shared/format";
import { ProgressBar } from "@/components/ui/progress-bar";
import { trpc } from "@/lib/trpc";
import { MetricsChart, type TimeRange } from "./metrics-chart";
import type { DataContext } from "@/lib/route-data";

const FIRST_RANGE: TimeRange = "hour";

/** Spec §9: metrics and errors refresh every 30 s. */
export const MONITORING_REFRESH_MS = 30_000;

const RANGES = [
  { value: "hour", label: "Last Hour" },
  { value: "day", label: "Last Day" },
  { value: "week", label: "Last Week" },
] as const;

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d ? `${d}d ${h}h` : h ? `${h}h ${m}m` : `${m}m`;
}

function HealthRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

/** Spec §2 Monitoring tab, fed by this process's request metrics. */
export function MonitoringPanel({ standalone = false }: { standalone?: boolean }) {
  const [range, setRange] = useState<TimeRange>(FIRST_RANGE);
  const live = { refetchInterval: MONITORING_REFRESH_MS, staleTime: 0, placeholderData: <T,>(previous: T) => previous };
  const metrics = trpc.admin.performanceMetrics.useQuery({ timeRange: range }, live);
  const errors = trpc.admin.errors.useQuery({ timeRange: range }, live);
  const perf = metrics.data?.performance;
  const health = metrics.data?.systemHealth;
  const refreshing = (metrics.isFetching || errors.isFetching) && !(metrics.isPending || errors.isPending);

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div>
          {standalone ? null : <h2 className="text-xl text-forest-950">Monitoring</h2>}
          <p className="text-sm text-muted">
            Requests served by this server process. Refreshes every 30 seconds
            {metrics.dataUpdatedAt ? ` · updated ${formatTime(metrics.dataUpdatedAt)}` : ""}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FilterSelect label="Time range" value={range} onChange={setRange} options={RANGES} />
          <Button
            size="sm"
            variant="secondary"
            className="h-10"
            loading={refreshing}
            onClick={() => {
              void metrics.refetch();
              void errors.refetch();
            }}
          >
            Refresh
          </Button>
        </div>
      </div>

      {metrics.isError ? <InlineAlert tone="error" title="Failed to fetch metrics" /> : null}

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Metric label="Total Requests" value={perf ? formatCount(perf.totalRequests) : "—"} />
        <Metric label="Avg Response (ms)" value={perf ? perf.averageResponseTime : "—"} />
        <Metric label="Error Rate (%)" value={perf ? perf.errorRate : "—"} hint="Server errors (5xx)" />
        <Metric
          label="Cache Hit Rate (%)"
          value={health ? health.cache.hitRate : "—"}
          hint={
            health ? `${formatCount(health.cache.hits)} hits · ${formatCount(health.cache.misses)} misses` : undefined
          }
        />
      </div>

      <AdminCard title="Traffic and latency" id="traffic-title">
        {metrics.data ? (
          <MetricsChart timeline={metrics.data.timeline} range={range} />
        ) : (
          <div className="h-56 animate-pulse rounded-xl bg-sand-100" aria-hidden="true" />
        )}
      </AdminCard>

      <div className="grid gap-5 lg:grid-cols-2">
        <AdminCard title="System Health" id="health-title">
          {health ? (
            <dl className="divide-y divide-forest-900/5">
              <div className="py-2">
                <div className="flex items-center justify-between">
                  <dt className="text-sm text-muted">Memory</dt>
                  <dd className="text-sm font-medium text-ink">
                    {formatPercent(health.memory.percentage)}{" "}
                    <span className="font-normal text-muted">
                      ({formatCount(health.memory.used)} of {formatCount(health.memory.total)} MB)
                    </span>
                  </dd>
                </div>
                <ProgressBar
                  className="mt-2"
                  percent={Math.min(100, Math.round(health.memory.percentage))}
                  label="Memory use"
                />
              </div>
              <HealthRow label="Active connections">{formatCount(health.connections.active)}</HealthRow>
              <HealthRow label="Database">
                {health.connections.database > 0 ? (
                  <Badge tone="green">Connected</Badge>
                ) : (
                  <Badge tone="red">Disconnected</Badge>
                )}
              </HealthRow>
              <HealthRow label="Uptime">{uptime(health.uptimeSeconds)}</HealthRow>
            </dl>
          ) : (
            <p className="text-sm text-muted">{metrics.isError ? "Unavailable." : "Loading…"}</p>
          )}
        </AdminCard>

        <AdminCard title="Recent Errors" id="errors-title">
          {errors.isError ? (
            <InlineAlert tone="error" title="Failed to fetch errors" />
          ) : !errors.data ? (
            <p className="text-sm text-muted">Loading…</p>
          ) : errors.data.stats.latestErrors.length === 0 ? (
            <EmptyState>No errors in this period.</EmptyState>
          ) : (
            <ul className="divide-y divide-forest-900/5">
              {errors.data.stats.latestErrors.slice(0, 5).map((e, i) => (
                <li key={`${e.timestamp}-${i}`} className="flex items-start gap-3 py-2 text-sm">
                  <Badge tone={e.level === "error" ? "red" : "amber"} className="mt-0.5 w-14 justify-center">
                    {e.level}
                  </Badge>
                  <div className="min-w-0">
                    <p className="break-words text-ink">{e.message}</p>
                    <p className="text-xs text-muted">
                      <time dateTime={e.timestamp}>{formatTime(e.timestamp)}</time> ·{" "}
                      <span className="font-mono">{e.source}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>

        <AdminCard title="Top Endpoints" id="endpoints-title">
          {perf && perf.topEndpoints.length ? (
            <ol className="divide-y divide-forest-900/5">
              {perf.topEndpoints.slice(0, 3).map((e) => (
                <li key={`${e.method} ${e.url}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate font-mono text-xs text-ink">
                    <span className="text-muted">{e.method}</span> {e.url}
                  </span>
                  <span className="shrink-0 tabular-nums text-muted">{formatCount(e.count)} requests</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{perf ? "No requests in this period." : "Loading…"}</p>
          )}
        </AdminCard>

        <AdminCard title="Slow Requests" id="slow-title">
          {perf && perf.slowRequests.length ? (
            <ol className="divide-y divide-forest-900/5">
              {perf.slowRequests.slice(0, 3).map((r, i) => (
                <li key={`${r.timestamp}-${i}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate font-mono text-xs text-ink">
                    <span className="text-muted">{r.method}</span> {r.url}
                  </span>
                  <span className="shrink-0 tabular-nums font-medium text-sand-700">{formatCount(r.duration)} ms</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{perf ? "No requests in this period." : "Loading…"}</p>
          )}
        </AdminCard>
      </div>
    </div>
  );
}

/** The Monitoring panel's queries, for its first range. */
export const monitoringPanelData = ({ q }: DataContext): readonly unknown[] => [
  q.admin.performanceMetrics.prefetch({ timeRange: FIRST_RANGE }),
  q.admin.errors.prefetch({ timeRange: FIRST_RANGE }),
];
