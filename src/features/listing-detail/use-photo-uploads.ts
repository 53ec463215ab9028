import { useState } from "react";
import { imageFileProblem, uploadForm } from "@/features/account/upload-image";

export type UploadProgress = { percent: number; index: number; count: number };

/** Sends members' photos of a stay one by one to its media endpoint, reporting progress (XHR upload events). */
export function usePhotoUploads(listingId: number) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  async function upload(files: File[], fields: Record<string, string> = {}): Promise<number> {
    const problem = files.map(imageFileProblem).find(Boolean);
    if (problem) throw new Error(problem);
    let sent = 0;
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ percent: 0, index, count: files.length });
        await uploadForm(
          `/api/listings/${listingId}/media`,
          file,
          (percent) => setProgress({ percent, index, count: files.length }),
          fields,
        );
        sent++;
      }
    } finally {
      setProgress(null);
    }
    return sent;
  }
  return { upload, progress };
}
