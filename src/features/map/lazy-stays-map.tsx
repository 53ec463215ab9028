import { Suspense, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { lazyNamed } from "@/lib/lazy-named";
import type { StaysMapProps } from "./stays-map";

export type { StaysMapProps } from "./stays-map";

// MapLibre (its script, stylesheet and worker) and the outlines load only when a map comes near the screen.
const StaysMap = lazyNamed(() => import("./stays-map"), "StaysMap");

export function MapSkeleton({ className }: { className?: string | undefined }) {
  return (
    <div role="status" className={cn("animate-pulse rounded-2xl bg-[#d7e6ea]", className)}>
      <span className="sr-only">Loading map</span>
    </div>
  );
}

/** True once the element is within a screen of the viewport (never during the server render). */
function useNearScreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "100% 0px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function LazyStaysMap(props: StaysMapProps) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  if (!near) {
    return (
      <div ref={ref} className={props.className}>
        <MapSkeleton className="size-full" />
      </div>
    );
  }
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <StaysMap {...props} />
    </Suspense>
  );
}
