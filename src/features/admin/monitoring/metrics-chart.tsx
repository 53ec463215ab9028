import { formatCount } from "@/features/admin/shared/format";
import { chartGeometry, type TimelinePoint } from "./chart-geometry";

export type TimeRange = "hour" | "day" | "week";

const BOX = { width: 720, height: 240, top: 16, right: 52, bottom: 30, left: 48 };

const TICK_FORMAT: Record<TimeRange, Intl.DateTimeFormatOptions> = {
  hour: { hour: "numeric", minute: "2-digit" },
  day: { hour: "numeric" },
  week: { weekday: "short", hour: "numeric" },
};

const RANGE_WORDS: Record<TimeRange, string> = { hour: "the last hour", day: "the last day", week: "the last week" };

/** Requests (bars, server errors darker) and average latency (line) over the range, drawn in SVG. */
export function MetricsChart({ timeline, range }: { timeline: readonly TimelinePoint[]; range: TimeRange }) {
  const g = chartGeometry(timeline, BOX);
  const format = new Intl.DateTimeFormat("en-US", TICK_FORMAT[range]);
  const ticks = timeline.length ? [0, Math.floor((timeline.length - 1) / 2), timeline.length - 1] : [];
  const total = timeline.reduce((sum, t) => sum + t.requests, 0);
  const peak = Math.max(0, ...timeline.map((t) => t.requests));
  const slowest = Math.max(0, ...timeline.map((t) => t.avgMs));
  const summary = `Requests and average response time over ${RANGE_WORDS[range]}: ${formatCount(total)} requests, at most ${formatCount(peak)} in one interval; slowest interval averaged ${slowest} ms.`;
  const baseline = g.plot.y + g.plot.height;
  return (
    <figure>
      <div className="flex flex-wrap items-center gap-4 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-forest-300" /> Requests
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-red-400" /> Server errors
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-sand-600" /> Avg response (ms)
        </span>
      </div>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className="mt-2 h-auto w-full" role="img" aria-label={summary}>
        {[0, 0.5, 1].map((f) => {
          const y = g.plot.y + g.plot.height * (1 - f);
          return (
            <g key={f}>
              <line
                x1={g.plot.x}
                x2={g.plot.x + g.plot.width}
                y1={y}
                y2={y}
                stroke="currentColor"
                className="text-forest-900/10"
                strokeDasharray={f === 0 ? undefined : "3 4"}
              />
              <text x={g.plot.x - 8} y={y + 4} textAnchor="end" className="fill-muted text-[11px]">
                {formatCount(Math.round(g.maxRequests * f))}
              </text>
              <text x={g.plot.x + g.plot.width + 8} y={y + 4} textAnchor="start" className="fill-sand-700 text-[11px]">
                {Math.round(g.maxMs * f)} ms
              </text>
            </g>
          );
        })}
        {g.bars.map((bar, i) => (
          <g key={timeline[i]!.bucketStart}>
            <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className="fill-forest-300" />
            {bar.errorHeight > 0 ? (
              <rect
                x={bar.x}
                y={baseline - bar.errorHeight}
                width={bar.width}
                height={bar.errorHeight}
                className="fill-red-400"
              />
            ) : null}
          </g>
        ))}
        {g.latencyPath ? (
          <path d={g.latencyPath} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-sand-600" />
        ) : null}
        {g.points.map((p, i) =>
          timeline[i]!.requests ? <circle key={i} cx={p.x} cy={p.y} r={2.5} className="fill-sand-600" /> : null,
        )}
        {ticks.map((i) => (
          <text
            key={i}
            x={g.points[i]!.x}
            y={BOX.height - 8}
            textAnchor={i === 0 ? "start" : i === timeline.length - 1 ? "end" : "middle"}
            className="fill-muted text-[11px]"
          >
            {format.format(new Date(timeline[i]!.bucketStart))}
          </text>
        ))}
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
