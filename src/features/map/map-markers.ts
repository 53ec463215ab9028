import type { Point } from "geojson";
import { Marker, type GeoJSONSource, type Map as MapLibreMap } from "maplibre-gl";
import { clusterCountText, clusterKey, clusterLabel, type MapPin } from "./map-pins";

const CLUSTER_CLASS =
  "grid size-11 place-items-center rounded-full border-[3px] border-white bg-forest-800 text-sm font-semibold text-white shadow-[0_1px_6px_rgb(12_31_20/0.45)] ring-4 ring-forest-800/25 hover:bg-forest-700 focus-visible:outline-offset-2";
const PIN_CLASS =
  "rounded-full border-2 border-white bg-forest-700 shadow-[0_1px_4px_rgb(12_31_20/0.45)] hover:bg-forest-900 aria-pressed:z-10 aria-pressed:bg-sand-600 focus-visible:outline-offset-2";

type MarkerHandlers = { onPin: (pin: MapPin) => void };

/**
 * HTML markers over the clustered "stays" source: a button per cluster (its count; selecting it
 * zooms in to where the cluster splits) and per stay (its price or a dot; selecting it opens the
 * card). Buttons are reachable by Tab and named for screen readers.
 */
export function createMarkerLayer(map: MapLibreMap, handlers: MarkerHandlers) {
  const markers = new Map<string, Marker>();
  let pinsById = new Map<number, MapPin>();
  let selected: number | null = null;

  function clusterButton(clusterId: number, count: number, lngLat: [number, number]) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = CLUSTER_CLASS;
    button.textContent = clusterCountText(count);
    button.setAttribute("aria-label", clusterLabel(count));
    button.dataset.cluster = String(count);
    button.addEventListener("click", () => {
      void map
        .getSource<GeoJSONSource>("stays")
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => map.easeTo({ center: lngLat, zoom: Math.min(zoom, map.getMaxZoom()) }));
    });
    return button;
  }

  function pinButton(pin: MapPin) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = pin.price ? `${PIN_CLASS} px-2 py-0.5 text-xs font-semibold text-white` : `${PIN_CLASS} size-5`;
    if (pin.price) button.textContent = pin.price;
    button.setAttribute("aria-label", pin.label);
    button.setAttribute("aria-pressed", String(pin.id === selected));
    button.dataset.pin = String(pin.id);
    button.addEventListener("click", () => handlers.onPin(pin));
    return button;
  }

  /** Adds the markers of the clusters and stays the source now holds, and drops the rest. */
  function sync() {
    if (!map.getSource("stays") || !map.isSourceLoaded("stays")) return;
    const seen = new Set<string>();
    for (const feature of map.querySourceFeatures("stays")) {
      const props = feature.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        pinId?: number;
      };
      const [lng = 0, lat = 0] = (feature.geometry as Point).coordinates;
      const key = props.cluster ? clusterKey(props.point_count ?? 0, lng, lat) : `p${props.pinId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (markers.has(key)) continue;
      const pin = props.pinId !== undefined ? pinsById.get(props.pinId) : undefined;
      const element = props.cluster
        ? clusterButton(props.cluster_id ?? 0, props.point_count ?? 0, [lng, lat])
        : pin
          ? pinButton(pin)
          : null;
      if (element) markers.set(key, new Marker({ element }).setLngLat([lng, lat]).addTo(map));
    }
    for (const [key, marker] of markers) {
      if (!seen.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
  }

  function clear() {
    for (const marker of markers.values()) marker.remove();
    markers.clear();
  }

  return {
    sync,
    clear,
    /** New pins: the source's clusters are rebuilt, so every marker is made again. */
    setPins(pins: readonly MapPin[]) {
      pinsById = new Map(pins.map((pin) => [pin.id, pin]));
      clear();
    },
    select(id: number | null) {
      selected = id;
      for (const marker of markers.values()) {
        const element = marker.getElement();
        if (element.dataset.pin) element.setAttribute("aria-pressed", String(element.dataset.pin === String(id)));
      }
    },
  };
}
