import { describe, expect, it } from "vitest";
import { greetingFor, tierUnlocks, unlocksByTier } from "./tier-unlocks";

describe("tierUnlocks", () => {
  it("unlocks everything up to the member's tier", () => {
    const insider = tierUnlocks(2);
    expect(insider.filter((i) => i.unlocked).map((i) => i.label)).toContain("Story journal");
    expect(insider.find((i) => i.label === "AI travel concierge")?.unlocked).toBe(false);
    expect(tierUnlocks(0).some((i) => i.unlocked)).toBe(false);
    expect(tierUnlocks(3).every((i) => i.unlocked)).toBe(true);
  });

  it("gives admins everything", () => {
    expect(tierUnlocks(0, true).every((i) => i.unlocked)).toBe(true);
  });

  it("groups by tier with the tier's name", () => {
    const groups = unlocksByTier(tierUnlocks(1));
    expect(groups.map((g) => [g.tierName, g.unlocked])).toEqual([
      ["Luxe Explorer", true],
      ["Luxe Insider", false],
      ["Luxe Elite", false],
    ]);
    expect(groups[0]!.items.map((i) => i.label)).toEqual([
      "Loyalty points every month",
      "Early access to new stays",
      "Scanner alerts",
      "Decal pack (US only)",
      "Saved favorites",
    ]);
  });
});

describe("greetingFor", () => {
  it("follows the day", () => {
    expect(greetingFor(8)).toBe("Good morning");
    expect(greetingFor(14)).toBe("Good afternoon");
    expect(greetingFor(21)).toBe("Good evening");
    expect(greetingFor(2)).toBe("Good evening");
  });
});
