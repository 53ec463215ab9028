import { Suspense } from "react";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import type { WorldMapProps } from "./world-map";

export type { MapPin, WorldMapProps } from "./world-map";

// The map and its outline data load only when a map is on screen.
const WorldMap = lazyNamed(() => import("./world-map"), "WorldMap");

export function MapSkeleton({ className }: { className?: string | undefined }) {
  return (
    <div role="status" className={cn("animate-pulse rounded-2xl bg-[#d7e6ea]", className)}>
      <span className="sr-only">Loading map</span>
    </div>
  );
}

export function LazyWorldMap(props: WorldMapProps) {
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <WorldMap {...props} />
    </Suspense>
  );
}
