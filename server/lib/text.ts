import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/** Markdown (HTML inside it is kept) to the HTML the site shows, with the same allow-list as every other rich text. */
export function markdownHtml(markdown: string): string {
  return sanitizeRichText(marked.parse(markdown, { async: false, gfm: true }));
}

/** Markup allowed in listing descriptions and articles; everything else is stripped on write. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["http", "https", "mailto"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  }).trim();
}
