import { Hono } from "hono";
import { appCache } from "../lib/cache";
import { uploadAdminImage } from "../services/admin/uploads";
import {
  articleInput,
  createArticle,
  deleteArticle,
  getPublishedArticle,
  listPublishedArticles,
  publicJournalQuery,
  updateArticle,
} from "../services/journal/journal";
import { uploadStoryImage } from "../services/journal/story-images";
import {
  currentUser,
  idParam,
  parseWith,
  readForm,
  readJson,
  requireAdmin,
  requireTier,
  type AppContext,
  type AppEnv,
} from "./http";
import { invalidates } from "./public-cache";
import { readQuery } from "./query-input";

const actor = (c: AppContext) => {
  const { env, metrics } = c.get("deps");
  return { actorId: currentUser(c).id, appUrl: env.APP_URL, cache: appCache(metrics) };
};

export const journalRoutes = new Hono<AppEnv>()
  .get("/journal", async (c) => {
    const { db, metrics } = c.get("deps");
    const query = readQuery(c, publicJournalQuery);
    const result = await listPublishedArticles(db, appCache(metrics), c.get("auth").user, query);
    c.header("X-Total-Count", String(result.total));
    c.header("Access-Control-Expose-Headers", "X-Total-Count");
    return c.json(result.items);
  })
  .get("/journal/:slug", async (c) => {
    const { db, metrics } = c.get("deps");
    return c.json(await getPublishedArticle(db, appCache(metrics), c.get("auth").user, c.req.param("slug")));
  })
  .post("/journal/upload-image", invalidates("own"), requireAdmin, async (c) => {
    const { db, env } = c.get("deps");
    const body = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    return c.json(await uploadAdminImage(db, env, currentUser(c).id, "journal", body["image"]), 201);
  })
  // A member's image for their story: Luxe Insider and up, like members' photos.
  .post("/member-journal/image", invalidates("public"), requireTier(2), async (c) => {
    const { db, env } = c.get("deps");
    const body = await readForm(c);
    return c.json(await uploadStoryImage(db, env.DATA_DIR, currentUser(c).id, body["image"]), 201);
  })
  .post("/journal", invalidates("public"), requireAdmin, async (c) => {
    return c.json(await createArticle(c.get("deps").db, actor(c), await readJson(c, articleInput)), 201);
  })
  .put("/journal/:id", invalidates("public"), requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await updateArticle(c.get("deps").db, actor(c), id, await readJson(c, articleInput)));
  })
  .delete("/journal/:id", invalidates("public"), requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await deleteArticle(c.get("deps").db, actor(c), id));
  });
