import { TextField } from "@/components/ui/text-field";
import { ImageDropZone } from "@/features/admin/shared/image-drop-zone";
import { AdminThumb } from "./admin-thumb";
import { GalleryManager } from "./gallery-manager";
import type { PropertyTabProps } from "./property-fields";
import { MAX_GALLERY } from "@shared/limits";

export function PropertyMediaTab({ values, errors, set, update }: PropertyTabProps) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="main-image-title">
        <h3 id="main-image-title" className="font-sans text-sm font-medium text-ink">
          Main image *
        </h3>
        <div className="mt-2 grid gap-4 md:grid-cols-[14rem_1fr]">
          <AdminThumb src={values.mainImage || null} alt="Main image preview" className="aspect-[4/3] w-full" />
          <div className="space-y-3">
            <TextField
              label="Image URL"
              name="mainImage"
              placeholder="/media/... or https://"
              value={values.mainImage}
              onChange={(e) => set("mainImage", e.target.value)}
              error={errors.mainImage}
            />
            <ImageDropZone
              endpoint="/api/admin/upload-image"
              prompt="Drop a new main image here"
              onUploaded={(url) => set("mainImage", url)}
            />
          </div>
        </div>
      </section>
      <GalleryManager
        mainImage={values.mainImage}
        gallery={values.gallery}
        onChange={(next) => update((v) => ({ ...v, ...next }))}
        onAppend={(url) =>
          update((v) => (v.gallery.length >= MAX_GALLERY ? v : { ...v, gallery: [...v.gallery, url] }))
        }
      />
    </div>
  );
}
