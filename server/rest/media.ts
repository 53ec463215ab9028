import { Hono } from "hono";
import { readUpload } from "../services/uploads";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Uploaded images (content-addressed names, so cached forever). */
export function mediaRoutes(dataDir: string) {
  return new Hono().get("/uploads/:kind/:file", async (c) => {
    const bytes = await readUpload(dataDir, c.req.param("kind"), c.req.param("file"));
    return c.body(new Uint8Array(bytes), 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
  });
}
