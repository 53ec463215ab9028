import "maplibre-gl/dist/maplibre-gl.css";
import {
  LngLatBounds,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type MapLibreEvent,
} from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { normalizeBounds, type Bounds } from "@shared/map-bounds";
import { createMarkerLayer } from "./map-markers";
import { boundsOf, pinsToGeoJson, type MapPin } from "./map-pins";
import { localStyle, SEA } from "./map-style";
import { StayCard } from "./stay-card";
import { loadWorldGeoJson } from "./world-geojson";

// The worker ships as a file of our own build, not beside a CDN copy of the library.
setWorkerUrl(workerUrl);

export type StaysMapProps = {
  pins: readonly MapPin[];
  /** Names the map for assistive technology, e.g. "Map of 141 stays". */
  label: string;
  /** Said after the label and under the fallback: where the same stays are in words (the list). */
  description: string;
  /** Sizes the map box; the map fills it. */
  className?: string;
  /** The area to show (a "search this area" in the URL); without one the map fits the pins. */
  area?: Bounds | undefined;
  /** How far a map of one pin zooms in (a listing's own map). */
  singleZoom?: number;
  /** Offers "Search this area" once the reader has moved the map, and hands it the area shown. */
  onSearchArea?: ((bounds: Bounds) => void) | undefined;
};

type Status = "loading" | "ready" | "no-webgl";
/** Moves the map makes itself (fitting the pins) carry this, so they do not offer "Search this area". */
const FITTING = { fitting: true };

function toLngLatBounds(b: Bounds): LngLatBounds {
  // An area across the antimeridian continues east past 180°, as MapLibre expects.
  return new LngLatBounds([b.west, b.south], [b.east < b.west ? b.east + 360 : b.east, b.north]);
}

/** Stays on a movable MapLibre map of the bundled world outlines, clustered, with a card per stay. */
export function StaysMap({ pins, label, description, className, area, singleZoom = 9, onSearchArea }: StaysMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: MapLibreMap; markers: ReturnType<typeof createMarkerLayer> } | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [selected, setSelected] = useState<MapPin | null>(null);
  const [moved, setMoved] = useState(false);
  const initialArea = useRef(area);
  const descriptionId = useId();

  useEffect(() => {
    const container = boxRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: localStyle(),
        ...(initialArea.current ? { bounds: toLngLatBounds(initialArea.current) } : { center: [10, 30], zoom: 0.5 }),
        maxZoom: 12,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: { compact: true, customAttribution: "Outlines: Natural Earth" },
        locale: { "Map.Title": `${label}. Arrow keys move the map; plus and minus zoom.` },
      });
    } catch (error) {
      // No WebGL 2 (switched off, or an old or locked-down browser): say so; the list still works.
      console.warn("The map could not start", error);
      setStatus("no-webgl");
      return;
    }
    map.getCanvas().setAttribute("aria-describedby", descriptionId);
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const markers = createMarkerLayer(map, { onPin: setSelected });
    map.on("render", markers.sync);
    map.on("moveend", (event: MapLibreEvent & { fitting?: boolean }) => {
      if (!event.fitting) setMoved(true);
    });
    map.on("load", () => {
      mapRef.current = { map, markers };
      setStatus("ready");
      void loadWorldGeoJson().then(
        (world) => {
          void map.getSource<GeoJSONSource>("land")?.setData(world.land);
          void map.getSource<GeoJSONSource>("borders")?.setData(world.borders);
        },
        (error: unknown) => console.warn("World outlines failed to load", error),
      );
    });
    return () => {
      mapRef.current = null;
      markers.clear();
      map.remove();
    };
    // The map is made once; its label and first area are read then, later changes go through the effects below.
  }, []);

  const areaKey = area ? [area.west, area.south, area.east, area.north].join() : "";
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.markers.setPins(pins);
    void current.map.getSource<GeoJSONSource>("stays")?.setData(pinsToGeoJson(pins));
    setSelected((open) => (open && pins.some((pin) => pin.id === open.id) ? open : null));
    // Within a searched area the reader's view stays put; otherwise the map shows every pin.
    if (areaKey) return;
    const box = boundsOf(pins);
    if (box)
      current.map.fitBounds(
        toLngLatBounds(box),
        { padding: 48, maxZoom: pins.length === 1 ? singleZoom : 8, duration: 0 },
        FITTING,
      );
  }, [pins, areaKey, status, singleZoom]);

  useEffect(() => {
    mapRef.current?.markers.select(selected?.id ?? null);
    // The card takes focus, so Tab reaches its link next and Escape closes it.
    cardRef.current?.querySelector<HTMLElement>("a, button")?.focus({ preventScroll: true });
  }, [selected]);

  /** Closes the card and puts focus back on its pin, where the reader was. */
  const closeCard = () => {
    if (!selected) return;
    boxRef.current?.querySelector<HTMLElement>(`[data-pin="${selected.id}"]`)?.focus({ preventScroll: true });
    setSelected(null);
  };

  const searchArea = () => {
    const map = mapRef.current?.map;
    if (!map || !onSearchArea) return;
    const b = map.getBounds();
    onSearchArea(normalizeBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }));
    setMoved(false);
  };

  return (
    <div
      className={cn("relative isolate overflow-hidden rounded-2xl border border-forest-900/10", className)}
      style={{ backgroundColor: SEA }}
      onKeyDown={(event) => {
        if (event.key === "Escape") closeCard();
      }}
    >
      {/* MapLibre makes its container position: relative, so the container fills a positioned box. */}
      <div className="absolute inset-0">
        <div ref={boxRef} className="size-full" data-map-status={status} />
      </div>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      {status === "loading" ? (
        <p role="status" className="absolute left-3 top-3 rounded-full bg-white/85 px-3 py-1 text-xs text-muted">
          Loading map…
        </p>
      ) : null}
      {status === "no-webgl" ? (
        <div role="status" className="absolute inset-0 grid place-items-center p-6 text-center">
          <p className="max-w-sm rounded-xl bg-white/90 px-4 py-3 text-sm text-ink shadow-sm">
            <span className="block font-semibold">
              This browser can’t draw the map (WebGL is off or not supported).
            </span>
            <span aria-hidden="true">{description}</span>
          </p>
        </div>
      ) : null}
      {moved && onSearchArea && status === "ready" ? (
        <Button
          size="sm"
          onClick={searchArea}
          className="absolute left-1/2 top-3 z-10 -translate-x-1/2 shadow-card-hover"
        >
          Search this area
        </Button>
      ) : null}
      {selected ? <StayCard pin={selected} cardRef={cardRef} onClose={closeCard} /> : null}
    </div>
  );
}
