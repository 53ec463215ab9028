import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { notFound } from "../../lib/errors";

/** One motif per category slug, plus the journal and a fallback. */
export const ART_THEMES = [
  "luxury-cabins",
  "treehouses",
  "glamping",
  "tiny-homes",
  "lakeside",
  "beachfront",
  "mountain",
  "desert",
  "farm",
  "boats",
  "caves",
  "islands",
  "luxury-rv-camping",
  "journal",
  "default",
] as const;

export type ArtTheme = (typeof ART_THEMES)[number];

/** Rendered widths; anything else rounds up so the disk cache stays small. */
export const ART_WIDTHS = [400, 800, 1200, 1600] as const;

const SEED_PATTERN = /^[a-z0-9-]{1,80}$/;
const WEBP_QUALITY = 72;

export function isArtTheme(value: string): value is ArtTheme {
  return (ART_THEMES as readonly string[]).includes(value);
}

function checkInput(theme: string, seed: string): asserts theme is ArtTheme {
  if (!isArtTheme(theme)) throw notFound(`Unknown art theme "${theme}". Known themes: ${ART_THEMES.join(", ")}.`);
  if (!SEED_PATTERN.test(seed)) {
    throw notFound("Art seed must be 1-80 characters of lowercase letters, digits and hyphens.");
  }
}

/** Smallest allowed width that is at least the requested one (the largest for anything bigger). */
export function artWidthFor(requested: number): number {
  if (!Number.isFinite(requested) || requested <= 0) return ART_WIDTHS[0];
  return ART_WIDTHS.find((w) => w >= requested) ?? ART_WIDTHS[ART_WIDTHS.length - 1] ?? 1600;
}

// ---------------------------------------------------------------------------
// Randomness and colour

type Rng = () => number;

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

function choose<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("choose() from an empty list");
  return item;
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Small hue-free jitter so two seeds with the same palette still differ. */
function jitter(rng: Rng, hex: string, amount = 10): string {
  const [r, g, b] = parseHex(hex);
  const d = between(rng, -amount, amount);
  return toHex([r + d, g + d * 0.9, b + d * 0.8]);
}

const n1 = (v: number) => Math.round(v * 10) / 10;

// ---------------------------------------------------------------------------
// Moods (time of day) and terrain palettes

type Mood = {
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  sun: string;
  glow: string;
  /** How far land colours sink toward `shadow`. */
  dim: number;
  shadow: string;
  haze: number;
  /** What distant land fades toward: the horizon by day, a deeper tone in low light. */
  far: string;
  night: boolean;
  /** Warm window light; brighter at night. */
  window: string;
  windowGlow: number;
};

const MOODS = {
  dawn: {
    skyTop: "#9fb2c6",
    skyMid: "#d8c6c3",
    skyHorizon: "#f2d7bd",
    sun: "#fcebd3",
    glow: "#f5cda6",
    dim: 0.1,
    shadow: "#2a2f3d",
    haze: 0.75,
    far: "#e6d2c4",
    night: false,
    window: "#f6c679",
    windowGlow: 0.35,
  },
  golden: {
    skyTop: "#aebfc6",
    skyMid: "#e6cda7",
    skyHorizon: "#f3d9ab",
    sun: "#fff1d2",
    glow: "#f0c07a",
    dim: 0.12,
    shadow: "#3b2f28",
    haze: 0.65,
    far: "#ecd6b4",
    night: false,
    window: "#f7c46c",
    windowGlow: 0.3,
  },
  dusk: {
    skyTop: "#44506d",
    skyMid: "#a78196",
    skyHorizon: "#efb38c",
    sun: "#fad4a8",
    glow: "#ec9d77",
    dim: 0.38,
    shadow: "#1f2232",
    haze: 0.55,
    far: "#8a7388",
    night: false,
    window: "#ffc46b",
    windowGlow: 0.6,
  },
  mist: {
    skyTop: "#c9d3d2",
    skyMid: "#e1e4dd",
    skyHorizon: "#f0ede4",
    sun: "#fbf8ef",
    glow: "#ffffff",
    dim: 0.06,
    shadow: "#27302e",
    haze: 0.95,
    far: "#ebe9e1",
    night: false,
    window: "#f3c77f",
    windowGlow: 0.25,
  },
  night: {
    skyTop: "#0e1524",
    skyMid: "#1d2a42",
    skyHorizon: "#3f4d68",
    sun: "#efe8d6",
    glow: "#8d9cba",
    dim: 0.72,
    shadow: "#0b111c",
    haze: 0.9,
    far: "#2b3650",
    night: true,
    window: "#ffc266",
    windowGlow: 0.9,
  },
  day: {
    skyTop: "#96b8ca",
    skyMid: "#c3d7dd",
    skyHorizon: "#ebe6d6",
    sun: "#fffaf0",
    glow: "#fff0d2",
    dim: 0.04,
    shadow: "#233039",
    haze: 0.7,
    far: "#dfe2da",
    night: false,
    window: "#f4c57a",
    windowGlow: 0.2,
  },
} satisfies Record<string, Mood>;

type MoodName = keyof typeof MOODS;

/** Far to near. */
const TERRAIN = {
  forest: ["#9bb0a4", "#6c8a7c", "#48655a", "#2a4139"],
  alpine: ["#a3aebb", "#7a8796", "#55626f", "#323d47"],
  sand: ["#e6cba8", "#d7b08a", "#bf9169", "#8f6a4c"],
  redrock: ["#dcae93", "#c58c70", "#a06a53", "#6f4939"],
  meadow: ["#b9bd95", "#94a072", "#6d7d52", "#4a5837"],
  tropical: ["#97b9a5", "#65957c", "#40725a", "#264b3c"],
  stone: ["#e3cdb0", "#d2b292", "#b69373", "#8b6c52"],
  slate: ["#aab6c4", "#8495a9", "#60728a", "#3e4c61"],
} as const;

type Terrain = readonly [string, string, string, string];

type Scene = {
  rng: Rng;
  mood: Mood;
  terrain: Terrain;
  defs: string[];
  ids: number;
};

function id(scene: Scene, prefix: string): string {
  scene.ids += 1;
  return `${prefix}${scene.ids}`;
}

/** Colour for a land layer: far layers fade into the horizon, all sink toward the mood's shadow. */
function land(scene: Scene, depth: number, base?: string): string {
  const { mood, terrain } = scene;
  const index = Math.min(3, Math.max(0, Math.round(depth * 3)));
  const raw = base ?? terrain[index] ?? "#777777";
  const hazed = mix(raw, mood.far, mood.haze * (1 - depth) * 0.72);
  return mix(hazed, mood.shadow, mood.dim * (0.55 + 0.45 * depth));
}

// ---------------------------------------------------------------------------
// Geometry

const W = 1200;
const H = 800;

type Pt = [number, number];

function mountainRidge(rng: Rng, base: number, amp: number, roughness = 0.62, peaks = 3): Pt[] {
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

function hillRidge(rng: Rng, base: number, amp: number, waves = 3, count = 40): Pt[] {
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

function groundAt(points: Pt[], x: number): number {
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
function smoothPath(points: Pt[]): string {
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

function area(points: Pt[], fill: string, smooth: boolean, extra = ""): string {
  const top = smooth ? smoothPath(points) : linePath(points);
  const last = points[points.length - 1];
  const first = points[0];
  if (!first || !last) return "";
  return `<path d="${top} L${n1(last[0])} ${H + 10} L${n1(first[0])} ${H + 10} Z" fill="${fill}"${extra}/>`;
}

/** Vertical gradient fill for a land layer: lit edge at the top, deeper below. */
function layerGradient(scene: Scene, top: string, bottom: string, y1: number, y2: number): string {
  const gid = id(scene, "lg");
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="${n1(y1)}" x2="0" y2="${n1(y2)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return `url(#${gid})`;
}

function minY(points: Pt[]): number {
  return Math.min(...points.map((p) => p[1]));
}

// ---------------------------------------------------------------------------
// Sky

type SkyOptions = { sunX: number; sunY: number; sunR: number };

function sky(scene: Scene, opts: SkyOptions): string {
  const { mood, rng } = scene;
  const gid = id(scene, "sky");
  const glowId = id(scene, "glow");
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mood.skyTop}"/><stop offset="0.55" stop-color="${mood.skyMid}"/><stop offset="1" stop-color="${mood.skyHorizon}"/></linearGradient>`,
    `<radialGradient id="${glowId}" cx="${n1(opts.sunX)}" cy="${n1(opts.sunY)}" r="${n1(opts.sunR * 9)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mood.glow}" stop-opacity="${mood.night ? 0.35 : 0.75}"/><stop offset="0.35" stop-color="${mood.glow}" stop-opacity="${mood.night ? 0.08 : 0.25}"/><stop offset="1" stop-color="${mood.glow}" stop-opacity="0"/></radialGradient>`,
  );
  let out = `<rect width="${W}" height="${H}" fill="url(#${gid})"/>`;
  if (mood.night) {
    let stars = "";
    const count = 90 + Math.floor(rng() * 60);
    for (let i = 0; i < count; i++) {
      const x = rng() * W;
      const y = Math.pow(rng(), 1.6) * H * 0.6;
      const r = rng() < 0.08 ? between(rng, 1.1, 1.7) : between(rng, 0.4, 0.9);
      stars += `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="#f4efe2" opacity="${n1(between(rng, 0.35, 0.95))}"/>`;
    }
    out += stars;
  }
  out += `<rect width="${W}" height="${H}" fill="url(#${glowId})"/>`;
  if (mood.night) {
    const maskId = id(scene, "moon");
    scene.defs.push(
      `<mask id="${maskId}"><rect width="${W}" height="${H}" fill="#000"/><circle cx="${n1(opts.sunX)}" cy="${n1(opts.sunY)}" r="${n1(opts.sunR * 0.7)}" fill="#fff"/><circle cx="${n1(opts.sunX + opts.sunR * 0.32)}" cy="${n1(opts.sunY - opts.sunR * 0.2)}" r="${n1(opts.sunR * 0.6)}" fill="#000"/></mask>`,
    );
    out += `<circle cx="${n1(opts.sunX)}" cy="${n1(opts.sunY)}" r="${n1(opts.sunR * 0.7)}" fill="${mood.sun}" mask="url(#${maskId})"/>`;
  } else {
    out += `<circle cx="${n1(opts.sunX)}" cy="${n1(opts.sunY)}" r="${n1(opts.sunR)}" fill="${mood.sun}" opacity="0.95"/>`;
  }
  return out;
}

function clouds(scene: Scene, count: number, yMax: number): string {
  const { rng, mood } = scene;
  const colour = mood.night ? mix(mood.skyMid, "#ffffff", 0.08) : mix(mood.skyHorizon, "#ffffff", 0.45);
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = between(rng, 40, W - 40);
    const cy = between(rng, 60, yMax);
    const len = between(rng, 140, 320);
    const opacity = mood.night ? 0.25 : between(rng, 0.35, 0.6);
    out += `<g opacity="${n1(opacity)}" fill="${colour}" filter="url(#soft)">`;
    const puffs = 3 + Math.floor(rng() * 3);
    for (let k = 0; k < puffs; k++) {
      const px = cx + (k / (puffs - 1) - 0.5) * len;
      out += `<ellipse cx="${n1(px)}" cy="${n1(cy + between(rng, -4, 4))}" rx="${n1(len / puffs)}" ry="${n1(between(rng, 5, 11))}"/>`;
    }
    out += "</g>";
  }
  return out;
}

function birds(scene: Scene, count: number, cx: number, cy: number): string {
  const { rng, mood } = scene;
  if (mood.night) return "";
  const colour = mix(mood.shadow, mood.skyMid, 0.25);
  let out = `<g fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" opacity="0.7">`;
  for (let i = 0; i < count; i++) {
    const x = cx + between(rng, -90, 90);
    const y = cy + between(rng, -40, 40);
    const s = between(rng, 5, 9);
    out += `<path d="M${n1(x - s)} ${n1(y - s * 0.3)} Q${n1(x - s * 0.4)} ${n1(y - s * 0.6)} ${n1(x)} ${n1(y)} Q${n1(x + s * 0.4)} ${n1(y - s * 0.6)} ${n1(x + s)} ${n1(y - s * 0.3)}"/>`;
  }
  return `${out}</g>`;
}

function mistBand(scene: Scene, y: number, height: number, strength = 0.5): string {
  const gid = id(scene, "mist");
  const c = scene.mood.night ? mix(scene.mood.skyHorizon, "#ffffff", 0.1) : mix(scene.mood.skyHorizon, "#ffffff", 0.3);
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity="0"/><stop offset="0.6" stop-color="${c}" stop-opacity="${n1(strength * scene.mood.haze)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`,
  );
  return `<rect x="0" y="${n1(y)}" width="${W}" height="${n1(height)}" fill="url(#${gid})"/>`;
}

// ---------------------------------------------------------------------------
// Vegetation

function pine(x: number, base: number, h: number, fill: string): string {
  const tiers = 4;
  const w = h * 0.36;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 1; i <= tiers; i++) {
    const y = base - h + (h * 0.88 * i) / tiers;
    const wi = (w * i) / tiers;
    left.push(`${n1(x - wi)} ${n1(y)}`, `${n1(x - wi * 0.45)} ${n1(y - h * 0.06)}`);
    right.unshift(`${n1(x + wi * 0.45)} ${n1(y - h * 0.06)}`, `${n1(x + wi)} ${n1(y)}`);
  }
  left.pop();
  right.shift();
  return `<path d="M${n1(x)} ${n1(base - h)} L${left.join(" L")} L${n1(x - h * 0.03)} ${n1(base - h * 0.12)} L${n1(x - h * 0.03)} ${n1(base + 2)} L${n1(x + h * 0.03)} ${n1(base + 2)} L${n1(x + h * 0.03)} ${n1(base - h * 0.12)} L${right.join(" L")} Z" fill="${fill}"/>`;
}

function pineRow(scene: Scene, ridge: Pt[], fill: string, density: number, hMin: number, hMax: number, from = 0, to = W): string {
  const { rng } = scene;
  let out = "";
  let x = from + rng() * (W / density);
  while (x < to) {
    const h = between(rng, hMin, hMax);
    out += pine(x, groundAt(ridge, x) + h * 0.08, h, fill);
    x += between(rng, 0.35, 1.4) * (W / density);
  }
  return out;
}

function roundTree(x: number, base: number, h: number, fill: string): string {
  const r = h * 0.34;
  return `<g fill="${fill}"><rect x="${n1(x - h * 0.025)}" y="${n1(base - h * 0.45)}" width="${n1(h * 0.05)}" height="${n1(h * 0.46)}"/><ellipse cx="${n1(x)}" cy="${n1(base - h + r)}" rx="${n1(r * 1.05)}" ry="${n1(r)}"/><ellipse cx="${n1(x - r * 0.55)}" cy="${n1(base - h + r * 1.5)}" rx="${n1(r * 0.7)}" ry="${n1(r * 0.6)}"/><ellipse cx="${n1(x + r * 0.6)}" cy="${n1(base - h + r * 1.45)}" rx="${n1(r * 0.7)}" ry="${n1(r * 0.62)}"/></g>`;
}

function palm(x: number, base: number, h: number, lean: number, fill: string): string {
  const topX = x + lean * h * 0.35;
  const topY = base - h;
  const trunk = `<path d="M${n1(x - h * 0.035)} ${n1(base)} Q${n1(x + lean * h * 0.04)} ${n1(base - h * 0.5)} ${n1(topX - h * 0.016)} ${n1(topY)} L${n1(topX + h * 0.016)} ${n1(topY)} Q${n1(x + lean * h * 0.1)} ${n1(base - h * 0.5)} ${n1(x + h * 0.035)} ${n1(base)} Z" fill="${fill}"/>`;
  const len = h * 0.42;
  // [direction, reach, droop]: arching fronds that fall away from the crown.
  const fronds: [number, number, number][] = [
    [-1, 0.95, 0.6],
    [-1, 1, 0.25],
    [-1, 0.75, -0.05],
    [-0.35, 0.6, -0.3],
    [0.3, 0.6, -0.28],
    [1, 0.8, -0.02],
    [1, 1, 0.28],
    [1, 0.9, 0.62],
    [-0.6, 0.5, 0.75],
    [0.55, 0.5, 0.78],
  ];
  let leaves = "";
  for (const [dir, reach, droop] of fronds) {
    const ex = topX + dir * reach * len;
    const ey = topY + droop * len;
    const cx = topX + dir * reach * len * 0.5;
    const upper = topY - len * 0.26 + droop * len * 0.2;
    const lower = topY - len * 0.08 + droop * len * 0.38;
    leaves += `<path d="M${n1(topX)} ${n1(topY)} Q${n1(cx)} ${n1(upper)} ${n1(ex)} ${n1(ey)} Q${n1(cx)} ${n1(lower)} ${n1(topX)} ${n1(topY)} Z" fill="${fill}"/>`;
  }
  return trunk + leaves + `<circle cx="${n1(topX)}" cy="${n1(topY + h * 0.015)}" r="${n1(h * 0.028)}" fill="${fill}"/>`;
}

// ---------------------------------------------------------------------------
// Buildings and objects (silhouettes with warm light)

function glow(scene: Scene, cx: number, cy: number, r: number): string {
  const { mood } = scene;
  const glowId = id(scene, "wg");
  scene.defs.push(
    `<radialGradient id="${glowId}"><stop offset="0" stop-color="${mood.window}" stop-opacity="${n1(mood.windowGlow * 0.6)}"/><stop offset="1" stop-color="${mood.window}" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="url(#${glowId})"/>`;
}

function lit(scene: Scene): string {
  return `fill="${scene.mood.window}" opacity="${n1(0.55 + scene.mood.windowGlow * 0.45)}"`;
}

function windowLight(scene: Scene, x: number, y: number, w: number, h: number): string {
  return glow(scene, x + w / 2, y + h / 2, Math.max(w, h) * 2.2) + `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" ${lit(scene)}/>`;
}

function cabin(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 70 * s;
  const wallH = 34 * s;
  const roofH = 34 * s;
  const left = x - w / 2;
  const smoke = scene.mood.night
    ? ""
    : `<path d="M${n1(x + w * 0.28)} ${n1(base - wallH - roofH * 0.8)} q${n1(8 * s)} ${n1(-14 * s)} 0 ${n1(-26 * s)} t${n1(4 * s)} ${n1(-28 * s)}" fill="none" stroke="${mix(scene.mood.skyHorizon, "#ffffff", 0.4)}" stroke-width="${n1(3 * s)}" stroke-linecap="round" opacity="0.45"/>`;
  return (
    smoke +
    `<rect x="${n1(x + w * 0.22)}" y="${n1(base - wallH - roofH * 0.85)}" width="${n1(8 * s)}" height="${n1(roofH * 0.6)}" fill="${fill}"/>` +
    `<path d="M${n1(left - 6 * s)} ${n1(base - wallH)} L${n1(x)} ${n1(base - wallH - roofH)} L${n1(left + w + 6 * s)} ${n1(base - wallH)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left)}" y="${n1(base - wallH)}" width="${n1(w)}" height="${n1(wallH + 4)}" fill="${fill}"/>` +
    windowLight(scene, left + w * 0.14, base - wallH * 0.72, w * 0.22, wallH * 0.45) +
    windowLight(scene, left + w * 0.62, base - wallH * 0.72, w * 0.22, wallH * 0.45) +
    windowLight(scene, x - 6 * s, base - wallH - roofH * 0.5, 12 * s, roofH * 0.32)
  );
}

function aFrame(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 80 * s;
  const h = 78 * s;
  const glass = `<path d="M${n1(x)} ${n1(base - h * 0.78)} L${n1(x + w * 0.28)} ${n1(base)} L${n1(x - w * 0.28)} ${n1(base)} Z" ${lit(scene)}/>`;
  return (
    glow(scene, x, base - h * 0.3, w * 0.9) +
    `<path d="M${n1(x - w / 2 - 8 * s)} ${n1(base)} L${n1(x)} ${n1(base - h)} L${n1(x + w / 2 + 8 * s)} ${n1(base)} Z" fill="${fill}"/>` +
    glass +
    `<path d="M${n1(x)} ${n1(base - h * 0.78)} L${n1(x)} ${n1(base)} M${n1(x - w * 0.14)} ${n1(base - h * 0.39)} L${n1(x + w * 0.14)} ${n1(base - h * 0.39)}" stroke="${fill}" stroke-width="${n1(2.2 * s)}"/>`
  );
}

function chalet(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 110 * s;
  const wallH = 46 * s;
  const roofH = 30 * s;
  const left = x - w / 2;
  let windows = "";
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      windows += windowLight(scene, left + w * (0.1 + col * 0.22), base - wallH * (0.85 - row * 0.45), w * 0.12, wallH * 0.26);
    }
  }
  return (
    `<path d="M${n1(left - 14 * s)} ${n1(base - wallH + 2)} L${n1(x)} ${n1(base - wallH - roofH)} L${n1(left + w + 14 * s)} ${n1(base - wallH + 2)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left)}" y="${n1(base - wallH)}" width="${n1(w)}" height="${n1(wallH + 4)}" fill="${fill}"/>` +
    `<rect x="${n1(left - 6 * s)}" y="${n1(base - wallH * 0.5)}" width="${n1(w + 12 * s)}" height="${n1(3 * s)}" fill="${fill}"/>` +
    windows
  );
}

function tinyHouse(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 84 * s;
  const hL = 38 * s;
  const hR = 54 * s;
  const left = x - w / 2;
  const wheels = `<circle cx="${n1(left + w * 0.3)}" cy="${n1(base - 4 * s)}" r="${n1(6 * s)}" fill="${fill}"/><circle cx="${n1(left + w * 0.42)}" cy="${n1(base - 4 * s)}" r="${n1(6 * s)}" fill="${fill}"/>`;
  return (
    `<path d="M${n1(left - 5 * s)} ${n1(base - hL - 8 * s)} L${n1(left + w + 8 * s)} ${n1(base - hR - 8 * s)} L${n1(left + w + 8 * s)} ${n1(base - hR - 2 * s)} L${n1(left - 5 * s)} ${n1(base - hL - 2 * s)} Z" fill="${fill}"/>` +
    `<path d="M${n1(left)} ${n1(base - 8 * s)} L${n1(left)} ${n1(base - hL - 2 * s)} L${n1(left + w)} ${n1(base - hR - 2 * s)} L${n1(left + w)} ${n1(base - 8 * s)} Z" fill="${fill}"/>` +
    wheels +
    windowLight(scene, left + w * 0.5, base - hR * 0.82, w * 0.38, hR * 0.58) +
    windowLight(scene, left + w * 0.12, base - hL * 0.7, w * 0.16, hL * 0.35)
  );
}

function bellTent(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 120 * s;
  const h = 74 * s;
  const cloth = mix(fill, "#e9dcc6", scene.mood.night ? 0.12 : 0.55);
  const open = `<path d="M${n1(x)} ${n1(base - h * 0.72)} L${n1(x + w * 0.13)} ${n1(base)} L${n1(x - w * 0.13)} ${n1(base)} Z" fill="${scene.mood.window}" opacity="${n1(0.6 + scene.mood.windowGlow * 0.4)}"/>`;
  const glowId = id(scene, "tg");
  scene.defs.push(
    `<radialGradient id="${glowId}"><stop offset="0" stop-color="${scene.mood.window}" stop-opacity="${n1(scene.mood.windowGlow * 0.55)}"/><stop offset="1" stop-color="${scene.mood.window}" stop-opacity="0"/></radialGradient>`,
  );
  return (
    `<ellipse cx="${n1(x)}" cy="${n1(base - h * 0.3)}" rx="${n1(w * 1.1)}" ry="${n1(h * 0.9)}" fill="url(#${glowId})"/>` +
    `<path d="M${n1(x - w / 2)} ${n1(base)} Q${n1(x - w * 0.42)} ${n1(base - h * 0.55)} ${n1(x - w * 0.08)} ${n1(base - h * 0.9)} L${n1(x)} ${n1(base - h)} L${n1(x + w * 0.08)} ${n1(base - h * 0.9)} Q${n1(x + w * 0.42)} ${n1(base - h * 0.55)} ${n1(x + w / 2)} ${n1(base)} Z" fill="${cloth}"/>` +
    `<path d="M${n1(x - w / 2)} ${n1(base)} Q${n1(x - w * 0.42)} ${n1(base - h * 0.55)} ${n1(x - w * 0.08)} ${n1(base - h * 0.9)} L${n1(x - w * 0.02)} ${n1(base - h * 0.9)} L${n1(x - w * 0.22)} ${n1(base)} Z" fill="${fill}" opacity="0.35"/>` +
    open +
    `<line x1="${n1(x)}" y1="${n1(base - h)}" x2="${n1(x)}" y2="${n1(base - h - 12 * s)}" stroke="${fill}" stroke-width="${n1(2.5 * s)}"/>`
  );
}

function campfire(scene: Scene, x: number, base: number, s: number): string {
  const glowId = id(scene, "fire");
  scene.defs.push(
    `<radialGradient id="${glowId}"><stop offset="0" stop-color="#ffb35c" stop-opacity="${n1(0.25 + scene.mood.windowGlow * 0.5)}"/><stop offset="1" stop-color="#ffb35c" stop-opacity="0"/></radialGradient>`,
  );
  return (
    `<ellipse cx="${n1(x)}" cy="${n1(base - 6 * s)}" rx="${n1(60 * s)}" ry="${n1(34 * s)}" fill="url(#${glowId})"/>` +
    `<path d="M${n1(x - 6 * s)} ${n1(base)} Q${n1(x - 7 * s)} ${n1(base - 10 * s)} ${n1(x)} ${n1(base - 20 * s)} Q${n1(x + 7 * s)} ${n1(base - 10 * s)} ${n1(x + 6 * s)} ${n1(base)} Z" fill="#ffb25a"/>` +
    `<path d="M${n1(x - 3 * s)} ${n1(base)} Q${n1(x - 3 * s)} ${n1(base - 6 * s)} ${n1(x)} ${n1(base - 11 * s)} Q${n1(x + 3 * s)} ${n1(base - 6 * s)} ${n1(x + 3 * s)} ${n1(base)} Z" fill="#ffe1a3"/>`
  );
}

function treehouse(scene: Scene, x: number, base: number, s: number, fill: string, canopy: string): string {
  const { rng } = scene;
  const trunkTop = base - 330 * s;
  const houseY = base - 190 * s;
  const highlight = mix(canopy, scene.mood.sun, 0.14);
  const clumps = Array.from({ length: 15 }, () => {
    const dx = between(rng, -1, 1);
    return {
      cx: x + dx * 130 * s,
      // Dome-shaped crown: clumps near the middle sit higher.
      cy: trunkTop + (Math.abs(dx) * 70 - 30 + between(rng, -25, 25)) * s,
      rx: between(rng, 45, 75) * s,
      ry: between(rng, 32, 50) * s,
    };
  });
  let leaves = "";
  for (const c of clumps) leaves += `<ellipse cx="${n1(c.cx)}" cy="${n1(c.cy)}" rx="${n1(c.rx)}" ry="${n1(c.ry)}" fill="${canopy}"/>`;
  for (const c of clumps) {
    leaves += `<ellipse cx="${n1(c.cx - c.rx * 0.18)}" cy="${n1(c.cy - c.ry * 0.3)}" rx="${n1(c.rx * 0.62)}" ry="${n1(c.ry * 0.5)}" fill="${highlight}" opacity="0.55"/>`;
  }
  const trunk = `<path d="M${n1(x - 22 * s)} ${n1(base + 4)} Q${n1(x - 12 * s)} ${n1(base - 160 * s)} ${n1(x - 8 * s)} ${n1(trunkTop)} L${n1(x + 8 * s)} ${n1(trunkTop)} Q${n1(x + 12 * s)} ${n1(base - 160 * s)} ${n1(x + 22 * s)} ${n1(base + 4)} Z" fill="${fill}"/>`;
  const branches = `<path d="M${n1(x)} ${n1(base - 230 * s)} L${n1(x - 90 * s)} ${n1(base - 300 * s)} M${n1(x)} ${n1(base - 260 * s)} L${n1(x + 95 * s)} ${n1(base - 320 * s)}" stroke="${fill}" stroke-width="${n1(7 * s)}" stroke-linecap="round"/>`;
  const w = 96 * s;
  const wallH = 44 * s;
  const house =
    `<rect x="${n1(x - w / 2 - 14 * s)}" y="${n1(houseY)}" width="${n1(w + 28 * s)}" height="${n1(6 * s)}" fill="${fill}"/>` +
    `<path d="M${n1(x - w / 2 - 10 * s)} ${n1(houseY + 6 * s)} L${n1(x - 10 * s)} ${n1(houseY + 50 * s)} M${n1(x + w / 2 + 10 * s)} ${n1(houseY + 6 * s)} L${n1(x + 10 * s)} ${n1(houseY + 50 * s)}" stroke="${fill}" stroke-width="${n1(4 * s)}"/>` +
    `<rect x="${n1(x - w / 2)}" y="${n1(houseY - wallH)}" width="${n1(w)}" height="${n1(wallH)}" fill="${fill}"/>` +
    `<path d="M${n1(x - w / 2 - 10 * s)} ${n1(houseY - wallH)} L${n1(x)} ${n1(houseY - wallH - 34 * s)} L${n1(x + w / 2 + 10 * s)} ${n1(houseY - wallH)} Z" fill="${fill}"/>` +
    windowLight(scene, x - w * 0.36, houseY - wallH * 0.78, w * 0.24, wallH * 0.5) +
    windowLight(scene, x + w * 0.1, houseY - wallH * 0.78, w * 0.24, wallH * 0.5) +
    `<path d="M${n1(x + w / 2 + 14 * s)} ${n1(houseY + 6 * s)} L${n1(x + w / 2 + 70 * s)} ${n1(base)}" stroke="${fill}" stroke-width="${n1(3 * s)}"/>` +
    `<path d="M${n1(x + w / 2 + 24 * s)} ${n1(houseY + 6 * s)} L${n1(x + w / 2 + 80 * s)} ${n1(base)}" stroke="${fill}" stroke-width="${n1(3 * s)}"/>`;
  return trunk + branches + leaves + house;
}

function barn(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 96 * s;
  const wallH = 42 * s;
  const left = x - w / 2;
  return (
    `<path d="M${n1(left - 4 * s)} ${n1(base - wallH)} L${n1(left + w * 0.16)} ${n1(base - wallH - 26 * s)} L${n1(x)} ${n1(base - wallH - 38 * s)} L${n1(left + w * 0.84)} ${n1(base - wallH - 26 * s)} L${n1(left + w + 4 * s)} ${n1(base - wallH)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left)}" y="${n1(base - wallH)}" width="${n1(w)}" height="${n1(wallH + 4)}" fill="${fill}"/>` +
    `<rect x="${n1(left + w + 4 * s)}" y="${n1(base - 70 * s)}" width="${n1(20 * s)}" height="${n1(70 * s + 4)}" rx="${n1(10 * s)}" fill="${fill}"/>` +
    windowLight(scene, x - 10 * s, base - wallH * 0.7, 20 * s, wallH * 0.5) +
    windowLight(scene, x - 6 * s, base - wallH - 22 * s, 12 * s, 10 * s)
  );
}

function adobe(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 100 * s;
  const h = 40 * s;
  const left = x - w / 2;
  let beams = "";
  for (let i = 0; i < 5; i++) beams += `<rect x="${n1(left + w * (0.1 + i * 0.18))}" y="${n1(base - h - 2 * s)}" width="${n1(10 * s)}" height="${n1(4 * s)}" fill="${fill}"/>`;
  return (
    `<path d="M${n1(left)} ${n1(base + 4)} L${n1(left)} ${n1(base - h)} L${n1(left + w * 0.6)} ${n1(base - h)} L${n1(left + w * 0.6)} ${n1(base - h * 1.45)} L${n1(left + w)} ${n1(base - h * 1.45)} L${n1(left + w)} ${n1(base + 4)} Z" fill="${fill}"/>` +
    beams +
    windowLight(scene, left + w * 0.12, base - h * 0.7, w * 0.14, h * 0.4) +
    windowLight(scene, left + w * 0.7, base - h * 1.2, w * 0.14, h * 0.4) +
    windowLight(scene, left + w * 0.36, base - h * 0.78, w * 0.1, h * 0.78)
  );
}

function houseboat(scene: Scene, x: number, water: number, s: number, fill: string): string {
  const w = 200 * s;
  const left = x - w / 2;
  let windows = "";
  for (let i = 0; i < 5; i++) windows += windowLight(scene, left + w * (0.14 + i * 0.14), water - 42 * s, w * 0.08, 16 * s);
  return (
    `<path d="M${n1(left - 10 * s)} ${n1(water - 14 * s)} L${n1(left + w + 10 * s)} ${n1(water - 14 * s)} L${n1(left + w - 6 * s)} ${n1(water + 4 * s)} L${n1(left + 6 * s)} ${n1(water + 4 * s)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left + w * 0.08)}" y="${n1(water - 56 * s)}" width="${n1(w * 0.8)}" height="${n1(44 * s)}" fill="${fill}"/>` +
    `<path d="M${n1(left + w * 0.02)} ${n1(water - 56 * s)} L${n1(left + w * 0.94)} ${n1(water - 56 * s)} L${n1(left + w * 0.86)} ${n1(water - 66 * s)} L${n1(left + w * 0.1)} ${n1(water - 66 * s)} Z" fill="${fill}"/>` +
    windows
  );
}

function airstream(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 150 * s;
  const h = 58 * s;
  const left = x - w / 2;
  const gid = id(scene, "alu");
  const hi = mix(scene.mood.skyHorizon, "#ffffff", 0.35);
  const body = mix(fill, hi, scene.mood.night ? 0.25 : 0.55);
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.45" stop-color="${body}"/><stop offset="1" stop-color="${fill}"/></linearGradient>`,
  );
  return (
    `<rect x="${n1(left)}" y="${n1(base - h - 10 * s)}" width="${n1(w)}" height="${n1(h)}" rx="${n1(h * 0.5)}" fill="url(#${gid})"/>` +
    `<path d="M${n1(left + w * 0.55)} ${n1(base - h - 4 * s)} L${n1(left + w * 0.95)} ${n1(base - h + 14 * s)}" stroke="${fill}" stroke-width="${n1(2 * s)}"/>` +
    `<path d="M${n1(left + w * 0.55)} ${n1(base - h - 6 * s)} L${n1(left + w * 0.98)} ${n1(base - h + 12 * s)} L${n1(left + w * 0.55)} ${n1(base - h + 12 * s)} Z" fill="${mix(fill, "#c9b79a", 0.35)}" opacity="0.9"/>` +
    windowLight(scene, left + w * 0.12, base - h * 0.95, w * 0.22, h * 0.3) +
    windowLight(scene, left + w * 0.62, base - h * 0.75, w * 0.1, h * 0.6) +
    `<circle cx="${n1(left + w * 0.4)}" cy="${n1(base - 8 * s)}" r="${n1(9 * s)}" fill="${fill}"/>` +
    `<path d="M${n1(left - 4 * s)} ${n1(base - 18 * s)} L${n1(left - 30 * s)} ${n1(base - 8 * s)}" stroke="${fill}" stroke-width="${n1(3 * s)}"/>`
  );
}

function balloon(x: number, y: number, r: number, fill: string, stripe: string): string {
  return (
    `<path d="M${n1(x - r)} ${n1(y)} A${n1(r)} ${n1(r)} 0 1 1 ${n1(x + r)} ${n1(y)} Q${n1(x + r * 0.9)} ${n1(y + r * 0.8)} ${n1(x + r * 0.25)} ${n1(y + r * 1.3)} L${n1(x - r * 0.25)} ${n1(y + r * 1.3)} Q${n1(x - r * 0.9)} ${n1(y + r * 0.8)} ${n1(x - r)} ${n1(y)} Z" fill="${fill}"/>` +
    `<path d="M${n1(x - r * 0.35)} ${n1(y - r * 0.95)} Q${n1(x - r * 0.45)} ${n1(y + r * 0.5)} ${n1(x - r * 0.12)} ${n1(y + r * 1.3)} L${n1(x + r * 0.12)} ${n1(y + r * 1.3)} Q${n1(x + r * 0.45)} ${n1(y + r * 0.5)} ${n1(x + r * 0.35)} ${n1(y - r * 0.95)} Q${n1(x)} ${n1(y - r * 1.05)} ${n1(x - r * 0.35)} ${n1(y - r * 0.95)} Z" fill="${stripe}"/>` +
    `<rect x="${n1(x - r * 0.2)}" y="${n1(y + r * 1.45)}" width="${n1(r * 0.4)}" height="${n1(r * 0.3)}" fill="${stripe}"/>`
  );
}

// ---------------------------------------------------------------------------
// Water

function water(scene: Scene, horizon: number, sunX: number, reflect: string): string {
  const { mood, rng } = scene;
  const gid = id(scene, "water");
  const clip = id(scene, "wclip");
  const top = mix(mood.skyHorizon, mood.skyMid, 0.35);
  const deep = mix(mix(mood.skyTop, "#2c4550", 0.45), mood.shadow, mood.dim * 0.6);
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="${horizon}" x2="0" y2="${H}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<clipPath id="${clip}"><rect x="0" y="${n1(horizon)}" width="${W}" height="${n1(H - horizon)}"/></clipPath>`,
  );
  let ripples = "";
  const glint = mix(mood.sun, "#ffffff", 0.3);
  for (let i = 0; i < 26; i++) {
    const t = i / 26;
    const y = horizon + 6 + Math.pow(t, 1.5) * (H - horizon - 10);
    const w = between(rng, 8, 40) * (1 + t * 2.5);
    const x = sunX + between(rng, -30, 30) * (1 + t * 2);
    ripples += `<rect x="${n1(x - w / 2)}" y="${n1(y)}" width="${n1(w)}" height="${n1(1.5 + t * 2)}" rx="1" fill="${glint}" opacity="${n1(0.55 * (1 - t * 0.6))}"/>`;
  }
  let lines = "";
  const lineColour = mix(top, "#ffffff", 0.25);
  for (let i = 0; i < 14; i++) {
    const y = horizon + 10 + rng() * (H - horizon - 20);
    const x = rng() * W;
    const w = between(rng, 40, 160);
    lines += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="1.2" fill="${lineColour}" opacity="0.25"/>`;
  }
  return (
    `<rect x="0" y="${n1(horizon)}" width="${W}" height="${n1(H - horizon)}" fill="url(#${gid})"/>` +
    `<g clip-path="url(#${clip})"><g transform="translate(0 ${n1(horizon * 2)}) scale(1 -1)" opacity="0.28">${reflect}</g></g>` +
    ripples +
    lines
  );
}

// ---------------------------------------------------------------------------
// Themes

type ThemeSpec = {
  moods: MoodName[];
  terrain: Terrain;
  draw: (scene: Scene) => string;
};

function sunFor(scene: Scene, yLo: number, yHi: number, r = 38): SkyOptions {
  const { rng } = scene;
  return { sunX: between(rng, 180, W - 180), sunY: between(rng, yLo, yHi), sunR: between(rng, r * 0.85, r * 1.15) };
}

function farRanges(scene: Scene, base: number, amp: number, layers = 2): string {
  let out = "";
  for (let i = 0; i < layers; i++) {
    const ridge = mountainRidge(scene.rng, base + i * 40, amp * (1 - i * 0.25), 0.7, 2 + Math.floor(scene.rng() * 3));
    out += area(ridge, land(scene, i * 0.18), false);
  }
  return out;
}

const THEMES: Record<ArtTheme, ThemeSpec> = {
  "luxury-cabins": {
    moods: ["dusk", "mist", "golden", "night", "dawn"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 220, 360);
      let out = sky(scene, sun) + clouds(scene, 2, 260);
      out += farRanges(scene, 430, 200);
      out += mistBand(scene, 400, 140, 0.6);
      const mid = hillRidge(rng, 540, 30, 2);
      out += area(mid, land(scene, 0.5), true) + pineRow(scene, mid, land(scene, 0.5), 34, 40, 70);
      out += mistBand(scene, 520, 110, 0.45);
      const near = hillRidge(rng, 660, 26, 1.2);
      const nearColour = land(scene, 1);
      const cx = between(rng, 0.55, 0.78) * W;
      out += area(near, nearColour, true);
      out += (rng() < 0.5 ? aFrame : cabin)(scene, cx, groundAt(near, cx) + 4, 1.25, nearColour);
      out += pineRow(scene, near, nearColour, 12, 110, 200, 0, cx - 110) + pineRow(scene, near, nearColour, 10, 120, 220, cx + 110, W);
      return out;
    },
  },
  treehouses: {
    moods: ["mist", "golden", "dusk", "dawn"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 160, 300);
      let out = sky(scene, sun);
      const far = hillRidge(rng, 470, 45, 2);
      out += area(far, land(scene, 0.1), true) + pineRow(scene, far, land(scene, 0.1), 60, 30, 55);
      out += mistBand(scene, 420, 160, 0.7);
      const mid = hillRidge(rng, 560, 30, 2);
      out += area(mid, land(scene, 0.45), true) + pineRow(scene, mid, land(scene, 0.45), 30, 70, 130);
      out += mistBand(scene, 520, 140, 0.5);
      const near = hillRidge(rng, 720, 14, 1);
      const nearColour = land(scene, 1);
      out += area(near, nearColour, true);
      const tx = between(rng, 0.3, 0.65) * W;
      out += treehouse(scene, tx, groundAt(near, tx), 1.25, nearColour, mix(nearColour, land(scene, 0.7), 0.35));
      out += pineRow(scene, near, nearColour, 9, 200, 320, 0, tx - 200) + pineRow(scene, near, nearColour, 9, 200, 320, tx + 230, W);
      return out;
    },
  },
  glamping: {
    moods: ["night", "dusk", "golden", "night"],
    terrain: TERRAIN.meadow,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 180, 340, 34);
      let out = sky(scene, sun);
      out += farRanges(scene, 470, 150, 2);
      out += mistBand(scene, 440, 110, 0.5);
      const mid = hillRidge(rng, 580, 22, 1.5);
      out += area(mid, land(scene, 0.55), true) + pineRow(scene, mid, land(scene, 0.55), 40, 30, 60, 0, W * 0.35);
      const near = hillRidge(rng, 690, 16, 1);
      const nearColour = land(scene, 1);
      out += area(near, nearColour, true);
      const tx = between(rng, 0.3, 0.6) * W;
      out += bellTent(scene, tx, groundAt(near, tx) + 3, 1.75, nearColour);
      const fx = tx + 200 * (rng() < 0.5 ? -1 : 1);
      out += campfire(scene, fx, groundAt(near, fx) + 8, 1.5);
      out += pineRow(scene, near, nearColour, 8, 150, 240, W * 0.82, W);
      return out;
    },
  },
  "tiny-homes": {
    moods: ["golden", "dawn", "mist", "dusk", "day"],
    terrain: TERRAIN.meadow,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 340);
      let out = sky(scene, sun) + clouds(scene, 3, 280) + birds(scene, 3, sun.sunX - 200, 200);
      const far = hillRidge(rng, 480, 40, 1.5);
      out += area(far, land(scene, 0.1), true);
      out += mistBand(scene, 450, 100, 0.5);
      const mid = hillRidge(rng, 560, 34, 2);
      out += area(mid, land(scene, 0.45), true);
      for (let i = 0; i < 5; i++) {
        const x = rng() * W;
        out += roundTree(x, groundAt(mid, x) + 4, between(rng, 30, 50), land(scene, 0.55));
      }
      const near = hillRidge(rng, 680, 24, 1);
      const nearColour = land(scene, 1);
      out += area(near, nearColour, true);
      const hx = between(rng, 0.38, 0.62) * W;
      out += tinyHouse(scene, hx, groundAt(near, hx) + 6, 1.45, nearColour);
      out += roundTree(hx + 190, groundAt(near, hx + 190) + 6, 170, nearColour) + roundTree(hx - 230, groundAt(near, hx - 230) + 6, 130, nearColour);
      return out;
    },
  },
  lakeside: {
    moods: ["dawn", "mist", "golden", "dusk", "night"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 520;
      const sun = sunFor(scene, 220, 360);
      let out = sky(scene, sun) + clouds(scene, 2, 260);
      const far = mountainRidge(rng, horizon + 5, 230, 0.7, 3);
      const farLayer = area(far, land(scene, 0.12), false);
      const shore = hillRidge(rng, horizon + 2, 10, 3);
      const shoreLayer = area(shore, land(scene, 0.5), true) + pineRow(scene, shore, land(scene, 0.5), 70, 22, 42);
      out += farLayer + mistBand(scene, horizon - 90, 120, 0.6) + shoreLayer;
      out += water(scene, horizon + 8, sun.sunX, farLayer + shoreLayer);
      const nearColour = land(scene, 1);
      const side = rng() < 0.5 ? -1 : 1;
      const landX = side < 0 ? 0 : W;
      const bank: Pt[] = side < 0
        ? [[-20, 600], [180, 610], [330, 650], [430, 720], [470, 820]]
        : [[730, 820], [770, 720], [870, 650], [1020, 610], [1220, 600]];
      out += `<path d="${smoothPath(bank)} L${landX + side * 20} ${H + 10} Z" fill="${nearColour}"/>`;
      out += pineRow(scene, bank, nearColour, 12, 130, 240, side < 0 ? 0 : 790, side < 0 ? 410 : W);
      const dockX = side < 0 ? 420 : 780;
      const dockEnd = dockX - side * 260;
      out += `<path d="M${dockX} 690 L${dockEnd} 690 L${dockEnd} 697 L${dockX} 697 Z" fill="${nearColour}"/>`;
      for (let i = 0; i <= 5; i++) {
        const px = dockX + ((dockEnd - dockX) * i) / 5;
        out += `<rect x="${n1(px - 2)}" y="694" width="4" height="22" fill="${nearColour}"/>`;
      }
      out += `<path d="M${n1(dockEnd + side * 60)} 686 q${n1(-side * 40)} 14 ${n1(-side * 90)} 0 Z" fill="${nearColour}"/>`;
      return out;
    },
  },
  beachfront: {
    moods: ["golden", "day", "dusk", "dawn"],
    terrain: TERRAIN.sand,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 470;
      const sun = sunFor(scene, 240, 380, 42);
      let out = sky(scene, sun) + clouds(scene, 3, 300) + birds(scene, 4, sun.sunX + 200, 220);
      const onLeft = rng() < 0.5;
      const reach = between(rng, 260, 420);
      const rise = between(rng, 30, 60);
      const profile: Pt[] = [
        [-40, horizon - rise],
        [reach * 0.3, horizon - rise * between(rng, 0.9, 1.1)],
        [reach * 0.65, horizon - rise * 0.55],
        [reach, horizon + 1],
      ];
      const head = onLeft ? profile : profile.map(([x, y]): Pt => [W - x, y]).reverse();
      const headLayer = `<path d="${smoothPath(head)} L${onLeft ? -40 : W + 40} ${horizon + 1} Z" fill="${land(scene, 0.2, TERRAIN.tropical[1])}"/>`;
      out += headLayer;
      out += water(scene, horizon, sun.sunX, headLayer);
      const foam = mix(scene.mood.skyHorizon, "#ffffff", 0.6);
      const beach = hillRidge(rng, 640, 22, 0.8);
      out += `<path d="${smoothPath(beach.map(([x, y]) => [x, y - 8]))} L${W + 40} ${H + 10} L-40 ${H + 10} Z" fill="${foam}" opacity="0.6"/>`;
      out += area(beach, layerGradient(scene, mix(land(scene, 0.4), scene.mood.sun, 0.15), land(scene, 0.85), 600, H), true);
      const nearColour = land(scene, 1, TERRAIN.tropical[3]);
      const px = rng() < 0.5 ? between(rng, 80, 260) : between(rng, 900, 1100);
      const lean = px < W / 2 ? 0.6 : -0.6;
      out += palm(px, groundAt(beach, px) + 30, 420, lean, nearColour);
      out += palm(px + lean * -110, groundAt(beach, px) + 40, 330, lean * 1.3, nearColour);
      return out;
    },
  },
  mountain: {
    moods: ["dawn", "night", "golden", "mist", "dusk"],
    terrain: TERRAIN.alpine,
    draw: (scene) => {
      const { rng, mood } = scene;
      const sun = sunFor(scene, 130, 260, 32);
      let out = sky(scene, sun) + clouds(scene, 2, 220);
      const snow = mix("#f7f4ee", mood.shadow, mood.dim * 0.6);
      for (let i = 0; i < 2; i++) {
        const ridge = mountainRidge(rng, 470 + i * 70, 360 - i * 110, 0.7, 2 + i);
        const top = minY(ridge);
        const rock = land(scene, 0.15 + i * 0.25);
        const fill = layerGradient(scene, snow, rock, top, top + 150 + i * 30);
        out += area(ridge, fill, false);
        out += mistBand(scene, 430 + i * 70, 120, 0.55);
      }
      const mid = hillRidge(rng, 610, 40, 1.6);
      out += area(mid, land(scene, 0.7), true) + pineRow(scene, mid, land(scene, 0.7), 45, 40, 75);
      const near = hillRidge(rng, 700, 30, 1.2);
      const nearColour = land(scene, 1);
      out += area(near, nearColour, true);
      const cx = between(rng, 0.3, 0.7) * W;
      out += chalet(scene, cx, groundAt(near, cx) + 6, 1.15, nearColour);
      out += pineRow(scene, near, nearColour, 14, 100, 180, 0, cx - 120) + pineRow(scene, near, nearColour, 14, 100, 180, cx + 120, W);
      return out;
    },
  },
  desert: {
    moods: ["golden", "dusk", "night", "dawn"],
    terrain: TERRAIN.redrock,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 250, 380, 52);
      let out = sky(scene, sun) + birds(scene, 2, sun.sunX - 150, 240);
      // Flat-topped mesas on the horizon.
      let mesas = "";
      let x = between(rng, -80, 120);
      while (x < W) {
        const w = between(rng, 120, 300);
        const h = between(rng, 50, 130);
        const y = 520;
        mesas += `<path d="M${n1(x)} ${y} L${n1(x + w * 0.12)} ${n1(y - h * 0.8)} L${n1(x + w * 0.18)} ${n1(y - h)} L${n1(x + w * 0.78)} ${n1(y - h)} L${n1(x + w * 0.86)} ${n1(y - h * 0.75)} L${n1(x + w)} ${y} Z" fill="${land(scene, 0.05)}"/>`;
        x += w + between(rng, 60, 260);
      }
      out += mesas + `<rect x="0" y="518" width="${W}" height="${H}" fill="${land(scene, 0.1)}"/>`;
      out += mistBand(scene, 470, 90, 0.5);
      for (let i = 0; i < 3; i++) {
        const dune = hillRidge(rng, 560 + i * 60, 40 - i * 6, 1.2 + i * 0.4);
        const top = minY(dune);
        const d = 0.25 + i * 0.3;
        const sand = TERRAIN.sand[Math.min(3, i + 1)];
        const lit = mix(land(scene, d, sand), scene.mood.sun, 0.22);
        const deep = mix(land(scene, d + 0.1, sand), scene.mood.shadow, 0.12);
        out += area(dune, layerGradient(scene, lit, deep, top, top + 110), true);
      }
      const near = hillRidge(rng, 730, 12, 1);
      const nearColour = land(scene, 1, TERRAIN.redrock[3]);
      out += area(near, nearColour, true);
      const hx = between(rng, 0.55, 0.8) * W;
      out += adobe(scene, hx, groundAt(near, hx) + 4, 1.6, nearColour);
      out += palm(hx - 150, groundAt(near, hx - 150) + 8, 280, -0.25, nearColour) + palm(hx - 200, groundAt(near, hx - 200) + 10, 210, -0.5, nearColour);
      return out;
    },
  },
  farm: {
    moods: ["golden", "dawn", "day", "mist"],
    terrain: TERRAIN.meadow,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 330);
      let out = sky(scene, sun) + clouds(scene, 3, 280) + birds(scene, 3, sun.sunX + 150, 180);
      const far = hillRidge(rng, 480, 30, 1.5);
      out += area(far, land(scene, 0.1), true);
      out += mistBand(scene, 450, 90, 0.45);
      const fields = [TERRAIN.meadow[1], "#c9b27a", TERRAIN.meadow[2], "#b79b62"];
      for (let i = 0; i < 3; i++) {
        const ridge = hillRidge(rng, 540 + i * 60, 28, 1.3);
        const colour = land(scene, 0.35 + i * 0.25, choose(rng, fields));
        out += area(ridge, colour, true);
        // Crop rows follow the field's contour.
        let rows = "";
        for (let k = 1; k <= 6; k++) {
          rows += `<path d="${smoothPath(ridge.map(([x, y]) => [x, y + k * (9 + i * 5)]))}" fill="none" stroke="${mix(colour, scene.mood.shadow, 0.18)}" stroke-width="${n1(1.2 + i * 0.6)}" opacity="0.55"/>`;
        }
        out += rows;
        if (i === 0) {
          for (let t = 0; t < 6; t++) {
            const x = rng() * W;
            out += roundTree(x, groundAt(ridge, x) + 3, between(rng, 26, 44), land(scene, 0.55, TERRAIN.forest[2]));
          }
        }
      }
      const near = hillRidge(rng, 715, 14, 1);
      const nearColour = land(scene, 1, TERRAIN.forest[3]);
      out += area(near, nearColour, true);
      const bx = between(rng, 0.55, 0.8) * W;
      out += barn(scene, bx, groundAt(near, bx) + 4, 1.35, nearColour);
      out += roundTree(bx - 190, groundAt(near, bx - 190) + 6, 190, nearColour);
      let fence = "";
      for (let fx = 10; fx < bx - 260; fx += 44) fence += `<rect x="${fx}" y="${n1(groundAt(near, fx) - 26)}" width="4" height="28" fill="${nearColour}"/>`;
      fence += `<path d="${smoothPath(near.filter(([x]) => x < bx - 250).map(([x, y]) => [x, y - 20]))}" fill="none" stroke="${nearColour}" stroke-width="3"/>`;
      return out + fence;
    },
  },
  boats: {
    moods: ["dusk", "dawn", "mist", "golden", "night"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 500;
      const sun = sunFor(scene, 230, 360);
      let out = sky(scene, sun) + clouds(scene, 2, 260) + birds(scene, 3, sun.sunX - 180, 210);
      const far = hillRidge(rng, horizon, 60, 1.4);
      const farLayer = area(far, land(scene, 0.15), true);
      const mid = hillRidge(rng, horizon + 3, 22, 2.5);
      const midLayer = area(mid, land(scene, 0.45), true) + pineRow(scene, mid, land(scene, 0.45), 70, 18, 34);
      out += farLayer + mistBand(scene, horizon - 60, 90, 0.5) + midLayer;
      const boatX = between(rng, 0.35, 0.65) * W;
      const boatColour = land(scene, 1);
      const boat = houseboat(scene, boatX, 640, 1.5, boatColour);
      out += water(scene, horizon + 6, sun.sunX, farLayer + midLayer);
      out += `<g transform="translate(0 ${640 * 2 + 8}) scale(1 -1)" opacity="0.22">${houseboat(scene, boatX, 640, 1.5, boatColour)}</g>`;
      out += boat;
      return out;
    },
  },
  caves: {
    moods: ["dawn", "golden", "dusk"],
    terrain: TERRAIN.stone,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 170, 300, 34);
      let out = sky(scene, sun);
      const balloonColours = ["#c9785d", "#d7a65b", "#8d9a7a", "#b86d6d", "#6f8aa1"];
      const bCount = 2 + Math.floor(rng() * 4);
      for (let i = 0; i < bCount; i++) {
        const r = between(rng, 10, 30);
        out += `<g opacity="${n1(0.55 + r / 80)}">${balloon(between(rng, 80, W - 80), between(rng, 110, 360), r, mix(choose(rng, balloonColours), scene.mood.skyHorizon, 0.25 - r / 200), mix(choose(rng, balloonColours), "#ffffff", 0.25))}</g>`;
      }
      const far = hillRidge(rng, 500, 30, 1.2);
      out += area(far, land(scene, 0.1), true);
      out += mistBand(scene, 460, 100, 0.5);
      // Fairy chimneys in two depths: tall soft cones, some with a darker basalt cap.
      for (const depth of [0.3, 0.55]) {
        const colour = land(scene, depth);
        const capColour = mix(colour, scene.mood.shadow, 0.35);
        const base = depth < 0.5 ? 600 : 640;
        const scale = depth < 0.5 ? 0.75 : 1;
        let cones = "";
        let x = between(rng, -40, 60);
        while (x < W + 40) {
          const h = between(rng, 110, 260) * scale;
          const w = between(rng, 60, 110) * scale;
          const tipY = base - h;
          cones += `<path d="M${n1(x - w / 2)} ${base} Q${n1(x - w * 0.3)} ${n1(base - h * 0.55)} ${n1(x - w * 0.13)} ${n1(tipY + 6)} Q${n1(x)} ${n1(tipY - 10)} ${n1(x + w * 0.13)} ${n1(tipY + 6)} Q${n1(x + w * 0.3)} ${n1(base - h * 0.55)} ${n1(x + w / 2)} ${base} Z" fill="${colour}"/>`;
          if (rng() < 0.4) {
            cones += `<ellipse cx="${n1(x)}" cy="${n1(tipY + 2)}" rx="${n1(w * 0.2)}" ry="${n1(w * 0.1)}" fill="${capColour}"/>`;
          }
          if (depth > 0.5 && rng() < 0.5) cones += windowLight(scene, x - 5, base - h * between(rng, 0.3, 0.55), 10, 14);
          x += w * between(rng, 0.6, 1.2);
        }
        out += cones + area(hillRidge(rng, base - 8, 8, 1.5), colour, true) + mistBand(scene, base - 70, 90, 0.35);
      }
      // Cliff with strata and glowing arched doorways.
      const cliff = hillRidge(rng, 640, 40, 1.1);
      const cliffTop = minY(cliff);
      const nearLit = land(scene, 0.8);
      out += area(cliff, layerGradient(scene, nearLit, land(scene, 1), cliffTop, H), true);
      let strata = "";
      for (let k = 1; k < 8; k++) {
        strata += `<path d="${smoothPath(cliff.map(([cx, cy]) => [cx, cy + k * 26 + Math.sin(cx / 90 + k) * 4]))}" fill="none" stroke="${mix(nearLit, scene.mood.shadow, 0.2)}" stroke-width="2" opacity="0.45"/>`;
      }
      out += strata;
      const doors = 3 + Math.floor(rng() * 3);
      for (let i = 0; i < doors; i++) {
        const dx = between(rng, 0.1, 0.9) * W;
        const dy = groundAt(cliff, dx) + between(rng, 60, 150);
        const w = between(rng, 22, 34);
        const hgt = w * 1.5;
        out += glow(scene, dx, dy - hgt / 2, hgt * 1.8);
        out += `<path d="M${n1(dx - w / 2)} ${n1(dy)} L${n1(dx - w / 2)} ${n1(dy - hgt + w / 2)} A${n1(w / 2)} ${n1(w / 2)} 0 0 1 ${n1(dx + w / 2)} ${n1(dy - hgt + w / 2)} L${n1(dx + w / 2)} ${n1(dy)} Z" ${lit(scene)}/>`;
      }
      return out;
    },
  },
  islands: {
    moods: ["day", "golden", "dusk", "dawn"],
    terrain: TERRAIN.tropical,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 480;
      const sun = sunFor(scene, 200, 360, 40);
      let out = sky(scene, sun) + clouds(scene, 4, 320) + birds(scene, 3, sun.sunX + 160, 200);
      const ix = between(rng, 0.35, 0.65) * W;
      const iw = between(rng, 260, 380);
      const islandColour = land(scene, 0.55);
      const island = `<path d="M${n1(ix - iw)} ${horizon + 6} Q${n1(ix - iw * 0.5)} ${horizon - 40} ${n1(ix - iw * 0.1)} ${horizon - 62} Q${n1(ix + iw * 0.3)} ${horizon - 70} ${n1(ix + iw * 0.6)} ${horizon - 30} Q${n1(ix + iw * 0.85)} ${horizon - 6} ${n1(ix + iw)} ${horizon + 6} Z" fill="${islandColour}"/>`;
      let palms = "";
      for (let i = 0; i < 5; i++) {
        const px = ix + between(rng, -0.55, 0.55) * iw;
        palms += palm(px, horizon - 30, between(rng, 70, 110), between(rng, -0.7, 0.7), islandColour);
      }
      const hut = `<path d="M${n1(ix + iw * 0.2)} ${horizon - 40} l30 -26 l30 26 Z M${n1(ix + iw * 0.2 + 8)} ${horizon - 40} h44 v18 h-44 Z" fill="${islandColour}"/>` + windowLight(scene, ix + iw * 0.2 + 24, horizon - 36, 10, 9);
      const sand = `<path d="M${n1(ix - iw * 1.05)} ${horizon + 8} Q${n1(ix)} ${horizon - 8} ${n1(ix + iw * 1.05)} ${horizon + 8} Z" fill="${mix(TERRAIN.sand[0], scene.mood.skyHorizon, 0.3)}"/>`;
      const far = `<path d="M${W - 260} ${horizon + 2} q60 -34 150 -30 q70 4 130 30 Z" fill="${land(scene, 0.05)}"/>`;
      out += far + island + palms + hut + sand;
      out += water(scene, horizon + 6, sun.sunX, far + island + palms);
      return out;
    },
  },
  "luxury-rv-camping": {
    moods: ["dusk", "golden", "night", "dawn"],
    terrain: TERRAIN.redrock,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 220, 360, 40);
      let out = sky(scene, sun) + clouds(scene, 2, 250);
      out += farRanges(scene, 500, 170, 2);
      out += mistBand(scene, 450, 120, 0.5);
      const mid = hillRidge(rng, 590, 26, 1.3);
      out += area(mid, land(scene, 0.55, TERRAIN.forest[1]), true) + pineRow(scene, mid, land(scene, 0.55, TERRAIN.forest[1]), 36, 40, 80);
      const near = hillRidge(rng, 700, 10, 0.8);
      const nearColour = land(scene, 1, TERRAIN.forest[3]);
      out += area(near, nearColour, true);
      const ax = between(rng, 0.45, 0.65) * W;
      out += airstream(scene, ax, groundAt(near, ax) + 8, 1.6, nearColour);
      const fx = ax - 230;
      out += campfire(scene, fx, groundAt(near, fx) + 12, 1.3);
      out += pineRow(scene, near, nearColour, 10, 160, 260, 0, fx - 90) + pineRow(scene, near, nearColour, 10, 160, 260, ax + 170, W);
      return out;
    },
  },
  journal: {
    moods: ["mist", "dawn", "golden", "dusk"],
    terrain: TERRAIN.slate,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 330, 54);
      let out = sky(scene, sun) + birds(scene, 5, sun.sunX + between(rng, -260, 260), 170);
      for (let i = 0; i < 5; i++) {
        const ridge = i < 2 ? mountainRidge(rng, 430 + i * 55, 200 - i * 40, 0.7, 3) : hillRidge(rng, 470 + i * 65, 40 - i * 4, 1.2 + i * 0.3);
        out += area(ridge, land(scene, i / 4), i >= 2);
        if (i < 4) out += mistBand(scene, 400 + i * 65, 110, 0.55 - i * 0.06);
      }
      return out;
    },
  },
  default: {
    moods: ["mist", "dawn", "golden", "dusk", "night", "day"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 340);
      let out = sky(scene, sun) + clouds(scene, 2, 260);
      for (let i = 0; i < 4; i++) {
        const ridge = i < 2 ? mountainRidge(rng, 450 + i * 60, 220 - i * 60, 0.7, 3) : hillRidge(rng, 560 + (i - 2) * 110, 30, 1.5);
        out += area(ridge, land(scene, i / 3), i >= 2);
        if (i === 2) out += pineRow(scene, ridge, land(scene, i / 3), 40, 40, 80);
        if (i < 3) out += mistBand(scene, 420 + i * 70, 120, 0.5);
      }
      return out;
    },
  },
};

/**
 * A landscape for `theme` whose palette and shapes are derived from `seed`:
 * the same arguments always give the same SVG.
 */
export function artSvg(theme: string, seed: string, width: number, height: number): string {
  checkInput(theme, seed);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    throw new Error("Art width and height must be positive numbers.");
  }
  const spec = THEMES[theme];
  const rng = mulberry32(hashString(`${theme}:${seed}`));
  const moodName = choose(rng, spec.moods);
  const base = MOODS[moodName];
  const mood: Mood = {
    ...base,
    skyTop: jitter(rng, base.skyTop),
    skyMid: jitter(rng, base.skyMid, 8),
    skyHorizon: jitter(rng, base.skyHorizon, 6),
  };
  const terrain = spec.terrain.map((c) => jitter(rng, c, 8)) as unknown as Terrain;
  const scene: Scene = { rng, mood, terrain, defs: [], ids: 0 };
  const body = spec.draw(scene);

  scene.defs.push(
    `<filter id="soft" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="5"/></filter>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${scene.defs.join("")}</defs>` +
    body +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------
// Rendering and caching

export type ArtRenderer = {
  /** WebP bytes, 3:2, at the allowed width at or above `width`. */
  render(theme: string, seed: string, width: number): Promise<Buffer>;
};

export type ArtRendererOptions = {
  cacheDir: string;
  /** Whether the data uses this image; art is drawn (and cached) only for images that exist. */
  exists: (theme: ArtTheme, seed: string) => Promise<boolean>;
  /** Bounds of the in-memory cache: least recently used images go first. */
  maxEntries?: number;
  maxBytes?: number;
};

export async function renderArt(theme: string, seed: string, width: number): Promise<Buffer> {
  checkInput(theme, seed);
  const w = artWidthFor(width);
  const h = Math.round((w * 2) / 3);
  return sharp(Buffer.from(artSvg(theme, seed, w, h))).webp({ quality: WEBP_QUALITY }).toBuffer();
}

export function createArtRenderer({ cacheDir, exists, maxEntries = 200, maxBytes = 32 * 1024 * 1024 }: ArtRendererOptions): ArtRenderer {
  const memory = new Map<string, Buffer>();
  let bytes = 0;
  const inFlight = new Map<string, Promise<Buffer>>();

  const forget = (key: string) => {
    bytes -= memory.get(key)?.length ?? 0;
    memory.delete(key);
  };
  const remember = (key: string, value: Buffer) => {
    forget(key);
    memory.set(key, value);
    bytes += value.length;
    // Map keeps insertion order and a hit re-inserts, so the first key is the least recently used.
    for (const oldest of memory.keys()) {
      if (memory.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  const produce = async (theme: ArtTheme, seed: string, w: number): Promise<Buffer> => {
    if (!(await exists(theme, seed))) throw notFound("Image not found.");
    const dir = join(cacheDir, theme);
    const file = join(dir, `${seed}-${w}.webp`);
    try {
      return await readFile(file);
    } catch {
      // Not cached on disk yet.
    }
    const rendered = await renderArt(theme, seed, w);
    try {
      await mkdir(dir, { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, rendered);
      await rename(tmp, file);
    } catch {
      // A read-only or full disk only costs us the cache, not the image.
    }
    return rendered;
  };

  return {
    async render(theme, seed, width) {
      checkInput(theme, seed);
      const w = artWidthFor(width);
      const key = `${theme}/${seed}/${w}`;
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        return hit;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const job = produce(theme, seed, w)
        .then((result) => {
          remember(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
