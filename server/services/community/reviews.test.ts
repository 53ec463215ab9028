import { describe, expect, it } from "vitest";
import { blendRating } from "./reviews";

describe("blendRating", () => {
  it("counts the seed rating as five reviews", () => {
    expect(blendRating(4.4, 0, 1, 1)).toBeCloseTo((5 * 4.4 + 1) / 6, 10);
    const afterTwo = blendRating(blendRating(4.4, 0, 1, 1), 1, 2, 5);
    expect(afterTwo).toBeCloseTo((5 * 4.4 + 1 + 5) / 7, 10);
  });

  it("applies an edit as the change in stars, and stays within 1 to 5", () => {
    const one = blendRating(4, 0, 1, 2);
    expect(blendRating(one, 1, 1, 3)).toBeCloseTo((5 * 4 + 5) / 6, 10);
    expect(blendRating(5, 10, 10, 40)).toBe(5);
    expect(blendRating(1, 10, 10, -40)).toBe(1);
  });
});
