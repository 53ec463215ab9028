import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata, type Sharp } from "./sharp";
import { AppError, badRequest, notFound } from "../../lib/errors";

const UPLOAD_KINDS = ["listing", "journal", "avatar", "member-media", "ad"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Web sizes written for every upload; the largest is the canonical URL. */
const WIDTHS: Record<UploadKind, number[]> = {
  listing: [400, 800, 1600],
  journal: [400, 800, 1600],
  "member-media": [400, 1200],
  ad: [400, 800, 1600],
  avatar: [96, 256],
};

/** The image formats we accept, recognised by their first bytes rather than by name or declared type. */
function sniffImage(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (starts([0x47, 0x49, 0x46, 0x38])) return "gif";
  return null;
}

export type SavedUpload = { url: string; sizes: Record<number, string>; width: number; height: number };

/**
 * Checks an uploaded image by its bytes and size, re-encodes it with sharp (which also
 * drops metadata such as GPS) into web sizes, and stores it under DATA_DIR/uploads.
 */
export async function saveImageUpload(dataDir: string, kind: UploadKind, file: unknown): Promise<SavedUpload> {
  if (!(file instanceof File)) throw badRequest('Attach an image file in the field "image".');
  if (file.size === 0) throw badRequest("The uploaded file is empty.");
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "Images must be 10 MB or smaller.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) throw badRequest("Invalid File - Please upload an image file only (JPG, PNG, WebP or GIF).");
  let source: Sharp;
  let meta: Metadata;
  try {
    source = sharp(bytes, { limitInputPixels: 50_000_000 }).rotate();
    meta = await source.metadata();
  } catch {
    throw badRequest("The image could not be read. Please try another file.");
  }
  const id = `${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
  const dir = join(dataDir, "uploads", kind);
  await mkdir(dir, { recursive: true });
  const sizes: Record<number, string> = {};
  try {
    for (const width of WIDTHS[kind]) {
      const resized =
        kind === "avatar"
          ? source.clone().resize(width, width, { fit: "cover" })
          : source.clone().resize({ width, withoutEnlargement: true });
      await writeFile(join(dir, `${id}-${width}.webp`), await resized.webp({ quality: 80 }).toBuffer());
      sizes[width] = `/media/uploads/${kind}/${id}-${width}.webp`;
    }
  } catch {
    throw badRequest("The image could not be processed. Please try another file.");
  }
  const largest = Math.max(...WIDTHS[kind]);
  return { url: sizes[largest]!, sizes, width: meta.width ?? 0, height: meta.height ?? 0 };
}

const UPLOAD_FILE = /^[a-z0-9]+-[a-f0-9]{12}-\d{2,4}\.webp$/;

/** Reads a stored upload for serving; anything that is not one of ours is a 404. */
export async function readUpload(dataDir: string, kind: string, file: string): Promise<Buffer> {
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind) || !UPLOAD_FILE.test(file))
    throw notFound("Image not found.");
  try {
    return await readFile(join(dataDir, "uploads", kind, file));
  } catch {
    throw notFound("Image not found.");
  }
}
