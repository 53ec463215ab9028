import { describe, expect, it } from "vitest";
import { tierUnlocks, unlocksByTier } from "./tier-unlocks";

const member = (membershipTier: number) => ({ membershipTier, isAdmin: false, role: "member" });

describe("tierUnlocks", () => {
  it("unlocks everything up to the member's tier", () => {
    const insider = tierUnlocks(member(2));
    expect(insider.filter((i) => i.unlocked).map((i) => i.label)).toContain("Story journal");
    expect(insider.find((i) => i.label === "AI travel concierge")?.unlocked).toBe(false);
    expect(
      tierUnlocks(member(0))
        .filter((i) => i.unlocked)
        .map((i) => i.label),
    ).toEqual(["Saved favorites"]);
    expect(tierUnlocks(member(3)).every((i) => i.unlocked)).toBe(true);
  });

  it("gives admins everything", () => {
    expect(tierUnlocks({ membershipTier: 0, isAdmin: true, role: "member" }).every((i) => i.unlocked)).toBe(true);
    expect(tierUnlocks({ membershipTier: 0, isAdmin: false, role: "admin" }).every((i) => i.unlocked)).toBe(true);
  });

  it("groups by tier with the tier's name", () => {
    const groups = unlocksByTier(tierUnlocks(member(1)));
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
    const freeMember = unlocksByTier(tierUnlocks(member(0)));
    const favorites = tierUnlocks(member(0)).find((i) => i.label === "Saved favorites");
    expect(favorites).toMatchObject({ unlocked: true, tierName: "Every member" });
    expect(freeMember.find((g) => g.tierName === "Luxe Explorer")?.items.map((i) => i.label)).not.toContain(
      "Saved favorites",
    );
  });
});
