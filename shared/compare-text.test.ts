import { describe, expect, it } from "vitest";
import { compareText } from "./compare-text";

const sign = (n: number) => Math.sign(n);

/** A small seeded generator, so a failure can be repeated. */
function strings(seed: number, alphabet: string, count: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""));
}

describe("compareText", () => {
  it("orders plain names as localeCompare does", () => {
    const names = [...strings(7, "aAbBzZ09 -", 300), "Wi-Fi", "WiFi", "Wifi", "Hot Tub", "Hot-tub", "Hiking", "Hiking Trails", "EV Charging", "eBikes", ""];
    for (const a of names) for (const b of names) expect(sign(compareText(a, b)), `${a} | ${b}`).toBe(sign(a.localeCompare(b)));
  });

  it("leaves other text to localeCompare", () => {
    const names = ["Café", "Cafe", "cafe", "Zoë's Deck", "Bed & Breakfast", "Bed and Breakfast", "Sauna (wood)", "Sauna"];
    for (const a of names) for (const b of names) expect(sign(compareText(a, b)), `${a} | ${b}`).toBe(sign(a.localeCompare(b)));
  });
});
