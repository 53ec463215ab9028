import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LeafIcon } from "@/components/ui/icons";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { IMAGE_ACCEPT } from "@/features/account/upload-image";
import { errorMessage } from "@/lib/errors";
import { notify } from "@/lib/notify";
import { trpc, useApiUtils } from "@/lib/trpc";
import { ContributionPrompt, useContributor } from "./contributor";
import { Lightbox, type LightboxImage } from "./lightbox";
import { UploadProgressBar } from "./upload-progress";
import { usePhotoUploads } from "./use-photo-uploads";

function AddPhotos({ listingId }: { listingId: number }) {
  const utils = useApiUtils();
  const photos = usePhotoUploads(listingId);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const pick = async (files: File[]) => {
    if (!files.length) return;
    setError(null);
    try {
      const sent = await photos.upload(files);
      notify.success(`${sent} photo${sent === 1 ? "" : "s"} added. Thank you!`);
    } catch (caught) {
      setError(errorMessage(caught, "Failed to upload image"));
    }
    await Promise.all([utils.memberContent.media.list.invalidate({ listingId }), utils.points.invalidate()]);
  };
  return (
    <div className="rounded-2xl border border-forest-900/10 bg-white p-4">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Add your photos of this stay
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={photos.progress !== null}
        onChange={(e) => {
          void pick([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
        className="mt-1.5 block w-full text-sm text-muted file:mr-3 file:rounded-full file:border-0 file:bg-forest-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-forest-900"
      />
      <p className="mt-1 text-xs text-muted">JPG, PNG, WebP or GIF, up to 10 MB each.</p>
      {photos.progress ? <UploadProgressBar progress={photos.progress} /> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Photos members shared of a stay ("From members"), the Luxe Insider's upload, and an admin's Remove. */
export function MemberGallery({
  listingId,
  listingName,
  slug,
}: {
  listingId: number;
  listingName: string;
  slug: string;
}) {
  const utils = useApiUtils();
  const media = trpc.memberContent.media.list.useQuery({ listingId });
  const viewer = useContributor();
  const [open, setOpen] = useState<number | null>(null);
  const remove = trpc.memberContent.media.remove.useMutation({
    onSuccess: () =>
      Promise.all([utils.memberContent.media.list.invalidate({ listingId }), utils.memberContent.reviews.invalidate()]),
    onError: (error) => notify.error("Failed to remove the photo.", errorMessage(error, "")),
  });
  const items = media.data ?? [];

  const photos: LightboxImage[] = items.map((item) => ({
    url: item.url,
    alt: item.caption || `${listingName}, photo shared by ${item.author.displayName}`,
    caption: [item.caption, `Shared by ${item.author.displayName}`].filter(Boolean).join(" · "),
  }));

  return (
    <section aria-labelledby="member-photos-title">
      <h2 id="member-photos-title" className="text-3xl text-forest-950">
        From members
      </h2>
      <p className="mt-2 text-muted">Photos shared by members who stayed here.</p>
      <div className="mt-6 space-y-4">
        {viewer.isSignedIn && viewer.canContribute ? (
          <AddPhotos listingId={listingId} />
        ) : viewer.isLoading ? null : (
          <ContributionPrompt slug={slug} action="add photos of this stay" />
        )}
        {media.isSuccess && !items.length ? <p className="text-muted">No member photos yet.</p> : null}
        {items.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Member photos">
            {photos.map((photo, index) => (
              <li key={items[index]!.id} className="relative">
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
                {viewer.isAdmin ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="absolute right-2 top-2"
                    loading={remove.isPending && remove.variables?.id === items[index]!.id}
                    onClick={() => {
                      if (window.confirm("Remove this member photo from the stay?"))
                        remove.mutate({ id: items[index]!.id });
                    }}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Lightbox
        images={photos}
        startIndex={open}
        onClose={() => setOpen(null)}
        label={`Member photos of ${listingName}`}
      />
    </section>
  );
}
