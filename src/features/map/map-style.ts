import type { FeatureCollection } from "geojson";
import type { StyleSpecification } from "maplibre-gl";

export const SEA = "#d7e6ea";
const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };

/**
 * The map's whole style, local: the sea, land and borders drawn from GeoJSON the app loads itself
 * (world-geojson.ts) and the stays as a clustered GeoJSON source. No tiles, glyphs or sprites are
 * fetched; counts and prices are HTML markers, so no text layer needs a font.
 */
export function localStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: "geojson", data: EMPTY },
      borders: { type: "geojson", data: EMPTY },
      stays: { type: "geojson", data: EMPTY, cluster: true, clusterRadius: 56, clusterMaxZoom: 11 },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": SEA } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": "#f3ecdd", "fill-outline-color": "#c9b48f" } },
      { id: "borders", type: "line", source: "borders", paint: { "line-color": "#cdb994", "line-width": 0.8 } },
      // Keeps the stays' tiles loaded for the HTML markers, which read them; draws nothing itself.
      { id: "stays", type: "circle", source: "stays", paint: { "circle-radius": 0, "circle-opacity": 0 } },
    ],
  };
}
