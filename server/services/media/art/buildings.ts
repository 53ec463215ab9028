import { between, mix, n1 } from "./random-colour";
import { id, type Scene } from "./scene";

// Buildings and objects: silhouettes with warm light.

export function glow(scene: Scene, cx: number, cy: number, r: number): string {
  const { mood } = scene;
  const glowId = id(scene, "wg");
  scene.defs.push(
    `<radialGradient id="${glowId}"><stop offset="0" stop-color="${mood.window}" stop-opacity="${n1(mood.windowGlow * 0.6)}"/><stop offset="1" stop-color="${mood.window}" stop-opacity="0"/></radialGradient>`,
  );
  return `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="url(#${glowId})"/>`;
}

export function lit(scene: Scene): string {
  return `fill="${scene.mood.window}" opacity="${n1(0.55 + scene.mood.windowGlow * 0.45)}"`;
}

export function windowLight(scene: Scene, x: number, y: number, w: number, h: number): string {
  return (
    glow(scene, x + w / 2, y + h / 2, Math.max(w, h) * 2.2) +
    `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" ${lit(scene)}/>`
  );
}

export function cabin(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function aFrame(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function chalet(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 110 * s;
  const wallH = 46 * s;
  const roofH = 30 * s;
  const left = x - w / 2;
  let windows = "";
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      windows += windowLight(
        scene,
        left + w * (0.1 + col * 0.22),
        base - wallH * (0.85 - row * 0.45),
        w * 0.12,
        wallH * 0.26,
      );
    }
  }
  return (
    `<path d="M${n1(left - 14 * s)} ${n1(base - wallH + 2)} L${n1(x)} ${n1(base - wallH - roofH)} L${n1(left + w + 14 * s)} ${n1(base - wallH + 2)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left)}" y="${n1(base - wallH)}" width="${n1(w)}" height="${n1(wallH + 4)}" fill="${fill}"/>` +
    `<rect x="${n1(left - 6 * s)}" y="${n1(base - wallH * 0.5)}" width="${n1(w + 12 * s)}" height="${n1(3 * s)}" fill="${fill}"/>` +
    windows
  );
}

export function tinyHouse(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function bellTent(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function campfire(scene: Scene, x: number, base: number, s: number): string {
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

export function treehouse(scene: Scene, x: number, base: number, s: number, fill: string, canopy: string): string {
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
  for (const c of clumps)
    leaves += `<ellipse cx="${n1(c.cx)}" cy="${n1(c.cy)}" rx="${n1(c.rx)}" ry="${n1(c.ry)}" fill="${canopy}"/>`;
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

export function barn(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function adobe(scene: Scene, x: number, base: number, s: number, fill: string): string {
  const w = 100 * s;
  const h = 40 * s;
  const left = x - w / 2;
  let beams = "";
  for (let i = 0; i < 5; i++)
    beams += `<rect x="${n1(left + w * (0.1 + i * 0.18))}" y="${n1(base - h - 2 * s)}" width="${n1(10 * s)}" height="${n1(4 * s)}" fill="${fill}"/>`;
  return (
    `<path d="M${n1(left)} ${n1(base + 4)} L${n1(left)} ${n1(base - h)} L${n1(left + w * 0.6)} ${n1(base - h)} L${n1(left + w * 0.6)} ${n1(base - h * 1.45)} L${n1(left + w)} ${n1(base - h * 1.45)} L${n1(left + w)} ${n1(base + 4)} Z" fill="${fill}"/>` +
    beams +
    windowLight(scene, left + w * 0.12, base - h * 0.7, w * 0.14, h * 0.4) +
    windowLight(scene, left + w * 0.7, base - h * 1.2, w * 0.14, h * 0.4) +
    windowLight(scene, left + w * 0.36, base - h * 0.78, w * 0.1, h * 0.78)
  );
}

export function houseboat(scene: Scene, x: number, water: number, s: number, fill: string): string {
  const w = 200 * s;
  const left = x - w / 2;
  let windows = "";
  for (let i = 0; i < 5; i++)
    windows += windowLight(scene, left + w * (0.14 + i * 0.14), water - 42 * s, w * 0.08, 16 * s);
  return (
    `<path d="M${n1(left - 10 * s)} ${n1(water - 14 * s)} L${n1(left + w + 10 * s)} ${n1(water - 14 * s)} L${n1(left + w - 6 * s)} ${n1(water + 4 * s)} L${n1(left + 6 * s)} ${n1(water + 4 * s)} Z" fill="${fill}"/>` +
    `<rect x="${n1(left + w * 0.08)}" y="${n1(water - 56 * s)}" width="${n1(w * 0.8)}" height="${n1(44 * s)}" fill="${fill}"/>` +
    `<path d="M${n1(left + w * 0.02)} ${n1(water - 56 * s)} L${n1(left + w * 0.94)} ${n1(water - 56 * s)} L${n1(left + w * 0.86)} ${n1(water - 66 * s)} L${n1(left + w * 0.1)} ${n1(water - 66 * s)} Z" fill="${fill}"/>` +
    windows
  );
}

export function airstream(scene: Scene, x: number, base: number, s: number, fill: string): string {
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

export function balloon(x: number, y: number, r: number, fill: string, stripe: string): string {
  return (
    `<path d="M${n1(x - r)} ${n1(y)} A${n1(r)} ${n1(r)} 0 1 1 ${n1(x + r)} ${n1(y)} Q${n1(x + r * 0.9)} ${n1(y + r * 0.8)} ${n1(x + r * 0.25)} ${n1(y + r * 1.3)} L${n1(x - r * 0.25)} ${n1(y + r * 1.3)} Q${n1(x - r * 0.9)} ${n1(y + r * 0.8)} ${n1(x - r)} ${n1(y)} Z" fill="${fill}"/>` +
    `<path d="M${n1(x - r * 0.35)} ${n1(y - r * 0.95)} Q${n1(x - r * 0.45)} ${n1(y + r * 0.5)} ${n1(x - r * 0.12)} ${n1(y + r * 1.3)} L${n1(x + r * 0.12)} ${n1(y + r * 1.3)} Q${n1(x + r * 0.45)} ${n1(y + r * 0.5)} ${n1(x + r * 0.35)} ${n1(y - r * 0.95)} Q${n1(x)} ${n1(y - r * 1.05)} ${n1(x - r * 0.35)} ${n1(y - r * 0.95)} Z" fill="${stripe}"/>` +
    `<rect x="${n1(x - r * 0.2)}" y="${n1(y + r * 1.45)}" width="${n1(r * 0.4)}" height="${n1(r * 0.3)}" fill="${stripe}"/>`
  );
}
