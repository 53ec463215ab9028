export const SITE_NAME = "Wildluxe";
export const DEFAULT_TITLE = `${SITE_NAME} | Curated Luxury Outdoor Stays`;
export const DEFAULT_DESCRIPTION =
  "Wildluxe: discover curated luxury outdoor stays. Cabins, treehouses, glamping, tiny homes and luxury RV camping, with a membership for travelers who share their stories.";
/** Shared when a page has no picture of its own. */
export const DEFAULT_IMAGE = "/images/hero-landscape.svg";

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}
