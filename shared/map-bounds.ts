/** A point on the globe in degrees. */
export type LngLat = { lng: number; lat: number };

/**
 * A map area in degrees. `west` > `east` means the area crosses the antimeridian (180°), as a map
 * centred on the Pacific does. Written in URLs as "west,south,east,north" (the GeoJSON bbox order).
 */
export type Bounds = { west: number; south: number; east: number; north: number };

export const BOUNDS_FORMAT = "west,south,east,north";

export function isValidLngLat(p: { lng: number | null | undefined; lat: number | null | undefined }): p is LngLat {
  return (
    typeof p.lng === "number" &&
    typeof p.lat === "number" &&
    Number.isFinite(p.lng) &&
    Number.isFinite(p.lat) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}

/**
 * "1.5,40,3,42.25" -> the four numbers; anything else (too few, not numbers) -> null. Ranges are checked by the caller.
 */
export function readBoundsText(text: string): Bounds | null {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  return { west, south, east, north };
}

/** A longitude brought into [-180, 180] (the map reports -190 after panning west past the antimeridian). */
function wrapLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clampLat = (lat: number) => Math.min(90, Math.max(-90, lat));

/**
 * The area a map shows, as the server's bounds filter reads it: longitudes wrapped into
 * [-180, 180] (so an area across the antimeridian has west > east), latitudes clamped, four
 * decimals (about 11 m). A map wide enough to show the whole world round spans -180 to 180.
 */
export function normalizeBounds(b: Bounds): Bounds {
  const wholeWorld = b.east - b.west >= 360;
  return {
    west: wholeWorld ? -180 : round(wrapLng(b.west)),
    south: round(clampLat(b.south)),
    east: wholeWorld ? 180 : round(wrapLng(b.east)),
    north: round(clampLat(b.north)),
  };
}

export function formatBounds(b: Bounds): string {
  return [b.west, b.south, b.east, b.north].join(",");
}
