import { useEffect } from "react";
import { usePageTitle } from "@/components/layout/page-title";

const DEFAULT_DESCRIPTION =
  "Wildluxe: discover curated luxury outdoor stays. Cabins, treehouses, glamping, tiny homes and luxury RV camping, with a membership for travelers who share their stories.";

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
  useEffect(() => {
    const tag = descriptionTag();
    tag.content = description?.trim() || DEFAULT_DESCRIPTION;
    return () => {
      tag.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
