import { describe, expect, it } from "vitest";
import {
  isHighlighted,
  moreReasonsLabel,
  recommendationSource,
  skipShown,
  visibleReasons,
} from "./recommendation-rules";

describe("isHighlighted", () => {
  it("highlights any card scoring 95 or more", () => {
    expect(isHighlighted(0, 95)).toBe(true);
    expect(isHighlighted(2, 95)).toBe(true);
    expect(isHighlighted(1, 99)).toBe(true);
    expect(isHighlighted(1, 94)).toBe(false);
  });

  it("highlights the first card from 90", () => {
    expect(isHighlighted(0, 90)).toBe(true);
    expect(isHighlighted(0, 89)).toBe(false);
    expect(isHighlighted(1, 92)).toBe(false);
  });

  it("without a score, highlights only the first card", () => {
    expect(isHighlighted(0, undefined)).toBe(true);
    expect(isHighlighted(0, null)).toBe(true);
    expect(isHighlighted(1, undefined)).toBe(false);
    expect(isHighlighted(2, null)).toBe(false);
  });

  it("treats a score of 0 as a score", () => {
    expect(isHighlighted(0, 0)).toBe(false);
  });
});

describe("recommendationSource", () => {
  const loaded = (count: number) => ({ isError: false, isPending: false, count });

  it("gives visitors the trending list", () => {
    expect(recommendationSource(false, loaded(3))).toBe("trending");
    expect(recommendationSource(false, { isError: true, isPending: false, count: undefined })).toBe("trending");
  });

  it("gives members the enhanced list when it has items", () => {
    expect(recommendationSource(true, loaded(3))).toBe("enhanced");
  });

  it("waits for the enhanced list before falling back", () => {
    expect(recommendationSource(true, { isError: false, isPending: true, count: undefined })).toBe("enhanced");
  });

  it("falls back to personalized when the enhanced list is empty or failed", () => {
    expect(recommendationSource(true, loaded(0))).toBe("personalized");
    expect(recommendationSource(true, { isError: true, isPending: false, count: undefined })).toBe("personalized");
  });
});

describe("visibleReasons", () => {
  it("shows up to three reasons and counts the rest", () => {
    expect(visibleReasons(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleReasons(["a"])).toEqual({ shown: ["a"], more: 0 });
    expect(visibleReasons(undefined)).toEqual({ shown: [], more: 0 });
  });

  it("labels the remainder", () => {
    expect(moreReasonsLabel(1)).toBe("+ 1 more reason");
    expect(moreReasonsLabel(4)).toBe("+ 4 more reasons");
  });
});

describe("skipShown", () => {
  const item = (id: number) => ({ listing: { id } });

  it("leaves out the stays the page already shows and keeps three", () => {
    const trending = [1, 2, 3, 4, 5, 6, 7].map(item);
    expect(skipShown(trending, new Set([1, 2, 3, 5]), 3)?.map((i) => i.listing.id)).toEqual([4, 6, 7]);
  });

  it("keeps the first three when nothing else is shown, and waits for a list still loading", () => {
    expect(skipShown([1, 2, 3, 4].map(item), new Set(), 3)?.map((i) => i.listing.id)).toEqual([1, 2, 3]);
    expect(skipShown(undefined, new Set([1]), 3)).toBeUndefined();
  });
});
