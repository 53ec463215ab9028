import type { Db } from "../../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../lib/errors";
import { takeAttempt } from "../../auth/rate-limit";
import { saveImageUpload } from "../media/uploads";

/** Photos an owner adds to their stay's text, checked and re-encoded like the admins' (and at most 30 an hour). */
const OWNER_UPLOADS_PER_HOUR = 30;

export async function uploadOwnerImage(db: Db, env: Env, userId: number, file: unknown) {
  await takeAttempt(
    db,
    [{ key: `owner-upload:${userId}`, limit: OWNER_UPLOADS_PER_HOUR, windowMs: 3_600_000 }],
    () =>
      new AppError(
        "TOO_MANY_REQUESTS",
        `You can upload ${OWNER_UPLOADS_PER_HOUR} photos an hour; please try again later.`,
      ),
  );
  const saved = await saveImageUpload(env.DATA_DIR, "listing", file);
  return { url: saved.url, sizes: saved.sizes, width: saved.width, height: saved.height };
}
