import { ProgressBar } from "@/components/ui/progress-bar";
import type { UploadProgress } from "./use-photo-uploads";

export function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  return (
    <div className="mt-3" data-testid="upload-progress">
      <p className="mb-1 text-xs text-muted">
        Uploading photo{progress.count > 1 ? ` ${progress.index + 1} of ${progress.count}` : ""}…
      </p>
      <ProgressBar percent={progress.percent} label="Photo upload progress" />
    </div>
  );
}
