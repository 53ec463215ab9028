import { describe, expect, it } from "vitest";
import { suggestionDetail, suggestionHref, suggestionsAnnouncement, type Suggestion } from "./suggestion-text";

const alps: Suggestion = { kind: "destination", label: "Alps", place: "landscape", stays: 6 };
const stay: Suggestion = {
  kind: "stay",
  label: "Matterhorn View Chalet",
  slug: "matterhorn-view-chalet",
  location: "Zermatt, Switzerland",
  tierLevel: 3,
  locked: true,
};
const category: Suggestion = { kind: "category", label: "Treehouses", slug: "treehouses", stays: 1 };

describe("typeahead suggestions as shown", () => {
  it("a stay opens its page, a category its listing; a destination is searched by the box", () => {
    expect(suggestionHref(stay)).toBe("/listings/matterhorn-view-chalet");
    expect(suggestionHref(category)).toBe("/listings/category/treehouses");
    expect(suggestionHref(alps)).toBeNull();
  });

  it("says what each is and its stays", () => {
    expect(suggestionDetail(alps)).toBe("Landscape · 6 stays");
    expect(suggestionDetail(category)).toBe("Category · 1 stay");
    expect(suggestionDetail(stay)).toBe("Zermatt, Switzerland · Tier 3 members");
    expect(suggestionDetail({ ...stay, locked: false })).toBe("Zermatt, Switzerland");
  });

  it("announces N suggestions", () => {
    expect(suggestionsAnnouncement(0)).toBe("No suggestions");
    expect(suggestionsAnnouncement(1)).toBe("1 suggestion");
    expect(suggestionsAnnouncement(8)).toBe("8 suggestions");
  });
});
