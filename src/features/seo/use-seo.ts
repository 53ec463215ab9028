import { useEffect } from "react";
import { usePageMeta } from "@/features/info/page-meta";
import { absoluteUrl, DEFAULT_DESCRIPTION, DEFAULT_IMAGE, DEFAULT_TITLE, SITE_NAME } from "./seo";

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

const JSON_LD_ID = "page-json-ld";

function setMeta(attribute: "name" | "property", key: string, content: string) {
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
 * current page. On leaving, the page's own tags are removed, so a screen without this hook
 * never shows the last page's.
 */
export function useSeo({ title, description, image, type = "website", jsonLd }: SeoOptions): void {
  usePageMeta(title, description);
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : null;

  useEffect(() => {
    const origin = window.location.origin;
    const fullTitle = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
    const text = description?.trim() || DEFAULT_DESCRIPTION;
    setMeta("property", "og:site_name", SITE_NAME);
    setMeta("property", "og:title", fullTitle);
    setMeta("property", "og:description", text);
    setMeta("property", "og:type", type);
    setMeta("property", "og:url", origin + window.location.pathname + window.location.search);
    setMeta("property", "og:image", absoluteUrl(image || DEFAULT_IMAGE, origin));
    setMeta("name", "twitter:card", image ? "summary_large_image" : "summary");

    let script = document.getElementById(JSON_LD_ID);
    if (jsonText) {
      if (!script) {
        script = document.createElement("script");
        script.id = JSON_LD_ID;
        script.setAttribute("type", "application/ld+json");
        document.head.append(script);
      }
      // "<" is escaped so no text in the data can close the script element.
      script.textContent = jsonText.replace(/</g, "\\u003c");
    } else {
      script?.remove();
    }
  }, [title, description, image, type, jsonText]);

  useEffect(() => removeAdded, []);
}
