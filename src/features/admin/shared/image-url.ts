/**
 * Spec §5: an image URL on this site's own host is kept as a path ("/media/x.webp"), so saved
 * content does not depend on the host name it was entered under. Anything else is left as typed.
 */
export function localImagePath(value: string, origin: string): string {
  const text = value.trim();
  if (!text || text.startsWith("/")) return text;
  try {
    const url = new URL(text);
    const here = new URL(origin);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.host === here.host)
      return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // not an absolute URL: keep what was typed, the server will say what is wrong with it
  }
  return text;
}

/** Spec §5 article form: a dropped file must be an image. */
export const DROP_NOT_IMAGE = "Please drop an image file only (JPG, PNG, etc.).";

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith("image/");
}
