/** Widths the generated art renders at (server/services/art.ts ART_WIDTHS). */
export const ART_WIDTHS = [400, 800, 1200, 1600] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

const ART_PATH = /^(?:https?:\/\/[^/]+)?\/media\/art\/[^?#]+\.webp$/;

export type ResponsiveImage = { src: string; srcSet?: string };

/**
 * `src` and `srcSet` for a listing image. The site's own art accepts `?w=` at fixed widths, so
 * the browser can pick one for the slot; any other image (an upload, an outside URL) is used as is.
 */
export function responsiveImage(url: string, width: ArtWidth = 800): ResponsiveImage {
  if (!ART_PATH.test(url)) return { src: url };
  return {
    src: `${url}?w=${width}`,
    srcSet: ART_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", "),
  };
}

/** An absolute URL for sharing (Open Graph, JSON-LD): relative paths are resolved against the origin. */
export function absoluteImageUrl(url: string, origin: string, width: ArtWidth = 1200): string {
  const { src } = responsiveImage(url, width);
  try {
    return new URL(src, origin).toString();
  } catch {
    return src;
  }
}
