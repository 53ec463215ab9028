import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, StarIcon } from "@/components/ui/icons";
import { controlClass } from "@/features/admin/shared/admin-fields";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { cn } from "@/lib/cn";
import { AdminThumb } from "./admin-thumb";
import { MAX_GALLERY } from "@shared/limits";
import { moveImage, setAsMain, type PropertyValues } from "./property-form";

type GalleryManagerProps = {
  mainImage: string;
  gallery: string[];
  onChange: (next: Pick<PropertyValues, "mainImage" | "gallery">) => void;
  /** Adds an uploaded image to the end, on the latest gallery. */
  onAppend: (url: string) => void;
};

const iconButton =
  "inline-flex size-7 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm hover:bg-white disabled:opacity-40";

/** Gallery images: upload or add by URL, reorder, remove, or make one the main image. */
export function GalleryManager({ mainImage, gallery, onChange, onAppend }: GalleryManagerProps) {
  const [url, setUrl] = useState("");
  const full = gallery.length >= MAX_GALLERY;
  const update = (next: string[]) => onChange({ mainImage, gallery: next });
  const addUrl = () => {
    const value = url.trim();
    if (!value || full) return;
    update([...gallery, value]);
    setUrl("");
  };

  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-sans text-sm font-medium text-ink">
          Gallery{" "}
          <span className="font-normal text-muted">
            ({gallery.length} of {MAX_GALLERY})
          </span>
        </h3>
      </div>
      {gallery.length ? (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {gallery.map((image, index) => (
            <li key={`${image}-${index}`} className="group relative">
              <AdminThumb src={image} alt={`Gallery image ${index + 1}`} className="aspect-[4/3] w-full" />
              <span className="absolute left-1.5 top-1.5 rounded-full bg-forest-950/70 px-2 py-0.5 text-xs font-medium text-white">
                {index + 1}
              </span>
              <div className="absolute inset-x-1.5 bottom-1.5 flex items-center justify-between gap-1">
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === 0}
                    onClick={() => update(moveImage(gallery, index, -1))}
                    aria-label={`Move image ${index + 1} earlier`}
                  >
                    <ChevronLeftIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={index === gallery.length - 1}
                    onClick={() => update(moveImage(gallery, index, 1))}
                    aria-label={`Move image ${index + 1} later`}
                  >
                    <ChevronRightIcon className="size-4" />
                  </button>
                </div>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => onChange(setAsMain({ mainImage, gallery }, index))}
                    aria-label={`Set image ${index + 1} as main image`}
                    title="Set as main"
                  >
                    <StarIcon className="size-3.5 text-sand-600" />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, "hover:text-red-700")}
                    onClick={() => update(gallery.filter((_, i) => i !== index))}
                    aria-label={`Remove image ${index + 1}`}
                    title="Remove"
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-muted">No gallery images yet.</p>
      )}
      {full ? (
        <p className="mt-3 text-sm text-muted">
          The gallery is full ({MAX_GALLERY} images). Remove one to add another.
        </p>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <ImageDropZone
            endpoint="/api/admin/upload-image"
            multiple
            prompt="Drop gallery images here"
            onUploaded={onAppend}
          />
          <div>
            <label htmlFor="gallery-url" className="block text-sm font-medium text-ink">
              Add by URL
            </label>
            <div className="mt-1.5 flex gap-2">
              <input
                id="gallery-url"
                value={url}
                placeholder="https:// or /media/..."
                onChange={(e) => setUrl(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addUrl();
                  }
                }}
                className={cn(controlClass, "h-10 border-forest-900/15 focus-visible:border-forest-600")}
              />
              <Button size="sm" variant="secondary" className="h-10 shrink-0" onClick={addUrl} disabled={!url.trim()}>
                Add
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
