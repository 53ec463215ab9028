import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type ImageWithFallbackProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no image or it fails to load. */
  fallback: ReactNode;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  sizes?: string;
  /** Candidate widths for responsive images; pair with `sizes`. */
  srcSet?: string | undefined;
  /** Intrinsic size, so the browser can reserve the box before the image arrives. */
  width?: number;
  height?: number;
};

/** Spec §4 image display: placeholder pulse, fade-in on load, fallback on error. */
export function ImageWithFallback({ src, alt, className, fallback, loading = "lazy", fetchPriority, sizes, srcSet, width, height }: ImageWithFallbackProps) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">(src ? "loading" : "failed");
  const [shownSrc, setShownSrc] = useState(src);
  if (src !== shownSrc) {
    setShownSrc(src);
    setState(src ? "loading" : "failed");
  }

  if (state === "failed" || !src) return <>{fallback}</>;
  return (
    <>
      {state === "loading" ? <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-sand-200" /> : null}
      <img
        src={src}
        srcSet={srcSet}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        sizes={sizes}
        onLoad={() => setState("loaded")}
        onError={() => {
          console.warn(`Image failed to load: ${src}`);
          setState("failed");
        }}
        className={cn("transition-opacity duration-500", state === "loaded" ? "opacity-100" : "opacity-0", className)}
      />
    </>
  );
}
