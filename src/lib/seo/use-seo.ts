import { useEffect } from "react";
import { fullPageTitle } from "@/components/layout/page-title";
import { usePageMeta } from "@/lib/seo/page-meta";
import { JSON_LD_ID } from "@shared/document-ids";
import { absoluteUrl, DEFAULT_DESCRIPTION, DEFAULT_IMAGE, SITE_NAME } from "./seo";
import { useServerHead, type MetaTag } from "./server-head";

export type SeoOptions = {
  /** The page's own title; " | Wildluxe" is added. Null gives the site's default title. */
  title: string | null | undefined;
  description?: string | undefined;
  /** A path or URL; made absolute from this origin for Open Graph. */
  image?: string | undefined;
  type?: "website" | "article";
  /** Structured data for the page (schema.org), written as a JSON-LD script. */
  jsonLd?: Record<string, unknown> | null | undefined;
};

/** Open Graph and Twitter tags for a page at `path` (path and query) on `origin`. */
function seoMetaTags(
  { title, description, image, type = "website" }: SeoOptions,
  origin: string,
  path: string,
): MetaTag[] {
  const property = (key: string, content: string): MetaTag => ({ attribute: "property", key, content });
  return [
    property("og:site_name", SITE_NAME),
    property("og:title", fullPageTitle(title)),
    property("og:description", description?.trim() || DEFAULT_DESCRIPTION),
    property("og:type", type),
    property("og:url", origin + path),
    property("og:image", absoluteUrl(image || DEFAULT_IMAGE, origin)),
    { attribute: "name", key: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

/** JSON-LD text that is safe inside a script element: "<" is escaped so no value can close it. */
function jsonLdText(jsonLd: Record<string, unknown>): string {
  return JSON.stringify(jsonLd).replace(/</g, "\\u003c");
}

function setMeta({ attribute, key, content }: MetaTag) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    element.dataset.seo = "";
    document.head.append(element);
  }
  element.content = content;
}

function removeAdded() {
  for (const element of document.head.querySelectorAll("meta[data-seo]")) element.remove();
  document.getElementById(JSON_LD_ID)?.remove();
}

/**
 * Title and meta description (through usePageMeta), plus Open Graph tags and JSON-LD for the
 * current page. On the server they go into the response's head; in the browser they are kept
 * up to date, and on leaving, the page's own tags are removed, so a screen without this hook
 * never shows the last page's.
 */
export function useSeo(options: SeoOptions): void {
  const { title, description, image, type = "website", jsonLd } = options;
  usePageMeta(title, description);
  const jsonText = jsonLd ? jsonLdText(jsonLd) : null;
  const head = useServerHead();
  if (head) {
    head.meta = seoMetaTags(options, head.origin, head.path);
    head.jsonLd = jsonText;
  }

  useEffect(() => {
    const { origin, pathname, search } = window.location;
    for (const tag of seoMetaTags({ title, description, image, type }, origin, pathname + search)) setMeta(tag);
    let script = document.getElementById(JSON_LD_ID);
    if (jsonText) {
      if (!script) {
        script = document.createElement("script");
        script.id = JSON_LD_ID;
        script.setAttribute("type", "application/ld+json");
        document.head.append(script);
      }
      script.textContent = jsonText;
    } else {
      script?.remove();
    }
  }, [title, description, image, type, jsonText]);

  useEffect(() => removeAdded, []);
}
