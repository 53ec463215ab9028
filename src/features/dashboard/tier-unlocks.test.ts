import { describe, expect, it } from "vitest";
import { tierUnlocks, unlocksByTier } from "./tier-unlocks";

describe("tierUnlocks", () => {
  it("unlocks everything up to the member's tier", () => {
    const insider = tierUnlocks(2);
    expect(insider.filter((i) => i.unlocked).map((i) => i.label)).toContain("Story journal");
    expect(insider.find((i) => i.label === "AI travel concierge")?.unlocked).toBe(false);
    expect(tierUnlocks(0).filter((i) => i.unlocked).map((i) => i.label)).toEqual(["Saved favorites"]);
    expect(tierUnlocks(3).every((i) => i.unlocked)).toBe(true);
  });

  it("gives admins everything", () => {
    expect(tierUnlocks(0, true).every((i) => i.unlocked)).toBe(true);
  });

  it("groups by tier with the tier's name", () => {
    const groups = unlocksByTier(tierUnlocks(1));
    expect(groups.map((g) => [g.tierName, g.unlocked])).toEqual([
      ["Every member", true],
      ["Luxe Explorer", true],
      ["Luxe Insider", false],
      ["Luxe Elite", false],
    ]);
    expect(groups[1]!.items.map((i) => i.label)).toEqual([
      "Loyalty points every month",
      "Early access to new stays",
      "Scanner alerts",
      "Decal pack (US only)",
    ]);
  });
});

describe("saved favorites", () => {
  it("are unlocked for every signed-in member, as the server allows, never a locked Luxe Explorer perk", () => {
    const freeMember = unlocksByTier(tierUnlocks(0));
    const favorites = tierUnlocks(0).find((i) => i.label === "Saved favorites");
    expect(favorites).toMatchObject({ unlocked: true, tierName: "Every member" });
    expect(freeMember.find((g) => g.tierName === "Luxe Explorer")?.items.map((i) => i.label)).not.toContain("Saved favorites");
  });
});
