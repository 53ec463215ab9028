import { describe, expect, it } from "vitest";
import { stripMarkup } from "./markup";
import { cardTags, descriptionPreview, formatRating } from "./listing-text";

describe("stripMarkup", () => {
  it("removes tags and decodes common entities", () => {
    expect(stripMarkup("<p>A restored <strong>sugarhouse</strong> &amp; cabin.</p>\n<p>Come in March.</p>")).toBe(
      "A restored sugarhouse & cabin. Come in March.",
    );
  });

  it("drops script and style contents", () => {
    expect(stripMarkup("<style>p{}</style>Hello<script>alert(1)</script>")).toBe("Hello");
  });
});

describe("descriptionPreview", () => {
  it("keeps short descriptions whole", () => {
    expect(descriptionPreview("<p>Small and quiet.</p>")).toBe("Small and quiet.");
  });

  it("cuts to 120 characters plus an ellipsis", () => {
    const long = `<p>${"a".repeat(200)}</p>`;
    const preview = descriptionPreview(long);
    expect(preview).toBe(`${"a".repeat(120)}...`);
  });

  it("counts characters after stripping markup", () => {
    const text = "word ".repeat(24).trim();
    expect(text.length).toBe(119);
    expect(descriptionPreview(`<em>${text}</em>`)).toBe(text);
  });
});

describe("cardTags", () => {
  it("shows two confident tags and counts the rest", () => {
    const tags = [
      { name: "Hot tub", lowConfidence: false },
      { name: "Maybe lake", lowConfidence: true },
      { name: "Forest", lowConfidence: false },
      { name: "Stargazing", lowConfidence: false },
      { name: "Sauna", lowConfidence: false },
    ];
    expect(cardTags(tags)).toEqual({ shown: [tags[0], tags[2]], more: 2 });
  });

  it("copes with no tags", () => {
    expect(cardTags(undefined)).toEqual({ shown: [], more: 0 });
  });
});

describe("formatRating", () => {
  it("shows one decimal", () => {
    expect(formatRating(4.86)).toBe("4.9");
    expect(formatRating(4.84)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
  });
});
