import type { Rng } from "@shared/seeded-random";

// Randomness and colour: draws from a seeded stream, and palette arithmetic.

export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

export function choose<T>(rng: Rng, items: readonly T[]): T {
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
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Small hue-free jitter so two seeds with the same palette still differ. */
export function jitter(rng: Rng, hex: string, amount = 10): string {
  const [r, g, b] = parseHex(hex);
  const d = between(rng, -amount, amount);
  return toHex([r + d, g + d * 0.9, b + d * 0.8]);
}

export const n1 = (v: number) => Math.round(v * 10) / 10;
