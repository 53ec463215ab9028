/** Widths the generated art renders at (server/services/media/art.ts ART_WIDTHS). */
const ART_WIDTHS = [400, 800, 1200, 1600] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

/** Web sizes written for each uploaded image, by kind (server/services/media/uploads.ts WIDTHS). */
const UPLOAD_WIDTHS: Record<string, readonly number[]> = {
  listing: [400, 800, 1600],
  journal: [400, 800, 1600],
  "member-media": [400, 1200],
  ad: [400, 800, 1600],
};

const ART_PATH = /^(?:https?:\/\/[^/]+)?\/media\/art\/[^?#]+\.webp$/;
const UPLOAD_PATH = /^((?:https?:\/\/[^/]+)?\/media\/uploads\/([a-z-]+)\/[a-z0-9]+-[a-f0-9]{12}-)\d{2,4}\.webp$/;

/** The art renders at 3:2; uploads keep their own shape, and their slots crop them like the art. */
const HEIGHT_PER_WIDTH = 2 / 3;

export type ResponsiveImage = {
  src: string;
  srcSet?: string;
  /** The size of `src`, so the browser knows the picture's shape before it arrives. */
  width: number;
  height: number;
};

function sized(src: string, width: number, srcSet?: string): ResponsiveImage {
  return { src, ...(srcSet ? { srcSet } : {}), width, height: Math.round(width * HEIGHT_PER_WIDTH) };
}

/**
 * `src`, `srcSet` and size for a catalog image. The site's own art accepts `?w=` at fixed widths
 * and every upload is stored at a few widths, so the browser can pick one for the slot; any other
 * image (an outside URL) is used as it is.
 */
export function responsiveImage(url: string, width: ArtWidth = 800): ResponsiveImage {
  if (ART_PATH.test(url)) {
    return sized(`${url}?w=${width}`, width, ART_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(", "));
  }
  const upload = UPLOAD_PATH.exec(url);
  const widths = upload ? UPLOAD_WIDTHS[upload[2]!] : undefined;
  if (upload && widths) {
    const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1]!;
    return sized(`${upload[1]}${chosen}.webp`, chosen, widths.map((w) => `${upload[1]}${w}.webp ${w}w`).join(", "));
  }
  return sized(url, width);
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
