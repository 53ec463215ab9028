import { describe, expect, it } from "vitest";
import { pointsTier } from "./points";

describe("pointsTier", () => {
  it("uses the spec's thresholds: under 1000 Explorer, 1000 to 1999 Premium, 2000 and over Elite", () => {
    expect(pointsTier(0).tier).toBe("Explorer");
    expect(pointsTier(999).tier).toBe("Explorer");
    expect(pointsTier(1000).tier).toBe("Premium");
    expect(pointsTier(1999).tier).toBe("Premium");
    expect(pointsTier(2000).tier).toBe("Elite");
  });

  it("targets 1000 then 2000, none for Elite, with progress capped at 100", () => {
    expect(pointsTier(250)).toEqual({ tier: "Explorer", nextTier: "Premium", nextTarget: 1000, progress: 25 });
    expect(pointsTier(1500)).toEqual({ tier: "Premium", nextTier: "Elite", nextTarget: 2000, progress: 75 });
    expect(pointsTier(1999).progress).toBe(99.9);
    expect(pointsTier(3000)).toEqual({ tier: "Elite", nextTier: null, nextTarget: null, progress: 100 });
    expect(pointsTier(-50).progress).toBe(0);
  });
});
