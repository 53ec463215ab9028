import { adobe, aFrame, bellTent, cabin, campfire, chalet, tinyHouse, treehouse } from "./buildings";
import { area, groundAt, H, hillRidge, layerGradient, minY, mountainRidge, type Pt, smoothPath, W } from "./geometry";
import type { ArtTheme } from "./index";
import { between, mix, n1 } from "./random-colour";
import { land, TERRAIN } from "./scene";
import { birds, clouds, mistBand, sky } from "./sky";
import { farRanges, sunFor, type ThemeSpec } from "./theme-kit";
import { palm, pineRow, roundTree } from "./vegetation";
import { water } from "./water";

// Cabins, treehouses, glamping, tiny homes, lakes, beaches, mountains and desert.

export const CLASSIC_THEMES = {
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
      out +=
        pineRow(scene, near, nearColour, 12, 110, 200, 0, cx - 110) +
        pineRow(scene, near, nearColour, 10, 120, 220, cx + 110, W);
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
      out +=
        pineRow(scene, near, nearColour, 9, 200, 320, 0, tx - 200) +
        pineRow(scene, near, nearColour, 9, 200, 320, tx + 230, W);
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
      out +=
        roundTree(hx + 190, groundAt(near, hx + 190) + 6, 170, nearColour) +
        roundTree(hx - 230, groundAt(near, hx - 230) + 6, 130, nearColour);
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
      const bank: Pt[] =
        side < 0
          ? [
              [-20, 600],
              [180, 610],
              [330, 650],
              [430, 720],
              [470, 820],
            ]
          : [
              [730, 820],
              [770, 720],
              [870, 650],
              [1020, 610],
              [1220, 600],
            ];
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
      out += area(
        beach,
        layerGradient(scene, mix(land(scene, 0.4), scene.mood.sun, 0.15), land(scene, 0.85), 600, H),
        true,
      );
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
      out +=
        pineRow(scene, near, nearColour, 14, 100, 180, 0, cx - 120) +
        pineRow(scene, near, nearColour, 14, 100, 180, cx + 120, W);
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
      out +=
        palm(hx - 150, groundAt(near, hx - 150) + 8, 280, -0.25, nearColour) +
        palm(hx - 200, groundAt(near, hx - 200) + 10, 210, -0.5, nearColour);
      return out;
    },
  },
} satisfies Partial<Record<ArtTheme, ThemeSpec>>;
