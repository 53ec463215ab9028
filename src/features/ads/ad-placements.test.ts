import { describe, expect, it } from "vitest";
import { pickPlacement, type AdPlacement } from "./ad-placements";

const ad = (id: number, tier: AdPlacement["sponsor"]["tier"], extra: Partial<AdPlacement> = {}): AdPlacement => ({
  id,
  type: "inline",
  location: "homepage",
  minTier: 0,
  width: 728,
  height: 90,
  sponsor: { id, name: `Sponsor ${id}`, logo: "SP", tier },
  artwork: null,
  ...extra,
});

describe("pickPlacement", () => {
  it("prefers gold over silver over bronze, then the lowest id", () => {
    expect(pickPlacement([ad(3, "bronze"), ad(2, "silver"), ad(5, "gold"), ad(4, "gold")], 0)?.id).toBe(4);
  });

  it("skips popups and placements above the viewer's tier", () => {
    expect(
      pickPlacement([ad(1, "gold", { type: "popup" }), ad(2, "gold", { minTier: 2 }), ad(3, "bronze")], 1)?.id,
    ).toBe(3);
    expect(pickPlacement([ad(2, "gold", { minTier: 2 })], 2)?.id).toBe(2);
    expect(pickPlacement([], 3)).toBeNull();
  });
});
