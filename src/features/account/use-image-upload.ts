import { useEffect, useState, type ChangeEvent } from "react";
import { notify } from "@/lib/notify";
import { imageFileProblem, uploadImage } from "./upload-image";

const UPLOAD_FAILED = "There was a problem uploading your image. Please try again.";

/**
 * A member's image field, spec §4: pick an image, see it at once, watch it upload (idle, uploading,
 * done or failed). `onUploaded` gets the stored image's URL; `uploadedMessage` is the success toast's text.
 */
export function useImageUpload(endpoint: string, onUploaded: (url: string) => void, uploadedMessage: string) {
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setDone(false);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      notify.error("Invalid File", problem);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    setPercent(0);
    try {
      const { url } = await uploadImage(endpoint, file, setPercent);
      onUploaded(url);
      setDone(true);
      notify.success("Image Uploaded", uploadedMessage);
    } catch (e) {
      setPreview(null);
      setError(e instanceof Error && e.message ? e.message : "Failed to upload image");
      notify.error("Upload Failed", UPLOAD_FAILED);
    } finally {
      setPercent(null);
    }
  };

  return { preview, clearPreview: () => setPreview(null), percent, uploading: percent !== null, error, done, onPick };
}
