import { describe, expect, it } from "vitest";
import { samePreferences, selectedLabel, toggleId, type PreferencesValues } from "./preferences-form";

const base: PreferencesValues = {
  categoryIds: [1, 2],
  regionIds: [],
  amenityIds: [4],
  travelStyle: "adventure",
  budgetTier: 2,
};

describe("preferences form", () => {
  it("toggles ids", () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it("compares picks regardless of order", () => {
    expect(samePreferences(base, { ...base, categoryIds: [2, 1] })).toBe(true);
    expect(samePreferences(base, { ...base, categoryIds: [1] })).toBe(false);
    expect(samePreferences(base, { ...base, travelStyle: null })).toBe(false);
    expect(samePreferences(base, { ...base, budgetTier: 0 })).toBe(false);
  });

  it("labels the count", () => {
    expect(selectedLabel(0)).toBe("None selected");
    expect(selectedLabel(3)).toBe("3 selected");
  });
});
