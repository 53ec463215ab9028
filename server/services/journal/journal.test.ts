import { describe, expect, it } from "vitest";
import { articleInput, autoExcerpt, plainText } from "./journal";

describe("article text rules", () => {
  it("strips markup and decodes entities for the excerpt", () => {
    expect(plainText("<p>Fish &amp; chips</p><p>by the&nbsp;sea</p>")).toBe("Fish & chips by the sea");
  });

  it("makes the excerpt from the first 150 characters plus an ellipsis", () => {
    const text = "a".repeat(140) + " " + "b".repeat(40);
    expect(autoExcerpt(`<p>${text}</p>`)).toBe(`${text.slice(0, 150)}...`);
    expect(autoExcerpt("<p>Short.</p>")).toBe("Short....");
  });
});

describe("articleInput", () => {
  it("folds the older aliases into the canonical names", () => {
    const parsed = articleInput.parse({
      title: "T",
      content: "<p>x</p>",
      image_url: "/i.webp",
      author_name: "A",
      created_at: "2024-01-02",
    });
    expect(parsed).toMatchObject({ imageUrl: "/i.webp", authorName: "A", createdAt: new Date("2024-01-02") });
    expect(articleInput.parse({ title: "T", content: "x", imageUrl: "/i", author: "B" }).authorName).toBe("B");
  });

  it("names every missing required field at once", () => {
    const result = articleInput.safeParse({ title: " ", content: "<script>x</script>" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Missing required fields: title, content, authorName, imageUrl.");
  });

  it("sanitises the content", () => {
    expect(
      articleInput.parse({
        title: "T",
        content: '<p onclick="x()">Hi</p><iframe></iframe>',
        imageUrl: "/i",
        authorName: "A",
      }).content,
    ).toBe("<p>Hi</p>");
  });
});
