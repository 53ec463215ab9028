import type { Rng } from "@shared/seeded-random";
import { between, n1 } from "./random-colour";
import { id, type Scene } from "./scene";

// Geometry: ridges, paths and filled layers on the 1200 x 800 canvas.

export const W = 1200;
export const H = 800;

export type Pt = [number, number];

export function mountainRidge(rng: Rng, base: number, amp: number, roughness = 0.62, peaks = 3): Pt[] {
  const size = 128;
  // Broad peaks give the silhouette; fractal noise on top gives the rocky edge.
  const centres = Array.from({ length: peaks }, () => ({
    cx: between(rng, -0.05, 1.05),
    height: between(rng, 0.5, 1),
    width: between(rng, 0.14, 0.32),
    skew: between(rng, 0.7, 1.4),
  }));
  const noise = new Array<number>(size + 1).fill(0);
  noise[0] = between(rng, -1, 1);
  noise[size] = between(rng, -1, 1);
  let step = size;
  let scale = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      noise[i] = ((noise[i - half] ?? 0) + (noise[i + half] ?? 0)) / 2 + between(rng, -scale, scale);
    }
    step = half;
    scale *= roughness;
  }
  const pts: Pt[] = [];
  for (let i = 0; i <= size; i++) {
    const x = i / size;
    let lift = 0.08;
    for (const c of centres) {
      const d = x < c.cx ? (c.cx - x) / c.width : ((x - c.cx) / c.width) * c.skew;
      lift = Math.max(lift, c.height * Math.pow(Math.max(0, 1 - d), 1.35));
    }
    pts.push([x * (W + 40) - 20, base - amp * lift - amp * 0.2 * (noise[i] ?? 0) * (0.35 + lift)]);
  }
  return pts;
}

export function hillRidge(rng: Rng, base: number, amp: number, waves = 3, count = 40): Pt[] {
  const comps = Array.from({ length: 3 }, (_, k) => ({
    f: (waves * (k + 1) * between(rng, 0.7, 1.3) * Math.PI * 2) / W,
    p: between(rng, 0, Math.PI * 2),
    a: amp / (k * 1.8 + 1),
  }));
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * (W + 80) - 40;
    let y = base;
    for (const c of comps) y -= c.a * Math.sin(c.f * x + c.p);
    pts.push([x, y]);
  }
  return pts;
}

export function groundAt(points: Pt[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    if (x <= b[0]) {
      const t = (x - a[0]) / (b[0] - a[0] || 1);
      return a[1] + (b[1] - a[1]) * t;
    }
  }
  return points[points.length - 1]?.[1] ?? H;
}

function linePath(points: Pt[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n1(x)} ${n1(y)}`).join(" ");
}

/** Catmull-Rom through the points, as cubic Béziers. */
export function smoothPath(points: Pt[]): string {
  const first = points[0];
  if (!first) return "";
  let d = `M${n1(first[0])} ${n1(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return d;
}

export function area(points: Pt[], fill: string, smooth: boolean, extra = ""): string {
  const top = smooth ? smoothPath(points) : linePath(points);
  const last = points[points.length - 1];
  const first = points[0];
  if (!first || !last) return "";
  return `<path d="${top} L${n1(last[0])} ${H + 10} L${n1(first[0])} ${H + 10} Z" fill="${fill}"${extra}/>`;
}

/** Vertical gradient fill for a land layer: lit edge at the top, deeper below. */
export function layerGradient(scene: Scene, top: string, bottom: string, y1: number, y2: number): string {
  const gid = id(scene, "lg");
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="${n1(y1)}" x2="0" y2="${n1(y2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return `url(#${gid})`;
}

export function minY(points: Pt[]): number {
  return Math.min(...points.map((p) => p[1]));
}
