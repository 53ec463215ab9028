import { useEffect } from "react";
import { DEFAULT_TITLE, SITE_NAME } from "@/lib/seo/seo";
import { useServerHead } from "@/lib/seo/server-head";

/** "{title} | Wildluxe", or the site's own title for none. */
export function fullPageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
}

/** Sets the document title for a screen: "{title} | Wildluxe". */
export function usePageTitle(title: string | null | undefined): void {
  const head = useServerHead();
  if (head) head.title = fullPageTitle(title);
  useEffect(() => {
    document.title = fullPageTitle(title);
  }, [title]);
}
