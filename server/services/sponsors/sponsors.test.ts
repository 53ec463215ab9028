import { describe, expect, it } from "vitest";
import { adSpaceInput, ctr, parseDimensions, sponsorInput } from "./sponsors";

describe("sponsor helpers", () => {
  it("reads dimensions as width x height", () => {
    expect(parseDimensions("728x90")).toEqual({ width: 728, height: 90 });
    expect(parseDimensions(" 300 × 250 ")).toEqual({ width: 300, height: 250 });
    expect(parseDimensions("wide")).toBeNull();
    expect(
      adSpaceInput.parse({ name: "A", type: "banner", location: "homepage", dimensions: "970 x 250" }),
    ).toMatchObject({ width: 970, height: 250 });
  });

  it("computes the click-through rate in percent with two decimals", () => {
    expect(ctr(4820, 131)).toBe(2.72);
    expect(ctr(0, 0)).toBe(0);
  });

  it("keeps logo initials to at most 3 letters, upper-cased", () => {
    expect(sponsorInput.parse({ name: "N", logo: "nwo", tier: "gold" }).logo).toBe("NWO");
    expect(sponsorInput.safeParse({ name: "N", logo: "NWOX", tier: "gold" }).error?.issues[0]?.message).toBe(
      "Logo initials must be at most 3 letters.",
    );
  });
});
