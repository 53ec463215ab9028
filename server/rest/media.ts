import { join } from "node:path";
import { Hono } from "hono";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { createArtRenderer } from "../services/media/art";
import { isArtInUse } from "../services/media/art-images";
import { readUpload } from "../services/media/uploads";
import type { AppDeps } from "../deps";
import { readQuery } from "./query-input";

const IMMUTABLE = "public, max-age=31536000, immutable";
const artQuery = z.object({ w: z.number().int().min(1).max(4000).default(800) });

/** Uploaded images and the generated landscape art that illustrates the catalog offline. */
export function mediaRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  const dataDir = env.DATA_DIR;
  const art = createArtRenderer({
    cacheDir: join(dataDir, "cache", "art"),
    exists: (theme, seed) => isArtInUse(db, theme, seed),
  });
  return new Hono()
    .get("/uploads/:kind/:file", async (c) => {
      const bytes = await readUpload(dataDir, c.req.param("kind"), c.req.param("file"));
      return c.body(new Uint8Array(bytes), 200, { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE });
    })
    .get("/art/:theme/:file", async (c) => {
      const file = c.req.param("file");
      if (!file.endsWith(".webp")) throw notFound("Image not found.");
      const bytes = await art.render(c.req.param("theme"), file.slice(0, -5), readQuery(c, artQuery).w);
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=604800",
      });
    });
}
