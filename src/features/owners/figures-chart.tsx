type Day = { day: string; views: number; favorites: number; bookingClicks: number };

/** Views per day for the last 30 days as small bars; booking clicks as dots above them. */
export function FiguresChart({ days, label }: { days: readonly Day[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const width = 300;
  const height = 64;
  const bar = width / Math.max(1, days.length);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-16 w-full"
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      {days.map((d, i) => {
        const h = (d.views / max) * (height - 10);
        return (
          <g key={d.day}>
            <title>{`${d.day}: ${d.views} views, ${d.favorites} saves, ${d.bookingClicks} booking clicks`}</title>
            <rect
              x={i * bar + 1}
              y={height - h}
              width={Math.max(1, bar - 2)}
              height={h}
              fill="#2f6b4f"
              opacity={0.85}
            />
            {d.bookingClicks > 0 ? (
              <circle cx={i * bar + bar / 2} cy={Math.max(4, height - h - 5)} r={2.5} fill="#b45309" />
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
