import { useEffect } from "react";

const SITE = "Wildluxe";

/** Sets the document title for a screen: "{title} | Wildluxe". */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} | Curated Luxury Outdoor Stays`;
  }, [title]);
}
