import { Button } from "@/components/ui/button";
import { buttonClass } from "@/components/ui/button-styles";
import { IMAGE_ACCEPT } from "@/features/account/upload-image";
import { useImageUpload } from "@/features/account/use-image-upload";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";

type StoryImageFieldProps = { value: string | null; onChange: (url: string | null) => void };

/** Optional cover image (Luxe Insider and up), checked and re-encoded by the server like every upload. */
export function StoryImageField({ value, onChange }: StoryImageFieldProps) {
  const { preview, clearPreview, percent, uploading, error, onPick } = useImageUpload(
    "/api/member-journal/image",
    onChange,
    "Your cover image is ready. Editors approve it with your story.",
  );
  const shown = preview ?? value;
  return (
    <div>
      <p className="text-sm font-medium text-ink">Cover image (optional)</p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative aspect-[16/10] w-full overflow-hidden rounded-2xl border border-dashed border-forest-900/20 bg-sand-50 sm:w-56">
          {shown ? (
            <img src={shown} alt="Cover preview" className="absolute inset-0 size-full object-cover" />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center text-sm text-muted">No image</span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={buttonClass(
              "secondary",
              "sm",
              cn(
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-forest-600",
                uploading ? "pointer-events-none opacity-60" : "cursor-pointer",
              ),
            )}
          >
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={uploading}
              onChange={(e) => void onPick(e)}
            />
            {uploading ? "Uploading…" : value ? "Replace image" : "Upload image"}
          </label>
          {value && !uploading ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                clearPreview();
                onChange(null);
              }}
            >
              Remove
            </Button>
          ) : null}
        </div>
      </div>
      {percent !== null ? (
        <ProgressBar percent={percent} label="Image upload progress" className="mt-3 sm:max-w-72" />
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
