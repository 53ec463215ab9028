import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** Slug rule of the admin forms: lowercased, non-word characters removed, spaces and underscores to hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Markup allowed in listing descriptions and articles; everything else is stripped on write. */
/** Markdown (HTML inside it is kept) to the HTML the site shows, with the same allow-list as every other rich text. */
export function markdownHtml(markdown: string): string {
  return sanitizeRichText(marked.parse(markdown, { async: false, gfm: true }));
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  }).trim();
}
