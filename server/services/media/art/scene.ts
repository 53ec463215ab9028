import type { Rng } from "@shared/seeded-random";
import { mix } from "./random-colour";

// Moods (time of day), terrain palettes and the scene a drawing fills in.

export type Mood = {
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

export const MOODS = {
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

export type MoodName = keyof typeof MOODS;

/** Far to near. */
export const TERRAIN = {
  forest: ["#9bb0a4", "#6c8a7c", "#48655a", "#2a4139"],
  alpine: ["#a3aebb", "#7a8796", "#55626f", "#323d47"],
  sand: ["#e6cba8", "#d7b08a", "#bf9169", "#8f6a4c"],
  redrock: ["#dcae93", "#c58c70", "#a06a53", "#6f4939"],
  meadow: ["#b9bd95", "#94a072", "#6d7d52", "#4a5837"],
  tropical: ["#97b9a5", "#65957c", "#40725a", "#264b3c"],
  stone: ["#e3cdb0", "#d2b292", "#b69373", "#8b6c52"],
  slate: ["#aab6c4", "#8495a9", "#60728a", "#3e4c61"],
} as const;

export type Terrain = readonly [string, string, string, string];

export type Scene = {
  rng: Rng;
  mood: Mood;
  terrain: Terrain;
  defs: string[];
  ids: number;
};

export function id(scene: Scene, prefix: string): string {
  scene.ids += 1;
  return `${prefix}${scene.ids}`;
}

/** Colour for a land layer: far layers fade into the horizon, all sink toward the mood's shadow. */
export function land(scene: Scene, depth: number, base?: string): string {
  const { mood, terrain } = scene;
  const index = Math.min(3, Math.max(0, Math.round(depth * 3)));
  const raw = base ?? terrain[index] ?? "#777777";
  const hazed = mix(raw, mood.far, mood.haze * (1 - depth) * 0.72);
  return mix(hazed, mood.shadow, mood.dim * (0.55 + 0.45 * depth));
}
