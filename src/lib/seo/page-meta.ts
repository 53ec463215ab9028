import { useEffect } from "react";
import { usePageTitle } from "@/components/layout/page-title";
import { DEFAULT_DESCRIPTION } from "@/lib/seo/seo";
import { useServerHead } from "@/lib/seo/server-head";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * A screen's title ("{title} | Wildluxe", or the site title for null) and meta description.
 * The description returns to the site default when the screen goes away, so a screen
 * without its own never shows the previous one's.
 */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  usePageTitle(title);
  const text = description?.trim() || DEFAULT_DESCRIPTION;
  const head = useServerHead();
  if (head) head.description = text;
  useEffect(() => {
    const tag = descriptionTag();
    tag.content = text;
    return () => {
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [text]);
}
