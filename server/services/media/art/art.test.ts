import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors";
import { ART_THEMES, artSvg, artWidthFor, createArtRenderer, renderArt } from "./index";

function isWebp(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).toString("ascii") === "RIFF" && bytes.subarray(8, 12).toString("ascii") === "WEBP";
}

describe("artSvg", () => {
  it("is deterministic: same input, same SVG", () => {
    expect(artSvg("treehouses", "cedar-hollow-treehouse", 800, 533)).toBe(
      artSvg("treehouses", "cedar-hollow-treehouse", 800, 533),
    );
  });

  it("varies with the seed and the theme", () => {
    const a = artSvg("desert", "seed-a", 800, 533);
    expect(artSvg("desert", "seed-b", 800, 533)).not.toBe(a);
    expect(artSvg("beachfront", "seed-a", 800, 533)).not.toBe(a);
  });

  it("draws every theme as a sized SVG document", () => {
    for (const theme of ART_THEMES) {
      const svg = artSvg(theme, "cover", 1200, 800);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toContain('width="1200" height="800"');
      expect(svg).not.toContain("NaN");
      expect(svg).not.toContain("undefined");
    }
  });

  it("rejects unknown themes and malformed seeds with a not-found error", () => {
    expect(() => artSvg("castles", "x", 800, 533)).toThrow(/Unknown art theme/);
    for (const seed of ["", "Upper", "has space", "../etc", "under_score", "a".repeat(81)]) {
      expect(() => artSvg("farm", seed, 800, 533)).toThrow(AppError);
    }
    try {
      artSvg("castles", "x", 800, 533);
    } catch (error) {
      expect((error as AppError).code).toBe("NOT_FOUND");
    }
  });
});

describe("artWidthFor", () => {
  it("rounds up to an allowed width", () => {
    expect(artWidthFor(1)).toBe(400);
    expect(artWidthFor(400)).toBe(400);
    expect(artWidthFor(401)).toBe(800);
    expect(artWidthFor(1200)).toBe(1200);
    expect(artWidthFor(1500)).toBe(1600);
    expect(artWidthFor(9000)).toBe(1600);
    expect(artWidthFor(Number.NaN)).toBe(400);
  });
});

describe("renderArt", () => {
  it("renders a 3:2 WebP at the rounded-up width", async () => {
    const bytes = await renderArt("luxury-cabins", "timberline-hearth-cabin", 700);
    expect(isWebp(bytes)).toBe(true);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(533);
  });

  it("rejects bad input before rendering", async () => {
    await expect(renderArt("nope", "x", 400)).rejects.toThrow(/Unknown art theme/);
    await expect(renderArt("farm", "NOPE", 400)).rejects.toThrow(/seed/);
  });
});

const inUse = async () => true;

describe("createArtRenderer", () => {
  let cacheDir: string;

  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), "wildluxe-art-"));
  });

  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it("renders, keeps the result in memory and on disk", async () => {
    const renderer = createArtRenderer({ cacheDir, exists: inUse });
    const first = await renderer.render("islands", "baa-atoll-lagoon-isle", 400);
    expect(isWebp(first)).toBe(true);
    expect((await sharp(first).metadata()).width).toBe(400);

    expect(await renderer.render("islands", "baa-atoll-lagoon-isle", 300)).toBe(first);
    expect(await readdir(join(cacheDir, "islands"))).toEqual(["baa-atoll-lagoon-isle-400.webp"]);

    const fresh = createArtRenderer({ cacheDir, exists: inUse });
    expect((await fresh.render("islands", "baa-atoll-lagoon-isle", 400)).equals(first)).toBe(true);
  });

  it("shares one render between concurrent requests", async () => {
    const renderer = createArtRenderer({ cacheDir, exists: inUse });
    const [a, b] = await Promise.all([
      renderer.render("caves", "oia-cave-house", 400),
      renderer.render("caves", "oia-cave-house", 400),
    ]);
    expect(a).toBe(b);
  });

  it("rejects bad themes and seeds without touching the disk", async () => {
    const renderer = createArtRenderer({ cacheDir, exists: inUse });
    await expect(renderer.render("../../etc", "passwd", 400)).rejects.toThrow(AppError);
    await expect(renderer.render("farm", "../../passwd", 400)).rejects.toThrow(AppError);
    expect((await readdir(cacheDir)).sort()).toEqual(["caves", "islands"]);
  });

  it("draws only images the data uses: any other seed is not found and never reaches the disk", async () => {
    const asked: string[] = [];
    const renderer = createArtRenderer({
      cacheDir,
      exists: async (theme, seed) => (asked.push(`${theme}/${seed}`), seed === "kept-seed"),
    });
    expect((await sharp(await renderer.render("farm", "kept-seed", 400)).metadata()).format).toBe("webp");
    const missing = await renderer.render("farm", "made-up-seed", 400).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).code).toBe("NOT_FOUND");
    expect(asked).toEqual(["farm/kept-seed", "farm/made-up-seed"]);
    expect(await readdir(join(cacheDir, "farm"))).toEqual(["kept-seed-400.webp"]);
  });

  it("keeps at most maxEntries images in memory, dropping the least recently used", async () => {
    const looked: string[] = [];
    const renderer = createArtRenderer({
      cacheDir,
      maxEntries: 2,
      exists: async (_theme, seed) => (looked.push(seed), true),
    });
    for (const seed of ["lru-a", "lru-b", "lru-a", "lru-c"]) await renderer.render("desert", seed, 400);
    expect(looked).toEqual(["lru-a", "lru-b", "lru-c"]);
    // lru-b was the least recently used when lru-c came in; lru-a and lru-c are still held.
    await renderer.render("desert", "lru-a", 400);
    await renderer.render("desert", "lru-c", 400);
    await renderer.render("desert", "lru-b", 400);
    expect(looked).toEqual(["lru-a", "lru-b", "lru-c", "lru-b"]);
  });

  it("keeps no more than maxBytes of images in memory", async () => {
    const looked: string[] = [];
    const renderer = createArtRenderer({
      cacheDir,
      maxBytes: 1,
      exists: async (_theme, seed) => (looked.push(seed), true),
    });
    await renderer.render("desert", "too-big", 400);
    await renderer.render("desert", "too-big", 400);
    expect(looked).toEqual(["too-big", "too-big"]);
  });
});
