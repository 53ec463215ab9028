import type { Db } from "../../../db/client";
import type { Env } from "../../env";
import { recordAudit } from "./audit";
import { saveImageUpload, type UploadKind } from "../media/uploads";

/**
 * An admin image upload (property or journal). Answers with every name the older
 * clients read (url, imageUrl, fullUrl) and the web sizes written.
 */
export async function uploadAdminImage(
  db: Db,
  env: Env,
  actorId: number,
  kind: Extract<UploadKind, "listing" | "journal">,
  file: unknown,
) {
  const saved = await saveImageUpload(env.DATA_DIR, kind, file);
  await recordAudit(db, {
    actorId,
    action: `${kind === "listing" ? "properties" : "journal"}.upload-image`,
    target: saved.url,
    details: { width: saved.width, height: saved.height },
  });
  return {
    url: saved.url,
    imageUrl: saved.url,
    fullUrl: `${env.APP_URL}${saved.url}`,
    sizes: saved.sizes,
    width: saved.width,
    height: saved.height,
  };
}
