import type { Feature, FeatureCollection, MultiLineString, Polygon, MultiPolygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// Natural Earth 1:110m countries, shipped with the build as a hashed asset (no outside request).
import worldUrl from "world-atlas/countries-110m.json?url";

export type WorldGeoJson = {
  land: FeatureCollection<Polygon | MultiPolygon>;
  borders: Feature<MultiLineString>;
};

type Countries = Topology<{ countries: GeometryCollection }>;

/**
 * A ring or line made continuous in longitude: where it jumps across the antimeridian (179° to
 * -179°) the rest is shifted by 360°, so MapLibre (which wraps what lies past ±180) draws Fiji and
 * Chukotka whole instead of a stripe across the world. A closed ring that crosses once circles a
 * pole (Antarctica): it is closed along that pole.
 */
export function unwrapRing(ring: readonly Position[], closed: boolean): Position[] {
  let shift = 0;
  const out: Position[] = [];
  ring.forEach(([lng = 0, lat = 0], i) => {
    const prev = ring[i - 1];
    if (prev) {
      const jump = lng - (prev[0] ?? 0);
      if (jump > 180) shift -= 360;
      else if (jump < -180) shift += 360;
    }
    out.push([lng + shift, lat]);
  });
  const first = out[0];
  const last = out[out.length - 1];
  if (closed && first && last && shift !== 0) {
    const pole = out.reduce((sum, [, lat = 0]) => sum + lat, 0) < 0 ? -90 : 90;
    out.push([last[0]!, pole], [first[0]!, pole], first);
  }
  return out;
}

function toGeoJson(topology: Countries): WorldGeoJson {
  const countries = feature(topology, topology.objects.countries);
  const land: WorldGeoJson["land"] = { type: "FeatureCollection", features: [] };
  for (const country of countries.features) {
    const geometry = country.geometry;
    if (geometry.type === "Polygon") {
      land.features.push({
        type: "Feature",
        properties: {},
        geometry: { type: "Polygon", coordinates: geometry.coordinates.map((r) => unwrapRing(r, true)) },
      });
    } else if (geometry.type === "MultiPolygon") {
      const coordinates = geometry.coordinates.map((polygon) => polygon.map((r) => unwrapRing(r, true)));
      land.features.push({ type: "Feature", properties: {}, geometry: { type: "MultiPolygon", coordinates } });
    }
  }
  const lines = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const borders: WorldGeoJson["borders"] = {
    type: "Feature",
    properties: {},
    geometry: { type: "MultiLineString", coordinates: lines.coordinates.map((line) => unwrapRing(line, false)) },
  };
  return { land, borders };
}

let pending: Promise<WorldGeoJson> | null = null;

/** World outlines as GeoJSON, loaded once on first use and shared by every map on the page. */
export function loadWorldGeoJson(): Promise<WorldGeoJson> {
  pending ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<Countries>;
    })
    .then(toGeoJson)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
