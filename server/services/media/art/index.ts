import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "../sharp";
import { notFound } from "../../../lib/errors";
import { H, W } from "./geometry";
import { hashString, mulberry32 } from "@shared/seeded-random";
import { choose, jitter } from "./random-colour";
import { type Mood, MOODS, type Scene, type Terrain } from "./scene";
import { THEMES } from "./themes";

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
const ART_WIDTHS = [400, 800, 1200, 1600] as const;

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
  const [far, mid, near, front] = spec.terrain.map((c) => jitter(rng, c, 8));
  const terrain: Terrain = [far!, mid!, near!, front!];
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
  return sharp(Buffer.from(artSvg(theme, seed, w, h)))
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

export function createArtRenderer({
  cacheDir,
  exists,
  maxEntries = 200,
  maxBytes = 32 * 1024 * 1024,
}: ArtRendererOptions): ArtRenderer {
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
