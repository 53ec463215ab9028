import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { Link } from "wouter";
import { StarIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { boundsOf, fitView, pathData, project } from "./geo-view";
import { loadWorldShapes, type WorldShapes } from "./world-data";

export type MapPin = {
  id: number;
  /** Where the pin leads; without one the pin only marks the place (a listing's own map). */
  href?: string | undefined;
  lng: number;
  lat: number;
  /** The link's accessible name: what the pin leads to, in words. */
  label: string;
  title: string;
  subtitle?: string | undefined;
  rating?: string | undefined;
  image?: { src: string; srcSet?: string | undefined } | undefined;
};

export type WorldMapProps = {
  pins: readonly MapPin[];
  /** Names the map for assistive technology, e.g. "Map of 12 stays". */
  label: string;
  /** Sizes the map box; the map fills it (give it a height or an aspect ratio). */
  className?: string;
  /** Smallest span shown in degrees of longitude; a single pin's map shows its region. */
  minSpan?: number;
  padding?: number;
};

const CARD_WIDTH = 224;
const CARD_FLIP_Y = 170;

function useBoxSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const { width, height } = node.getBoundingClientRect();
      if (width > 0 && height > 0) setSize((prev) => (prev?.width === width && prev.height === height ? prev : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

function useWorldShapes() {
  const [state, setState] = useState<{ shapes: WorldShapes | null; failed: boolean }>({ shapes: null, failed: false });
  useEffect(() => {
    let live = true;
    loadWorldShapes().then(
      (shapes) => live && setState({ shapes, failed: false }),
      (error: unknown) => {
        console.warn("World outlines failed to load", error);
        if (live) setState({ shapes: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * Stays on a world map drawn from bundled outlines (equirectangular, fitted to the pins).
 * Each pin is a link with an accessible name; hovering or focusing it shows a small card.
 */
export function WorldMap({ pins, label, className, minSpan = 20, padding = 40 }: WorldMapProps) {
  const [boxRef, size] = useBoxSize<HTMLDivElement>();
  const { shapes, failed } = useWorldShapes();
  const [active, setActive] = useState<number | null>(null);

  const view = useMemo(() => {
    if (!size) return null;
    return fitView(boundsOf(pins), size.width, size.height, { padding: Math.min(padding, size.width / 6), minSpan });
  }, [size, pins, minSpan, padding]);

  const paths = useMemo(() => {
    if (!view || !shapes) return null;
    return { land: pathData(view, shapes.land, true), borders: pathData(view, shapes.borders, false) };
  }, [view, shapes]);

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={label}
      className={cn("relative isolate overflow-hidden rounded-2xl border border-forest-900/10 bg-[#d7e6ea]", className)}
      onKeyDown={(event) => {
        if (event.key === "Escape") setActive(null);
      }}
    >
      {view ? (
        <svg className="absolute inset-0 size-full" width={view.width} height={view.height} viewBox={`0 0 ${view.width} ${view.height}`} aria-hidden="true">
          {paths ? (
            <>
              <path d={paths.land} fill="#f3ecdd" stroke="#c9b48f" strokeWidth={0.8} strokeLinejoin="round" />
              <path d={paths.borders} fill="none" stroke="#d6c5a6" strokeWidth={0.6} strokeLinejoin="round" />
            </>
          ) : null}
        </svg>
      ) : null}

      {!shapes && !failed ? (
        <p role="status" className="absolute left-3 top-3 rounded-full bg-white/85 px-3 py-1 text-xs text-muted">
          Loading map…
        </p>
      ) : null}
      {failed ? (
        <p className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-xs text-muted">The map outlines could not load.</p>
      ) : null}

      {view ? (
        <ul aria-label="Stays on the map">
          {pins.map((pin) => {
            const [x, y] = project(view, pin.lng, pin.lat);
            const isActive = active === pin.id;
            const below = y < CARD_FLIP_Y;
            const left = Math.min(Math.max(x - CARD_WIDTH / 2, 8), view.width - CARD_WIDTH - 8) - x;
            const cardStyle: CSSProperties = { width: CARD_WIDTH, left };
            return (
              <li key={pin.id} className={cn("absolute", isActive ? "z-20" : "z-10")} style={{ left: x, top: y }}>
                {pin.href ? (
                  <Link
                    href={pin.href}
                    aria-label={pin.label}
                    onPointerEnter={() => setActive(pin.id)}
                    onPointerLeave={() => setActive((current) => (current === pin.id ? null : current))}
                    onFocus={() => setActive(pin.id)}
                    onBlur={() => setActive((current) => (current === pin.id ? null : current))}
                    className="group absolute -translate-x-1/2 -translate-y-1/2 rounded-full p-2 focus-visible:outline-offset-0"
                  >
                    <PinDot active={isActive} />
                  </Link>
                ) : (
                  <span role="img" aria-label={pin.label} className="absolute -translate-x-1/2 -translate-y-1/2 p-2">
                    <PinDot active={false} large />
                  </span>
                )}
                {isActive && pin.href ? (
                  <div
                    aria-hidden="true"
                    style={cardStyle}
                    className={cn(
                      "pointer-events-none absolute overflow-hidden rounded-xl bg-white text-left shadow-card-hover ring-1 ring-forest-900/10",
                      below ? "top-4" : "bottom-4",
                    )}
                  >
                    {pin.image ? (
                      <img src={pin.image.src} srcSet={pin.image.srcSet} sizes={`${CARD_WIDTH}px`} alt="" width={400} height={225} className="aspect-video w-full bg-sand-100 object-cover" />
                    ) : null}
                    <div className="px-3 py-2">
                      <p className="truncate font-serif text-base leading-snug text-forest-950">{pin.title}</p>
                      <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                        {pin.rating ? (
                          <span className="flex shrink-0 items-center gap-0.5 font-semibold text-ink">
                            <StarIcon className="size-3.5 text-sand-500" />
                            {pin.rating}
                          </span>
                        ) : null}
                        {pin.subtitle ? <span className="truncate">{pin.subtitle}</span> : null}
                      </p>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      <p className="absolute bottom-1.5 right-2.5 text-[10px] text-forest-900/70">Outlines: Natural Earth</p>
    </div>
  );
}

function PinDot({ active, large = false }: { active: boolean; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "block rounded-full border-2 border-white shadow-[0_1px_4px_rgb(12_31_20/0.45)] transition-transform",
        large ? "size-5 bg-forest-700 ring-4 ring-forest-700/25" : "size-4",
        !large && (active ? "scale-125 bg-sand-600" : "bg-forest-700"),
      )}
    />
  );
}
