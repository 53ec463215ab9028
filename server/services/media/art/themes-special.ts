import { airstream, balloon, barn, campfire, glow, houseboat, lit, windowLight } from "./buildings";
import { area, groundAt, H, hillRidge, layerGradient, minY, mountainRidge, smoothPath, W } from "./geometry";
import type { ArtTheme } from "./index";
import { between, choose, mix, n1 } from "./random-colour";
import { land, TERRAIN } from "./scene";
import { birds, clouds, mistBand, sky } from "./sky";
import { farRanges, sunFor, type ThemeSpec } from "./theme-kit";
import { palm, pineRow, roundTree } from "./vegetation";
import { water } from "./water";

// Farms, boats, caves, islands, RV camping, the journal and the fallback.

export const SPECIAL_THEMES = {
  farm: {
    moods: ["golden", "dawn", "day", "mist"],
    terrain: TERRAIN.meadow,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 330);
      let out = sky(scene, sun) + clouds(scene, 3, 280) + birds(scene, 3, sun.sunX + 150, 180);
      const far = hillRidge(rng, 480, 30, 1.5);
      out += area(far, land(scene, 0.1), true);
      out += mistBand(scene, 450, 90, 0.45);
      const fields = [TERRAIN.meadow[1], "#c9b27a", TERRAIN.meadow[2], "#b79b62"];
      for (let i = 0; i < 3; i++) {
        const ridge = hillRidge(rng, 540 + i * 60, 28, 1.3);
        const colour = land(scene, 0.35 + i * 0.25, choose(rng, fields));
        out += area(ridge, colour, true);
        // Crop rows follow the field's contour.
        let rows = "";
        for (let k = 1; k <= 6; k++) {
          rows += `<path d="${smoothPath(ridge.map(([x, y]) => [x, y + k * (9 + i * 5)]))}" fill="none" stroke="${mix(colour, scene.mood.shadow, 0.18)}" stroke-width="${n1(1.2 + i * 0.6)}" opacity="0.55"/>`;
        }
        out += rows;
        if (i === 0) {
          for (let t = 0; t < 6; t++) {
            const x = rng() * W;
            out += roundTree(x, groundAt(ridge, x) + 3, between(rng, 26, 44), land(scene, 0.55, TERRAIN.forest[2]));
          }
        }
      }
      const near = hillRidge(rng, 715, 14, 1);
      const nearColour = land(scene, 1, TERRAIN.forest[3]);
      out += area(near, nearColour, true);
      const bx = between(rng, 0.55, 0.8) * W;
      out += barn(scene, bx, groundAt(near, bx) + 4, 1.35, nearColour);
      out += roundTree(bx - 190, groundAt(near, bx - 190) + 6, 190, nearColour);
      let fence = "";
      for (let fx = 10; fx < bx - 260; fx += 44)
        fence += `<rect x="${fx}" y="${n1(groundAt(near, fx) - 26)}" width="4" height="28" fill="${nearColour}"/>`;
      fence += `<path d="${smoothPath(near.filter(([x]) => x < bx - 250).map(([x, y]) => [x, y - 20]))}" fill="none" stroke="${nearColour}" stroke-width="3"/>`;
      return out + fence;
    },
  },
  boats: {
    moods: ["dusk", "dawn", "mist", "golden", "night"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 500;
      const sun = sunFor(scene, 230, 360);
      let out = sky(scene, sun) + clouds(scene, 2, 260) + birds(scene, 3, sun.sunX - 180, 210);
      const far = hillRidge(rng, horizon, 60, 1.4);
      const farLayer = area(far, land(scene, 0.15), true);
      const mid = hillRidge(rng, horizon + 3, 22, 2.5);
      const midLayer = area(mid, land(scene, 0.45), true) + pineRow(scene, mid, land(scene, 0.45), 70, 18, 34);
      out += farLayer + mistBand(scene, horizon - 60, 90, 0.5) + midLayer;
      const boatX = between(rng, 0.35, 0.65) * W;
      const boatColour = land(scene, 1);
      const boat = houseboat(scene, boatX, 640, 1.5, boatColour);
      out += water(scene, horizon + 6, sun.sunX, farLayer + midLayer);
      out += `<g transform="translate(0 ${640 * 2 + 8}) scale(1 -1)" opacity="0.22">${houseboat(scene, boatX, 640, 1.5, boatColour)}</g>`;
      out += boat;
      return out;
    },
  },
  caves: {
    moods: ["dawn", "golden", "dusk"],
    terrain: TERRAIN.stone,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 170, 300, 34);
      let out = sky(scene, sun);
      const balloonColours = ["#c9785d", "#d7a65b", "#8d9a7a", "#b86d6d", "#6f8aa1"];
      const bCount = 2 + Math.floor(rng() * 4);
      for (let i = 0; i < bCount; i++) {
        const r = between(rng, 10, 30);
        out += `<g opacity="${n1(0.55 + r / 80)}">${balloon(between(rng, 80, W - 80), between(rng, 110, 360), r, mix(choose(rng, balloonColours), scene.mood.skyHorizon, 0.25 - r / 200), mix(choose(rng, balloonColours), "#ffffff", 0.25))}</g>`;
      }
      const far = hillRidge(rng, 500, 30, 1.2);
      out += area(far, land(scene, 0.1), true);
      out += mistBand(scene, 460, 100, 0.5);
      // Fairy chimneys in two depths: tall soft cones, some with a darker basalt cap.
      for (const depth of [0.3, 0.55]) {
        const colour = land(scene, depth);
        const capColour = mix(colour, scene.mood.shadow, 0.35);
        const base = depth < 0.5 ? 600 : 640;
        const scale = depth < 0.5 ? 0.75 : 1;
        let cones = "";
        let x = between(rng, -40, 60);
        while (x < W + 40) {
          const h = between(rng, 110, 260) * scale;
          const w = between(rng, 60, 110) * scale;
          const tipY = base - h;
          cones += `<path d="M${n1(x - w / 2)} ${base} Q${n1(x - w * 0.3)} ${n1(base - h * 0.55)} ${n1(x - w * 0.13)} ${n1(tipY + 6)} Q${n1(x)} ${n1(tipY - 10)} ${n1(x + w * 0.13)} ${n1(tipY + 6)} Q${n1(x + w * 0.3)} ${n1(base - h * 0.55)} ${n1(x + w / 2)} ${base} Z" fill="${colour}"/>`;
          if (rng() < 0.4) {
            cones += `<ellipse cx="${n1(x)}" cy="${n1(tipY + 2)}" rx="${n1(w * 0.2)}" ry="${n1(w * 0.1)}" fill="${capColour}"/>`;
          }
          if (depth > 0.5 && rng() < 0.5)
            cones += windowLight(scene, x - 5, base - h * between(rng, 0.3, 0.55), 10, 14);
          x += w * between(rng, 0.6, 1.2);
        }
        out += cones + area(hillRidge(rng, base - 8, 8, 1.5), colour, true) + mistBand(scene, base - 70, 90, 0.35);
      }
      // Cliff with strata and glowing arched doorways.
      const cliff = hillRidge(rng, 640, 40, 1.1);
      const cliffTop = minY(cliff);
      const nearLit = land(scene, 0.8);
      out += area(cliff, layerGradient(scene, nearLit, land(scene, 1), cliffTop, H), true);
      let strata = "";
      for (let k = 1; k < 8; k++) {
        strata += `<path d="${smoothPath(cliff.map(([cx, cy]) => [cx, cy + k * 26 + Math.sin(cx / 90 + k) * 4]))}" fill="none" stroke="${mix(nearLit, scene.mood.shadow, 0.2)}" stroke-width="2" opacity="0.45"/>`;
      }
      out += strata;
      const doors = 3 + Math.floor(rng() * 3);
      for (let i = 0; i < doors; i++) {
        const dx = between(rng, 0.1, 0.9) * W;
        const dy = groundAt(cliff, dx) + between(rng, 60, 150);
        const w = between(rng, 22, 34);
        const hgt = w * 1.5;
        out += glow(scene, dx, dy - hgt / 2, hgt * 1.8);
        out += `<path d="M${n1(dx - w / 2)} ${n1(dy)} L${n1(dx - w / 2)} ${n1(dy - hgt + w / 2)} A${n1(w / 2)} ${n1(w / 2)} 0 0 1 ${n1(dx + w / 2)} ${n1(dy - hgt + w / 2)} L${n1(dx + w / 2)} ${n1(dy)} Z" ${lit(scene)}/>`;
      }
      return out;
    },
  },
  islands: {
    moods: ["day", "golden", "dusk", "dawn"],
    terrain: TERRAIN.tropical,
    draw: (scene) => {
      const { rng } = scene;
      const horizon = 480;
      const sun = sunFor(scene, 200, 360, 40);
      let out = sky(scene, sun) + clouds(scene, 4, 320) + birds(scene, 3, sun.sunX + 160, 200);
      const ix = between(rng, 0.35, 0.65) * W;
      const iw = between(rng, 260, 380);
      const islandColour = land(scene, 0.55);
      const island = `<path d="M${n1(ix - iw)} ${horizon + 6} Q${n1(ix - iw * 0.5)} ${horizon - 40} ${n1(ix - iw * 0.1)} ${horizon - 62} Q${n1(ix + iw * 0.3)} ${horizon - 70} ${n1(ix + iw * 0.6)} ${horizon - 30} Q${n1(ix + iw * 0.85)} ${horizon - 6} ${n1(ix + iw)} ${horizon + 6} Z" fill="${islandColour}"/>`;
      let palms = "";
      for (let i = 0; i < 5; i++) {
        const px = ix + between(rng, -0.55, 0.55) * iw;
        palms += palm(px, horizon - 30, between(rng, 70, 110), between(rng, -0.7, 0.7), islandColour);
      }
      const hut =
        `<path d="M${n1(ix + iw * 0.2)} ${horizon - 40} l30 -26 l30 26 Z M${n1(ix + iw * 0.2 + 8)} ${horizon - 40} h44 v18 h-44 Z" fill="${islandColour}"/>` +
        windowLight(scene, ix + iw * 0.2 + 24, horizon - 36, 10, 9);
      const sand = `<path d="M${n1(ix - iw * 1.05)} ${horizon + 8} Q${n1(ix)} ${horizon - 8} ${n1(ix + iw * 1.05)} ${horizon + 8} Z" fill="${mix(TERRAIN.sand[0], scene.mood.skyHorizon, 0.3)}"/>`;
      const far = `<path d="M${W - 260} ${horizon + 2} q60 -34 150 -30 q70 4 130 30 Z" fill="${land(scene, 0.05)}"/>`;
      out += far + island + palms + hut + sand;
      out += water(scene, horizon + 6, sun.sunX, far + island + palms);
      return out;
    },
  },
  "luxury-rv-camping": {
    moods: ["dusk", "golden", "night", "dawn"],
    terrain: TERRAIN.redrock,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 220, 360, 40);
      let out = sky(scene, sun) + clouds(scene, 2, 250);
      out += farRanges(scene, 500, 170, 2);
      out += mistBand(scene, 450, 120, 0.5);
      const mid = hillRidge(rng, 590, 26, 1.3);
      out +=
        area(mid, land(scene, 0.55, TERRAIN.forest[1]), true) +
        pineRow(scene, mid, land(scene, 0.55, TERRAIN.forest[1]), 36, 40, 80);
      const near = hillRidge(rng, 700, 10, 0.8);
      const nearColour = land(scene, 1, TERRAIN.forest[3]);
      out += area(near, nearColour, true);
      const ax = between(rng, 0.45, 0.65) * W;
      out += airstream(scene, ax, groundAt(near, ax) + 8, 1.6, nearColour);
      const fx = ax - 230;
      out += campfire(scene, fx, groundAt(near, fx) + 12, 1.3);
      out +=
        pineRow(scene, near, nearColour, 10, 160, 260, 0, fx - 90) +
        pineRow(scene, near, nearColour, 10, 160, 260, ax + 170, W);
      return out;
    },
  },
  journal: {
    moods: ["mist", "dawn", "golden", "dusk"],
    terrain: TERRAIN.slate,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 330, 54);
      let out = sky(scene, sun) + birds(scene, 5, sun.sunX + between(rng, -260, 260), 170);
      for (let i = 0; i < 5; i++) {
        const ridge =
          i < 2
            ? mountainRidge(rng, 430 + i * 55, 200 - i * 40, 0.7, 3)
            : hillRidge(rng, 470 + i * 65, 40 - i * 4, 1.2 + i * 0.3);
        out += area(ridge, land(scene, i / 4), i >= 2);
        if (i < 4) out += mistBand(scene, 400 + i * 65, 110, 0.55 - i * 0.06);
      }
      return out;
    },
  },
  default: {
    moods: ["mist", "dawn", "golden", "dusk", "night", "day"],
    terrain: TERRAIN.forest,
    draw: (scene) => {
      const { rng } = scene;
      const sun = sunFor(scene, 200, 340);
      let out = sky(scene, sun) + clouds(scene, 2, 260);
      for (let i = 0; i < 4; i++) {
        const ridge =
          i < 2 ? mountainRidge(rng, 450 + i * 60, 220 - i * 60, 0.7, 3) : hillRidge(rng, 560 + (i - 2) * 110, 30, 1.5);
        out += area(ridge, land(scene, i / 3), i >= 2);
        if (i === 2) out += pineRow(scene, ridge, land(scene, i / 3), 40, 40, 80);
        if (i < 3) out += mistBand(scene, 420 + i * 70, 120, 0.5);
      }
      return out;
    },
  },
} satisfies Partial<Record<ArtTheme, ThemeSpec>>;
