import { describe, expect, it } from "vitest";
import { leadArticle } from "./lead-article";

const story = (id: number) => ({ id, featured: false, memberStory: true });
const editors = (id: number, featured = false) => ({ id, featured, memberStory: false });

describe("the journal's lead article", () => {
  it("is the editors' featured article even when newer member stories were approved", () => {
    expect(leadArticle([story(9), story(8), editors(7), editors(6, true)])?.id).toBe(6);
  });

  it("is a member story only when it is featured by nobody and the editors have written nothing", () => {
    expect(leadArticle([story(9), editors(7), editors(5)])?.id).toBe(7);
    expect(leadArticle([{ ...story(9), featured: true }, editors(7)])?.id).toBe(7);
    expect(leadArticle([story(9), story(8)])?.id).toBe(9);
    expect(leadArticle([])).toBeUndefined();
  });
});
