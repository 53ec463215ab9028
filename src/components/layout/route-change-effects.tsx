import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { trackPageView } from "@/lib/analytics";

const ROUTE_LOADER_MS = 400;
/** The concierge chat keeps its own scroll position. */
const NO_SCROLL_PATHS = new Set(["/travel-concierge"]);

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Spec §2: on every route change a 400 ms loader, a smooth scroll to the top and a page view. */
export function RouteChangeEffects() {
  const [location] = useLocation();
  const [loading, setLoading] = useState(false);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    // Also guards against React's development double-run of effects.
    if (previous.current === location) return;
    const isFirst = previous.current === null;
    previous.current = location;
    trackPageView(location);
    if (isFirst) return;

    if (!NO_SCROLL_PATHS.has(location)) {
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    }
    setLoading(true);
    const timer = window.setTimeout(() => setLoading(false), ROUTE_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [location]);

  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-route-loader
      className="fixed inset-0 z-[70] flex animate-fade-in items-center justify-center bg-cream/70 backdrop-blur-[2px]"
    >
      <Spinner className="size-10 text-forest-700" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
