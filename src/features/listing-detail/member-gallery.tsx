import { useState } from "react";
import { LeafIcon } from "@/components/ui/icons";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { trpc } from "@/lib/trpc";
import { Lightbox, type LightboxImage } from "./lightbox";

/** Photos members shared of a stay; the section only appears once there is at least one. */
export function MemberGallery({ listingId, listingName }: { listingId: number; listingName: string }) {
  const media = trpc.memberContent.media.list.useQuery({ listingId });
  const [open, setOpen] = useState<number | null>(null);
  const items = media.data ?? [];
  if (!items.length) return null;

  const photos: LightboxImage[] = items.map((item) => ({
    url: item.url,
    alt: item.caption || `${listingName}, photo shared by ${item.author.displayName}`,
    caption: [item.caption, `Shared by ${item.author.displayName}`].filter(Boolean).join(" · "),
  }));

  return (
    <section aria-labelledby="member-photos-title">
      <h2 id="member-photos-title" className="text-3xl text-forest-950">
        Member photos
      </h2>
      <p className="mt-2 text-muted">Shared by members who stayed here.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={items[index]!.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group relative block aspect-square w-full overflow-hidden rounded-2xl bg-sand-100"
              aria-label={`Open member photo ${index + 1} of ${photos.length}`}
            >
              <ImageWithFallback
                src={photo.url}
                alt={photo.alt}
                sizes="(min-width: 640px) 33vw, 50vw"
                defaultWidth={400}
                className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                fallback={
                  <span className="absolute inset-0 flex items-center justify-center text-sand-600">
                    <LeafIcon className="size-6" />
                  </span>
                }
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={photos} startIndex={open} onClose={() => setOpen(null)} label={`Member photos of ${listingName}`} />
    </section>
  );
}
