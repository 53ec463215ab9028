import { H, W } from "./geometry";
import { between, mix, n1 } from "./random-colour";
import { id, type Scene } from "./scene";

// Water with the sky reflected.

export function water(scene: Scene, horizon: number, sunX: number, reflect: string): string {
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
