import { useEffect, useId, useRef, useState, type TouchEvent } from "react";
import { createPortal } from "react-dom";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "@/components/ui/icons";
import { useModalFocus } from "@/lib/use-modal-focus";
import { responsiveImage } from "@/lib/responsive-image";

export type LightboxImage = { url: string; alt: string; caption?: string | undefined };

type LightboxProps = {
  images: readonly LightboxImage[];
  /** The photo shown first; null keeps the lightbox closed. */
  startIndex: number | null;
  onClose: () => void;
  label: string;
};

const SWIPE_PX = 50;

/** Full-screen photos: arrows or swipe to move, Escape to close, focus kept inside while open. */
export function Lightbox({ images, startIndex, onClose, label }: LightboxProps) {
  const open = startIndex !== null;
  const [index, setIndex] = useState(startIndex ?? 0);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const counterId = useId();
  useModalFocus(panelRef, open, onClose, closeRef);

  useEffect(() => {
    if (startIndex !== null) setIndex(startIndex);
  }, [startIndex]);

  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") go(1);
      else if (event.key === "ArrowLeft") go(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  if (!open || !count) return null;
  const image = images[Math.min(index, count - 1)]!;
  const { src, srcSet } = responsiveImage(image.url, 1600);

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-describedby={counterId}
      className="on-dark fixed inset-0 z-[80] flex animate-fade-in flex-col bg-forest-950 text-white"
    >
      <div className="flex items-center justify-between px-4 py-3 sm:px-6">
        <p id={counterId} className="text-sm text-sand-100" aria-live="polite">
          Photo {index + 1} of {count}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-full p-2 hover:bg-white/10"
          aria-label="Close photos"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <figure
        className="relative flex min-h-0 flex-1 flex-col items-center justify-center px-4 pb-4 sm:px-20"
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={image.url}
          src={src}
          srcSet={srcSet}
          sizes="100vw"
          alt={image.alt}
          className="max-h-full min-h-0 max-w-full animate-fade-in rounded-lg object-contain"
        />
        {image.caption ? (
          <figcaption className="mt-3 max-w-2xl text-center text-sm text-sand-100">{image.caption}</figcaption>
        ) : null}
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60 sm:left-4"
            aria-label="Previous photo"
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/40 p-3 hover:bg-black/60 sm:right-4"
            aria-label="Next photo"
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
