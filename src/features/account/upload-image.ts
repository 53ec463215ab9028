import { NETWORK_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from "@/lib/fetch-with-timeout";

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/** Checks a picked file before sending it: the server's own limits and words. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/"))
    return "Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).";
  if (file.size === 0) return "The uploaded file is empty.";
  if (file.size > MAX_IMAGE_BYTES) return "Images must be 10 MB or smaller.";
  return null;
}

/** The message in a REST error body ({error} or {message}), else null. */
export function uploadErrorMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const text =
      typeof parsed.error === "string" ? parsed.error : typeof parsed.message === "string" ? parsed.message : null;
    return text?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Sends one image as multipart field "image" (with any other text fields) and resolves with the
 * parsed JSON answer. XMLHttpRequest rather than fetch, because only it reports upload progress;
 * the same 30-second limit and messages as every other call.
 */
export function uploadForm(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          return reject(new Error("Failed to upload image"));
        }
      }
      reject(new Error(uploadErrorMessage(xhr.responseText) ?? "Failed to upload image"));
    };
    xhr.onerror = () => reject(new Error(NETWORK_MESSAGE));
    xhr.ontimeout = () => reject(new Error(TIMEOUT_MESSAGE));
    const form = new FormData();
    form.append("image", file);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    xhr.send(form);
  });
}

/** An image upload answering {url} or {imageUrl}: the saved image's address. */
export async function uploadImage(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ url: string }> {
  const body = (await uploadForm(url, file, onProgress)) as { url?: unknown; imageUrl?: unknown } | null;
  const saved = typeof body?.url === "string" ? body.url : typeof body?.imageUrl === "string" ? body.imageUrl : null;
  if (!saved) throw new Error("Failed to upload image");
  return { url: saved };
}
