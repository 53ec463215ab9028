import { describe, expect, it } from "vitest";
import { STORY_STATUS, validateStory } from "./story-status";

describe("validateStory", () => {
  it("accepts a titled story of 50 characters or more", () => {
    expect(validateStory({ title: "Fog over the fjord", content: "x".repeat(50) })).toEqual({});
  });

  it("uses the server's words", () => {
    expect(validateStory({ title: "Hi", content: "short" })).toEqual({
      title: "Titles must be at least 5 characters.",
      content: "Stories must be at least 50 characters.",
    });
    expect(validateStory({ title: "x".repeat(161), content: "x".repeat(20_001) })).toEqual({
      title: "Titles must be at most 160 characters.",
      content: "Stories must be at most 20000 characters.",
    });
  });
});

describe("STORY_STATUS", () => {
  it("labels pending, published and rejected entries", () => {
    expect(STORY_STATUS.pending.label).toBe("Pending review");
    expect(STORY_STATUS.published.label).toBe("Published");
    expect(STORY_STATUS.rejected.label).toBe("Rejected");
  });
});
