import { Hono } from "hono";
import { appCache } from "../lib/cache";
import { contentVersions, publishDraft, publishedContent, restoreVersion, saveDraft } from "../services/site/content";
import { currentUser, idParam, parseWith, readJson, requireAdmin, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { z } from "zod";

const cache = (c: { get: (k: "deps") => { metrics: Parameters<typeof appCache>[0] } }) =>
  appCache(c.get("deps").metrics);

/** The website editor's REST paths: published blocks for everyone, drafts, publishing and versions for admins. */
export const contentRoutes = new Hono<AppEnv>()
  .get("/content/:key", async (c) => c.json(await publishedContent(c.get("deps").db, cache(c), c.req.param("key"))))
  .put("/admin/content/:key", invalidates("public"), requireAdmin, async (c) =>
    c.json(await saveDraft(c.get("deps").db, c.req.param("key"), await readJson(c, z.unknown()))),
  )
  .post("/admin/content/:key/publish", invalidates("public"), requireAdmin, async (c) =>
    c.json(await publishDraft(c.get("deps").db, cache(c), currentUser(c).id, c.req.param("key"))),
  )
  .get("/admin/content/:key/versions", requireAdmin, async (c) =>
    c.json(await contentVersions(c.get("deps").db, c.req.param("key"))),
  )
  .post("/admin/content/:key/versions/:versionId/restore", invalidates("public"), requireAdmin, async (c) =>
    c.json(
      await restoreVersion(
        c.get("deps").db,
        cache(c),
        currentUser(c).id,
        c.req.param("key"),
        parseWith(idParam, c.req.param("versionId")),
      ),
    ),
  );
