import { groundAt, type Pt, W } from "./geometry";
import { between, n1 } from "./random-colour";
import type { Scene } from "./scene";

// Vegetation silhouettes.

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

export function pineRow(
  scene: Scene,
  ridge: Pt[],
  fill: string,
  density: number,
  hMin: number,
  hMax: number,
  from = 0,
  to = W,
): string {
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

export function roundTree(x: number, base: number, h: number, fill: string): string {
  const r = h * 0.34;
  return `<g fill="${fill}"><rect x="${n1(x - h * 0.025)}" y="${n1(base - h * 0.45)}" width="${n1(h * 0.05)}" height="${n1(h * 0.46)}"/><ellipse cx="${n1(x)}" cy="${n1(base - h + r)}" rx="${n1(r * 1.05)}" ry="${n1(r)}"/><ellipse cx="${n1(x - r * 0.55)}" cy="${n1(base - h + r * 1.5)}" rx="${n1(r * 0.7)}" ry="${n1(r * 0.6)}"/><ellipse cx="${n1(x + r * 0.6)}" cy="${n1(base - h + r * 1.45)}" rx="${n1(r * 0.7)}" ry="${n1(r * 0.62)}"/></g>`;
}

export function palm(x: number, base: number, h: number, lean: number, fill: string): string {
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
