import { Suspense } from "react";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import { useNearScreen } from "@/lib/use-near-screen";
import type { StaysMapProps } from "./stays-map";

export type { StaysMapProps } from "./stays-map";

// MapLibre (its script, stylesheet and worker) and the outlines load only when a map comes near the screen.
const StaysMap = lazyNamed(() => import("./stays-map"), "StaysMap");

/**
 * The map's place while it loads. `still` for a map too far down to have started loading: a pulse
 * nobody sees would only repaint the page every frame, on the main thread, until it is scrolled to.
 */
export function MapSkeleton({ className, still = false }: { className?: string | undefined; still?: boolean }) {
  return (
    <div role="status" className={cn(!still && "animate-pulse", "rounded-2xl bg-[#d7e6ea]", className)}>
      <span className="sr-only">Loading map</span>
    </div>
  );
}

export function LazyStaysMap(props: StaysMapProps) {
  // The map loads once it is within a screen of the viewport.
  const [ref, near] = useNearScreen<HTMLDivElement>("100% 0px");
  if (!near) {
    return (
      <div ref={ref} className={props.className}>
        <MapSkeleton className="size-full" still />
      </div>
    );
  }
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <StaysMap {...props} />
    </Suspense>
  );
}
