import { useState, type DragEvent } from "react";
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from "@/features/account/upload-image";
import { cn } from "@/lib/cn";
import { notify } from "@/lib/notify";
import { DROP_NOT_IMAGE, isImageFile } from "./image-url";
import { ProgressBar } from "@/components/ui/progress-bar";

type UploadEndpoint = "/api/admin/upload-image" | "/api/journal/upload-image" | "/api/owner/upload-image";

type ImageDropZoneProps = {
  endpoint: UploadEndpoint;
  /** Called once per uploaded file, in order. */
  onUploaded: (url: string) => void;
  multiple?: boolean;
  /** The zone's first words, before "or browse". */
  prompt?: string;
  className?: string;
};

/**
 * Drop images here or pick them: each is checked (an image, not empty, at most 10 MB) and sent
 * to the admin upload path with a progress bar (XMLHttpRequest, see account/upload-image).
 */
export function ImageDropZone({
  endpoint,
  onUploaded,
  multiple = false,
  prompt = "Drop an image here",
  className,
}: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ percent: number; index: number; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const uploadAll = async (files: File[]) => {
    if (!files.length) return;
    if (files.some((file) => !isImageFile(file))) {
      setError(DROP_NOT_IMAGE);
      notify.error("Invalid File", DROP_NOT_IMAGE);
      return;
    }
    const problem = files.map(imageFileProblem).find(Boolean);
    if (problem) {
      setError(problem);
      notify.error("Invalid File", problem);
      return;
    }
    setError(null);
    for (const [index, file] of files.entries()) {
      setProgress({ percent: 0, index, count: files.length });
      try {
        const { url } = await uploadImage(endpoint, file, (percent) =>
          setProgress({ percent, index, count: files.length }),
        );
        onUploaded(url);
        notify.success(
          "Image Uploaded",
          files.length > 1 ? `${index + 1} of ${files.length}: ${file.name}` : file.name,
        );
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : "Failed to upload image");
        notify.error("Upload Failed", "There was a problem uploading your image. Please try again.");
        break;
      }
    }
    setProgress(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (progress) return;
    const files = Array.from(event.dataTransfer.files);
    void uploadAll(multiple ? files : files.slice(0, 1));
  };

  const busy = progress !== null;
  return (
    <div className={className}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm transition-colors",
          dragging ? "border-forest-600 bg-forest-50" : "border-forest-900/15 bg-sand-50/60",
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7 text-forest-600"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3.5h16V16" />
        </svg>
        <p className="text-muted">
          {prompt} or{" "}
          <label
            className={cn(
              "rounded font-semibold text-forest-700 underline-offset-4 hover:underline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-forest-600",
              busy ? "pointer-events-none opacity-60" : "cursor-pointer",
            )}
          >
            browse
            <input
              type="file"
              aria-label={multiple ? "Browse for images" : "Browse for an image"}
              accept={IMAGE_ACCEPT}
              multiple={multiple}
              disabled={busy}
              className="sr-only"
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = "";
                void uploadAll(files);
              }}
            />
          </label>
        </p>
        <p className="text-xs text-muted">
          JPG, PNG, WebP or GIF, up to 10 MB{multiple ? "; several at once is fine" : ""}.
        </p>
      </div>
      {progress ? (
        <div className="mt-2">
          <p className="mb-1 text-xs text-muted" aria-live="polite">
            Uploading{progress.count > 1 ? ` ${progress.index + 1} of ${progress.count}` : ""}…
          </p>
          <ProgressBar percent={progress.percent} label="Upload progress" />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
