import type { FeatureCollection, Point } from "geojson";
import type { Bounds, LngLat } from "@shared/map-bounds";

export type MapPin = LngLat & {
  id: number;
  /** Where the pin's card leads; without one the pin only marks the place (a listing's own map). */
  href?: string | undefined;
  /** The pin's accessible name: what it stands for, in words. */
  label: string;
  title: string;
  subtitle?: string | undefined;
  rating?: string | undefined;
  /** "$185", shown on the pin and its card. */
  price?: string | undefined;
  /** With dates: "$1,140 for 3 nights", shown on the card instead of the nightly price. */
  total?: string | undefined;
  /** With flexible dates, when the stay is free on others: "Free Fri 12 – Mon 15 Dec". */
  freeDates?: string | undefined;
  image?: { src: string; srcSet?: string | undefined } | undefined;
};

/** The pins as a GeoJSON source: each point carries its pin's id, which the map clusters by. */
export function pinsToGeoJson(pins: readonly MapPin[]): FeatureCollection<Point, { pinId: number }> {
  return {
    type: "FeatureCollection",
    features: pins.map((pin) => ({
      type: "Feature",
      id: pin.id,
      properties: { pinId: pin.id },
      geometry: { type: "Point", coordinates: [pin.lng, pin.lat] },
    })),
  };
}

/** The box around the pins, or null for none. */
export function boundsOf(points: readonly LngLat[]): Bounds | null {
  if (!points.length) return null;
  let west = 180,
    east = -180,
    south = 90,
    north = -90;
  for (const { lng, lat } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, south, east, north };
}

/** A cluster marker's name: how many stays it holds and what selecting it does. */
export function clusterLabel(count: number): string {
  return `${count} stays here. Zoom in`;
}

/** "1.2k" for big clusters, so the marker stays small. */
export function clusterCountText(count: number): string {
  return count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count);
}

/**
 * One key per cluster on screen. A cluster near a tile's edge (or on a copy of the world) comes
 * back from each tile that holds it, not always with the same id; its count and place (to 0.1°,
 * finer than any two clusters can lie apart) name it once.
 */
export function clusterKey(count: number, lng: number, lat: number): string {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return `c${count}@${Math.round(wrapped * 10)},${Math.round(lat * 10)}`;
}
