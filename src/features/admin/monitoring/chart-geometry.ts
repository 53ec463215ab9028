export type TimelinePoint = { bucketStart: string; requests: number; avgMs: number; errors: number };

export type ChartBox = { width: number; height: number; top: number; right: number; bottom: number; left: number };

export type ChartGeometry = {
  bars: { x: number; y: number; width: number; height: number; errorHeight: number }[];
  /** SVG path of the latency line through the bucket centres; empty without data. */
  latencyPath: string;
  points: { x: number; y: number }[];
  maxRequests: number;
  maxMs: number;
  plot: { x: number; y: number; width: number; height: number };
};

/** A "nice" axis top: 1, 2 or 5 times a power of ten, at least the value (and at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

/** Bars for requests per bucket (with the server errors as a darker cap) and a line for the average latency. */
export function chartGeometry(timeline: readonly TimelinePoint[], box: ChartBox): ChartGeometry {
  const plot = {
    x: box.left,
    y: box.top,
    width: box.width - box.left - box.right,
    height: box.height - box.top - box.bottom,
  };
  const maxRequests = niceMax(Math.max(0, ...timeline.map((t) => t.requests)));
  const maxMs = niceMax(Math.max(0, ...timeline.map((t) => t.avgMs)));
  const slot = timeline.length ? plot.width / timeline.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const bars = timeline.map((t, i) => {
    const height = (t.requests / maxRequests) * plot.height;
    return {
      x: plot.x + i * slot + (slot - barWidth) / 2,
      y: plot.y + plot.height - height,
      width: barWidth,
      height,
      errorHeight: t.requests ? (t.errors / maxRequests) * plot.height : 0,
    };
  });
  const points = timeline.map((t, i) => ({
    x: plot.x + i * slot + slot / 2,
    y: plot.y + plot.height - (t.avgMs / maxMs) * plot.height,
  }));
  const latencyPath = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
  return { bars, latencyPath, points, maxRequests, maxMs, plot };
}
