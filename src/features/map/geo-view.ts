/** A point on the globe in degrees. */
export type LngLat = { lng: number; lat: number };
export type Bounds = { west: number; south: number; east: number; north: number };

/**
 * An equirectangular view: degrees to pixels around a centre, with longitudes scaled by the cosine
 * of the centre latitude (a "standard parallel") so regional maps keep their proportions.
 */
export type GeoView = { width: number; height: number; centerLng: number; centerLat: number; scale: number; kx: number };

export type FitOptions = {
  /** Pixels kept free around the points. */
  padding?: number;
  /** The smallest span shown, in degrees of longitude, so one pin (or a tight cluster) is not zoomed in absurdly. */
  minSpan?: number;
};

const WORLD: Bounds = { west: -180, south: -58, east: 180, north: 78 };
const MAX_STANDARD_PARALLEL = 60;

export function isValidLngLat(p: { lng: number | null | undefined; lat: number | null | undefined }): p is LngLat {
  return (
    typeof p.lng === "number" && typeof p.lat === "number" &&
    Number.isFinite(p.lng) && Number.isFinite(p.lat) &&
    Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180
  );
}

/** The box around the points, or null for none. */
export function boundsOf(points: readonly LngLat[]): Bounds | null {
  if (!points.length) return null;
  let west = 180, east = -180, south = 90, north = -90;
  for (const { lng, lat } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, south, east, north };
}

const clamp = (value: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, value));

/** The view that fits `bounds` (the inhabited world when null) into width x height pixels. */
export function fitView(bounds: Bounds | null, width: number, height: number, options: FitOptions = {}): GeoView {
  const { padding = 32, minSpan = 20 } = options;
  const box = bounds ?? WORLD;
  const centerLng = (box.west + box.east) / 2;
  const centerLat = (box.south + box.north) / 2;
  const kx = Math.cos((clamp(centerLat, -MAX_STANDARD_PARALLEL, MAX_STANDARD_PARALLEL) * Math.PI) / 180);
  const spanLng = Math.max(box.east - box.west, minSpan);
  const spanLat = Math.max(box.north - box.south, (minSpan * kx * height) / Math.max(width, 1));
  const innerW = Math.max(width - 2 * padding, 1);
  const innerH = Math.max(height - 2 * padding, 1);
  const scale = Math.min(innerW / (spanLng * kx), innerH / spanLat);
  return { width, height, centerLng, centerLat, scale, kx };
}

/** Pixel position of a point in the view (x right, y down). */
export function project(view: GeoView, lng: number, lat: number): [number, number] {
  return [
    view.width / 2 + (lng - view.centerLng) * view.kx * view.scale,
    view.height / 2 - (lat - view.centerLat) * view.scale,
  ];
}

/** The degrees visible in the view, for skipping shapes that lie wholly outside it. */
export function visibleBounds(view: GeoView): Bounds {
  const halfLng = view.width / 2 / (view.kx * view.scale);
  const halfLat = view.height / 2 / view.scale;
  return {
    west: view.centerLng - halfLng,
    east: view.centerLng + halfLng,
    south: view.centerLat - halfLat,
    north: view.centerLat + halfLat,
  };
}

export type Ring = ReadonlyArray<readonly [number, number]>;

function ringBounds(ring: Ring): Bounds {
  let west = Infinity, east = -Infinity, south = Infinity, north = -Infinity;
  for (const [lng, lat] of ring) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return { west, south, east, north };
}

function overlaps(a: Bounds, b: Bounds): boolean {
  return a.west <= b.east && a.east >= b.west && a.south <= b.north && a.north >= b.south;
}

/** Where a segment from a to b, which jumps across the antimeridian, meets it (latitude). */
function crossingLat(a: readonly [number, number], b: readonly [number, number]): number {
  const [lngA, latA] = a;
  const [lngB, latB] = b;
  const unwrappedB = lngB + (lngA > 0 ? 360 : -360);
  const edge = lngA > 0 ? 180 : -180;
  const t = unwrappedB === lngA ? 0 : (edge - lngA) / (unwrappedB - lngA);
  return latA + (latB - latA) * t;
}

const jumps = (a: readonly [number, number], b: readonly [number, number]) => Math.abs(b[0] - a[0]) > 180;

/**
 * Splits a ring or line where it jumps across the antimeridian (180° to -180°), so the flat map
 * shows no stray line across the world. Closed rings are cut into pieces that end on the map's
 * edge; a ring around a pole (an odd number of crossings) is closed along that pole's edge.
 */
export function splitAtAntimeridian(ring: Ring, closed: boolean): Array<Array<readonly [number, number]>> {
  const n = ring.length;
  const crossings: number[] = [];
  for (let i = 0; i < n - 1; i++) if (jumps(ring[i]!, ring[i + 1]!)) crossings.push(i);
  if (!crossings.length) return [[...ring]];

  if (!closed) {
    const pieces: Array<Array<readonly [number, number]>> = [[ring[0]!]];
    for (let i = 1; i < n; i++) {
      const prev = ring[i - 1]!;
      const point = ring[i]!;
      if (jumps(prev, point)) {
        const lat = crossingLat(prev, point);
        pieces[pieces.length - 1]!.push([prev[0] > 0 ? 180 : -180, lat]);
        pieces.push([[point[0] > 0 ? 180 : -180, lat]]);
      }
      pieces[pieces.length - 1]!.push(point);
    }
    return pieces;
  }

  // Walk the ring from just after the first crossing, once round, cutting at every crossing.
  const points = ring[0]![0] === ring[n - 1]![0] && ring[0]![1] === ring[n - 1]![1] ? ring.slice(0, -1) : [...ring];
  const m = points.length;
  const first = crossings[0]! + 1;
  const pieces: Array<Array<readonly [number, number]>> = [];
  let current: Array<readonly [number, number]> = [];
  const startPrev = points[(first - 1 + m) % m]!;
  const startPoint = points[first % m]!;
  current.push([startPoint[0] > 0 ? 180 : -180, crossingLat(startPrev, startPoint)]);
  for (let k = 0; k < m; k++) {
    const point = points[(first + k) % m]!;
    const next = points[(first + k + 1) % m]!;
    current.push(point);
    if (jumps(point, next)) {
      const lat = crossingLat(point, next);
      current.push([point[0] > 0 ? 180 : -180, lat]);
      pieces.push(current);
      current = [[next[0] > 0 ? 180 : -180, lat]];
    }
  }
  if (crossings.length % 2 === 1 && pieces.length) {
    // One crossing: the ring circles a pole. Close it along the top or bottom of the map.
    const piece = pieces[0]!;
    const pole = piece.reduce((sum, [, lat]) => sum + lat, 0) / piece.length < 0 ? -90 : 90;
    const end = piece[piece.length - 1]!;
    const begin = piece[0]!;
    piece.push([end[0], pole], [begin[0], pole]);
    return [piece];
  }
  return pieces;
}

/**
 * SVG path data for rings of [lng, lat] points: closed shapes for land, open lines for borders.
 * Rings outside the view are skipped, rings are cut at the antimeridian, and points closer than
 * half a pixel are merged.
 */
export function pathData(view: GeoView, rings: readonly Ring[], closed: boolean): string {
  const visible = visibleBounds(view);
  const parts: string[] = [];
  for (const ring of rings) {
    if (ring.length < 2 || !overlaps(ringBounds(ring), visible)) continue;
    for (const piece of splitAtAntimeridian(ring, closed)) {
      let d = "";
      let lastX = NaN, lastY = NaN;
      for (const [lng, lat] of piece) {
        const [x, y] = project(view, lng, lat);
        if (Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
        d += `${d ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`;
        lastX = x;
        lastY = y;
      }
      if (d) parts.push(closed ? `${d}Z` : d);
    }
  }
  return parts.join("");
}
