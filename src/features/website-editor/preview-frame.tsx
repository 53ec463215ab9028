import { useEffect, useRef, useState, type ReactNode } from "react";

const PREVIEW_WIDTHS = { desktop: 1280, mobile: 390 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** Draws its children at a real page width, scaled down to fit the panel. */
export function PreviewFrame({ width, children }: { width: PreviewWidth; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  const [height, setHeight] = useState(400);
  const pageWidth = PREVIEW_WIDTHS[width];
  useEffect(() => {
    const measure = () => {
      const available = box.current?.clientWidth ?? pageWidth;
      const next = Math.min(1, available / pageWidth);
      setScale(next);
      setHeight((inner.current?.scrollHeight ?? 400) * next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (box.current) observer.observe(box.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [pageWidth]);
  return (
    <div
      ref={box}
      className="overflow-hidden rounded-xl border border-forest-900/10 bg-cream"
      style={{ height }}
      data-testid={`preview-${width}`}
    >
      <div
        ref={inner}
        className="pointer-events-none origin-top-left"
        style={{ width: pageWidth, transform: `scale(${scale})` }}
        inert
      >
        {children}
      </div>
    </div>
  );
}
