import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (spec §5)", () => {
  it("lowercases, drops non-word characters and turns spaces and underscores into hyphens", () => {
    expect(slugify("Jack's Camp: Botswana!")).toBe("jacks-camp-botswana");
    expect(slugify("  Sky_Dome  Retreat ")).toBe("sky-dome-retreat");
    expect(slugify("A -- B")).toBe("a-b");
  });

  it("is empty when nothing usable is left", () => {
    expect(slugify("!!!")).toBe("");
  });
});
