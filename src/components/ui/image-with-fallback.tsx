import { useEffect, useState, type ReactNode, type SyntheticEvent } from "react";
import { cn } from "@/lib/cn";
import { isHydrating } from "@/lib/hydration";
import { responsiveImage, type ArtWidth } from "@/lib/responsive-image";
import { useNearScreen } from "@/lib/use-near-screen";

type ImageWithFallbackProps = {
  /** The image as stored (art, upload or outside URL); the candidates for `srcset` come from it. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no image or it fails to load. */
  fallback: ReactNode;
  /** Loads at once and first (the first photos of a page); every other photo loads as it comes near. */
  priority?: boolean;
  /** How wide the photo is shown, for the browser to pick from `srcset`. */
  sizes: string;
  /** The candidate loaded where `srcset` is not understood, whose size is given as width and height. */
  defaultWidth?: ArtWidth;
};

type ImageState = "loading" | "loaded" | "failed";

const FADE_MS = 500;

/** Spec §8: a broken image is only logged; the fallback takes its place. */
function logFailure(src: string) {
  console.warn(`Image failed to load: ${src}`);
}

function fadeIn(img: HTMLImageElement) {
  if (typeof img.animate !== "function" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  // An animation, not a class: when it ends (or never runs) the photo is at its own full opacity.
  img.animate({ opacity: [0, 1] }, { duration: FADE_MS, easing: "ease-out" });
}

/**
 * Spec §4 image display: placeholder pulse (while a photo loads in view), fade-in on load, fallback
 * on error. The photo is visible from the server's HTML on and never waits for a script to be
 * shown: the placeholder is its own background, so it can only be seen until the picture paints
 * over it, and the fade is an enhancement for photos the browser adds after the page has started.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  fallback,
  priority = false,
  sizes,
  defaultWidth = 800,
}: ImageWithFallbackProps) {
  const [state, setState] = useState<ImageState>(src ? "loading" : "failed");
  const [shownSrc, setShownSrc] = useState(src);
  // Photos that arrive with the server's HTML are painted as they load; only later ones fade in.
  const [fades] = useState(() => typeof window !== "undefined" && !isHydrating());
  // The placeholder pulses only while the photo is loading in view, which the browser tells once the
  // page's script runs: a pulse in the server's markup would run its course on every photo, off
  // screen or already painted over, repainting the page on the main thread every frame meanwhile.
  const [ref, inView] = useNearScreen<HTMLImageElement>("0px", state === "loading");
  if (src !== shownSrc) {
    setShownSrc(src);
    setState(src ? "loading" : "failed");
  }

  // A server-rendered photo can finish, or fail, before React listens for its events.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return;
    if (img.naturalWidth > 0) {
      setState("loaded");
    } else {
      logFailure(img.src);
      setState("failed");
    }
  }, [shownSrc]);

  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setState("loaded");
    if (fades) fadeIn(event.currentTarget);
  };

  if (state === "failed" || !src) return <>{fallback}</>;
  const image = responsiveImage(src, defaultWidth);
  return (
    <img
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onLoad={onLoad}
      onError={(event) => {
        logFailure(event.currentTarget.src);
        setState("failed");
      }}
      className={cn("bg-sand-200", state === "loading" && inView && "motion-safe:animate-placeholder", className)}
    />
  );
}
