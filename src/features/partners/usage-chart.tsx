import { USAGE_DAYS_SHOWN, type dailySeries } from "./usage-series";

/** Calls per day for the last 30 days as bars; failed calls are the darker top of each bar. */
export function UsageChart({ series }: { series: ReturnType<typeof dailySeries> }) {
  const max = Math.max(1, ...series.map((d) => d.requests));
  const width = 600;
  const height = 160;
  const bar = width / USAGE_DAYS_SHOWN;
  const total = series.reduce((sum, d) => sum + d.requests, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${total} calls in the last ${USAGE_DAYS_SHOWN} days; busiest day ${max === 1 && total === 0 ? "none" : `${max} calls`}.`}
      >
        <line x1={0} x2={width} y1={height} y2={height} stroke="#0c1f1426" />
        {series.map((d, i) => {
          const h = (d.requests / max) * (height - 8);
          const e = (d.errors / max) * (height - 8);
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.requests} calls, ${d.errors} failed`}</title>
              <rect x={i * bar + 2} y={height - h} width={bar - 4} height={h} rx={2} fill="#2f6b4f" />
              {e > 0 ? <rect x={i * bar + 2} y={height - h} width={bar - 4} height={e} rx={2} fill="#b45309" /> : null}
            </g>
          );
        })}
      </svg>
      <p className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{series[0]?.day}</span>
        <span>{series.at(-1)?.day}</span>
      </p>
      <figcaption className="mt-2 flex gap-4 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-[#2f6b4f]" aria-hidden="true" /> Calls
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-[#b45309]" aria-hidden="true" /> Failed
        </span>
      </figcaption>
    </figure>
  );
}
