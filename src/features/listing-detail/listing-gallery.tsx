import { useState } from "react";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { ListingImageFallback } from "@/features/listings/listing-image-fallback";
import { cn } from "@/lib/cn";
import { Lightbox, type LightboxImage } from "./lightbox";

/**
 * The 3:2 photos fill their tiles by cropping, so a tile taller than 3:2 needs a wider picture:
 * the square main tile beside the others takes three quarters of the width, the 4:3 phone box 113%.
 */
const NARROW_SIZES = "(min-width: 640px) 100vw, 113vw";

type ListingGalleryProps = {
  name: string;
  categoryId: number | null;
  images: readonly string[];
};

/** The main image and up to four more; any of them opens the full-screen photos. */
export function ListingGallery({ name, categoryId, images }: ListingGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const photos: LightboxImage[] = images.map((url, i) => ({
    url,
    alt: i === 0 ? name : `${name}, photo ${i + 1} of ${images.length}`,
  }));
  const others = photos.slice(1, 5);

  const tile = (photo: LightboxImage, index: number, className: string, priority: boolean, sizes: string) => {
    return (
      <button
        key={photo.url + index}
        type="button"
        onClick={() => setOpen(index)}
        aria-label={`Open photo ${index + 1} of ${photos.length}`}
        className={cn("group relative overflow-hidden bg-sand-100 focus-visible:outline-offset-[-4px]", className)}
      >
        <ImageWithFallback
          src={photo.url}
          sizes={sizes}
          defaultWidth={priority ? 1200 : 800}
          alt={photo.alt}
          priority={priority}
          className="absolute inset-0 size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          fallback={<ListingImageFallback name={name} categoryId={categoryId} />}
        />
      </button>
    );
  };

  const main = photos[0];
  if (!main)
    return (
      <div className="relative aspect-[16/9] overflow-hidden rounded-3xl">
        <ListingImageFallback name={name} categoryId={categoryId} />
      </div>
    );

  return (
    <div className="relative">
      <div
        className={cn(
          "grid gap-2 overflow-hidden rounded-3xl",
          others.length
            ? "aspect-[4/3] sm:aspect-[16/9] md:aspect-[2/1] md:grid-cols-4 md:grid-rows-2"
            : "aspect-[4/3] sm:aspect-[16/9] md:aspect-[21/9]",
        )}
      >
        {tile(
          main,
          0,
          others.length ? "md:col-span-2 md:row-span-2" : "",
          true,
          others.length ? `(min-width: 768px) 75vw, ${NARROW_SIZES}` : NARROW_SIZES,
        )}
        {others.map((photo, i) =>
          tile(
            photo,
            i + 1,
            cn(
              "hidden md:block",
              others.length === 1 && "md:col-span-2 md:row-span-2",
              others.length === 2 && "md:col-span-2",
              others.length === 3 && i === 2 && "md:col-span-2",
            ),
            false,
            // A single other photo is a square like the main one; more share the right half.
            others.length === 1 ? "75vw" : "50vw",
          ),
        )}
      </div>
      {photos.length > 1 ? (
        <button
          type="button"
          onClick={() => setOpen(0)}
          className="absolute bottom-4 right-4 inline-flex h-9 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-forest-900 shadow-card hover:bg-white"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <rect x="3" y="3" width="7" height="7" rx="1.5" />
            <rect x="14" y="3" width="7" height="7" rx="1.5" />
            <rect x="3" y="14" width="7" height="7" rx="1.5" />
            <rect x="14" y="14" width="7" height="7" rx="1.5" />
          </svg>
          Show all {photos.length} photos
        </button>
      ) : null}
      <Lightbox images={photos} startIndex={open} onClose={() => setOpen(null)} label={`Photos of ${name}`} />
    </div>
  );
}
