import { describe, expect, it } from "vitest";
import { compareText } from "./compare-text";

const sign = (n: number) => Math.sign(n);

/** A small seeded generator, so a failure can be repeated. */
function strings(seed: number, alphabet: string, count: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
  );
}

/**
 * Every ordered pair of `names` that compareText orders differently from localeCompare (one assertion for 96,100
 * pairs).
 */
function disagreements(names: string[]): string[] {
  const wrong: string[] = [];
  for (const a of names)
    for (const b of names) if (sign(compareText(a, b)) !== sign(a.localeCompare(b))) wrong.push(`${a} | ${b}`);
  return wrong;
}

describe("compareText", () => {
  it("orders plain names as localeCompare does", () => {
    const names = [
      ...strings(7, "aAbBzZ09 -/", 300),
      "Wi-Fi",
      "Washer/Dryer",
      "Washer-Dryer",
      "Ski-in/Ski-out",
      "WiFi",
      "Wifi",
      "Hot Tub",
      "Hot-tub",
      "Hiking",
      "Hiking Trails",
      "EV Charging",
      "eBikes",
      "",
    ];
    expect(disagreements(names)).toEqual([]);
  });

  it("leaves other text to localeCompare", () => {
    const names = [
      "Café",
      "Cafe",
      "cafe",
      "Zoë's Deck",
      "Bed & Breakfast",
      "Bed and Breakfast",
      "Sauna (wood)",
      "Sauna",
    ];
    expect(disagreements(names)).toEqual([]);
  });
});
