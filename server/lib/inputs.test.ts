import { describe, expect, it } from "vitest";
import { z } from "zod";
import { idInput, idOrSlug, imageRef, patchOf, webUrl } from "./inputs";

describe("idInput", () => {
  it("takes JSON numbers and decimal digits", () => {
    expect(idInput.parse(12)).toBe(12);
    expect(idInput.parse("12")).toBe(12);
    expect(idInput.parse("007")).toBe(7);
  });

  it.each(["0x10", "1e3", " 12", "12 ", "+5", "-5", "12.0", "0b1", "0o7", "", "Infinity"])("refuses %j", (text) => {
    expect(idInput.safeParse(text).success).toBe(false);
  });

  it("refuses ids PostgreSQL cannot hold", () => {
    expect(idInput.safeParse("2147483648").error?.issues[0]?.message).toBe("No such id.");
  });
});

describe("idOrSlug", () => {
  it("reads decimal text as an id and anything else as a slug", () => {
    expect(idOrSlug.parse("3")).toBe(3);
    expect(idOrSlug.parse(3)).toBe(3);
    expect(idOrSlug.parse("0x10")).toBe("0x10");
    expect(idOrSlug.parse("treehouses")).toBe("treehouses");
  });
});

describe("webUrl", () => {
  const url = webUrl("Website");
  it.each(["https://example.com", "http://example.com/a?b=c#d", "HTTPS://EXAMPLE.COM/x"])("accepts %s", (value) => {
    expect(url.parse(value)).toBe(value);
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "file:///etc/passwd",
    "mailto:a@b.c",
    "https://exa mple.com",
    "/relative",
    "example.com",
    "https://",
  ])("refuses %j with a message naming the field", (value) => {
    expect(url.safeParse(value).error?.issues[0]?.message).toBe(
      "Website must be a web address starting with http:// or https://.",
    );
  });
});

describe("imageRef", () => {
  const image = imageRef("Photo");
  it.each(["/media/a.webp", "https://images.example.com/a.jpg"])("accepts %s", (value) => {
    expect(image.parse(value)).toBe(value);
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example/a.jpg",
    "/\\evil.example/a.jpg",
    "media/a.webp",
  ])("refuses %j", (value) => {
    expect(image.safeParse(value).success).toBe(false);
  });
});

describe("patchOf", () => {
  const input = z.object({
    name: z.string().min(1),
    featured: z.boolean().default(false),
    tags: z.array(z.string()).default([]),
  });

  it("fills nothing the edit does not name", () => {
    expect(patchOf(input).parse({ name: "Cedar" })).toEqual({ name: "Cedar" });
    expect(patchOf(input).parse({ featured: true })).toEqual({ featured: true });
  });

  it("still checks the fields it is given", () => {
    expect(patchOf(input).safeParse({ name: "" }).success).toBe(false);
  });
});
