import { Hono } from "hono";
import { addFavorite, listFavorites, listingIdInput, removeFavorite } from "../services/community/favorites";
import { currentUser, idParam, parseWith, readJson, requireMember, type AppEnv } from "./http";
import { invalidates } from "./public-cache";

export const favoritesRoutes = new Hono<AppEnv>()
  .get("/favorites", requireMember, async (c) => c.json(await listFavorites(c.get("deps").db, currentUser(c))))
  .post("/favorites", invalidates("own"), requireMember, async (c) => {
    const { listingId } = await readJson(c, listingIdInput);
    const { created, ...entry } = await addFavorite(c.get("deps").db, currentUser(c), listingId);
    return c.json(entry, created ? 201 : 200);
  })
  .delete("/favorites/:listingId", invalidates("own"), requireMember, async (c) => {
    const listingId = parseWith(idParam, c.req.param("listingId"));
    return c.json(await removeFavorite(c.get("deps").db, currentUser(c).id, listingId));
  });
