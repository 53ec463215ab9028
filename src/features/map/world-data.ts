import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
// Natural Earth 1:110m countries, shipped with the build as a hashed asset (no outside request).
import worldUrl from "world-atlas/countries-110m.json?url";
import type { Ring } from "./geo-view";

export type WorldShapes = {
  /** Outer and inner rings of every country, [lng, lat]. */
  land: Ring[];
  /** Borders between countries, as open lines. */
  borders: Ring[];
};

type Countries = Topology<{ countries: GeometryCollection }>;

let pending: Promise<WorldShapes> | null = null;

function toShapes(topology: Countries): WorldShapes {
  const land: Ring[] = [];
  for (const country of feature(topology, topology.objects.countries).features) {
    const geometry = country.geometry;
    if (geometry.type === "Polygon") land.push(...(geometry.coordinates as unknown as Ring[]));
    else if (geometry.type === "MultiPolygon") for (const polygon of geometry.coordinates) land.push(...(polygon as unknown as Ring[]));
  }
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates as unknown as Ring[];
  return { land, borders };
}

/** World outlines, loaded once on first use and shared by every map on the page. */
export function loadWorldShapes(): Promise<WorldShapes> {
  pending ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<Countries>;
    })
    .then(toShapes)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
