import { Hono } from "hono";
import { appCache } from "../lib/cache";
import { artworkForm, uploadArtwork } from "../services/sponsors/artwork";
import { currentUser, idParam, parseWith, readForm, requireMember, type AppEnv } from "./http";
import { invalidates } from "./public-cache";

/** A sponsor's ad artwork for a placement of the package they bought (multipart: image, altText, linkUrl). */
export const sponsorRoutes = new Hono<AppEnv>().post(
  "/sponsors/placements/:id/artwork",
  invalidates("public"),
  requireMember,
  async (c) => {
    const { db, env, metrics } = c.get("deps");
    const id = parseWith(idParam, c.req.param("id"));
    const body = await readForm(c);
    const text = (field: string) => (typeof body[field] === "string" ? body[field] : undefined);
    const form = parseWith(artworkForm, { altText: text("altText"), linkUrl: text("linkUrl") });
    return c.json(
      await uploadArtwork(db, appCache(metrics), env.DATA_DIR, currentUser(c).id, id, body["image"], form),
      201,
    );
  },
);
