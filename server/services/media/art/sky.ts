import { H, W } from "./geometry";
import { between, mix, n1 } from "./random-colour";
import { id, type Scene } from "./scene";

// Sky: gradient, sun or moon, clouds, birds and mist.

export type SkyOptions = { sunX: number; sunY: number; sunR: number };

export function sky(scene: Scene, opts: SkyOptions): string {
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

export function clouds(scene: Scene, count: number, yMax: number): string {
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

export function birds(scene: Scene, count: number, cx: number, cy: number): string {
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

export function mistBand(scene: Scene, y: number, height: number, strength = 0.5): string {
  const gid = id(scene, "mist");
  const c = scene.mood.night ? mix(scene.mood.skyHorizon, "#ffffff", 0.1) : mix(scene.mood.skyHorizon, "#ffffff", 0.3);
  scene.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity="0"/><stop offset="0.6" stop-color="${c}" stop-opacity="${n1(strength * scene.mood.haze)}"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></linearGradient>`,
  );
  return `<rect x="0" y="${n1(y)}" width="${W}" height="${n1(height)}" fill="url(#${gid})"/>`;
}
