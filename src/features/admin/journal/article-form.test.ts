import { describe, expect, it } from "vitest";
import {
  NEW_ARTICLE,
  articlePayload,
  articlePreviews,
  authorLabel,
  autoExcerpt,
  validateArticle,
} from "./article-form";

describe("article previews (spec §5)", () => {
  it("makes the slug from the title when the slug is blank", () => {
    const p = articlePreviews({ title: "Sleeping Under Northern Lights!", slug: "", content: "", excerpt: "" });
    expect(p.slug).toBe("sleeping-under-northern-lights");
    expect(p.slugIsAuto).toBe(true);
    expect(articlePreviews({ title: "x", slug: "Own Slug", content: "", excerpt: "" }).slug).toBe("own-slug");
  });

  it("makes the excerpt from the first 150 characters of the text plus an ellipsis", () => {
    const content = `<p>${"a".repeat(100)}</p><p>${"b".repeat(100)}</p>`;
    const excerpt = autoExcerpt(content);
    expect(excerpt).toBe(`${"a".repeat(100)} ${"b".repeat(49)}...`);
    expect(excerpt.length).toBe(153);
    expect(articlePreviews({ title: "", slug: "", content, excerpt: "" }).excerpt).toBe(excerpt);
  });

  it("keeps a typed excerpt and shows none for empty content", () => {
    expect(articlePreviews({ title: "", slug: "", content: "x", excerpt: " Mine " })).toMatchObject({
      excerpt: "Mine",
      excerptIsAuto: false,
    });
    expect(articlePreviews({ title: "", slug: "", content: "<p> </p>", excerpt: "" }).excerpt).toBe("");
  });
});

describe("validateArticle (spec §5)", () => {
  it("requires title, content, author name and image", () => {
    expect(Object.keys(validateArticle(NEW_ARTICLE)).sort()).toEqual(["authorName", "content", "imageUrl", "title"]);
    expect(
      validateArticle({
        ...NEW_ARTICLE,
        title: "T",
        content: "<p>Body</p>",
        authorName: "Ana",
        imageUrl: "/media/a.webp",
      }),
    ).toEqual({});
  });

  it("counts markup-only content as empty", () => {
    expect(validateArticle({ ...NEW_ARTICLE, content: "<p></p>" }).content).toBe("Content is required.");
  });
});

describe("articlePayload", () => {
  it("leaves blank slug and excerpt to the server, defaults published on, and reduces local image URLs", () => {
    const payload = articlePayload(
      {
        ...NEW_ARTICLE,
        title: " T ",
        content: "Body",
        authorName: " Ana ",
        imageUrl: "http://localhost:3700/media/j.webp",
      },
      "http://localhost:3700",
    );
    expect(payload).toMatchObject({
      title: "T",
      slug: null,
      excerpt: null,
      authorName: "Ana",
      imageUrl: "/media/j.webp",
      published: true,
      memberOnly: false,
      featured: false,
      categoryId: null,
    });
  });
});

describe("authorLabel (spec §2)", () => {
  it("falls back to Editor", () => {
    expect(authorLabel({ authorName: "" })).toBe("Editor");
    expect(authorLabel({ authorName: null })).toBe("Editor");
    expect(authorLabel({ authorName: "Mia" })).toBe("Mia");
  });
});
