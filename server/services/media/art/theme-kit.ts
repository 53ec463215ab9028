import { area, mountainRidge, W } from "./geometry";
import { between } from "./random-colour";
import { land, type MoodName, type Scene, type Terrain } from "./scene";
import type { SkyOptions } from "./sky";

// What a theme is, and the helpers every theme uses.

export type ThemeSpec = {
  moods: MoodName[];
  terrain: Terrain;
  draw: (scene: Scene) => string;
};

export function sunFor(scene: Scene, yLo: number, yHi: number, r = 38): SkyOptions {
  const { rng } = scene;
  return { sunX: between(rng, 180, W - 180), sunY: between(rng, yLo, yHi), sunR: between(rng, r * 0.85, r * 1.15) };
}

export function farRanges(scene: Scene, base: number, amp: number, layers = 2): string {
  let out = "";
  for (let i = 0; i < layers; i++) {
    const ridge = mountainRidge(scene.rng, base + i * 40, amp * (1 - i * 0.25), 0.7, 2 + Math.floor(scene.rng() * 3));
    out += area(ridge, land(scene, i * 0.18), false);
  }
  return out;
}
