import { Hono } from "hono";
import { z } from "zod";
import { isCrossSiteRequest } from "../auth/csrf";
import { appCache } from "../lib/cache";
import { forbidden } from "../lib/errors";
import { adminAccess, adminSession, clearCache } from "../services/admin/dashboard";
import { uploadAdminImage } from "../services/admin/uploads";
import { emailTestInput, senderEmails, sendTestEmail } from "../services/admin/email-test";
import { addCuratedProperties, applyMaintenanceUpdate, fixJacksCamp } from "../services/admin/maintenance";
import { errorsQuery, metricsQuery, performanceMetrics, recentErrors } from "../services/admin/monitoring";
import {
  createPointAction,
  deletePointAction,
  listPointActions,
  pointActionInput,
  pointActionPatch,
  updatePointAction,
} from "../services/community/point-actions";
import { generateSitemap } from "../services/site/sitemap";
import { listPlacements, placementQuery, recordAdEvent } from "../services/sponsors/placements";
import { countUsers } from "../services/admin/users";
import { currentUser, idParam, parseWith, readJson, requireAdmin, type AppContext, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { readQuery } from "./query-input";

const deps = (c: AppContext) => c.get("deps");
const actorId = (c: AppContext) => currentUser(c).id;
const idOf = (c: AppContext) => parseWith(idParam, c.req.param("id"));

/** The admin panel's documented paths (spec §7). Every one sits behind requireAdmin. */
const adminOnly = new Hono<AppEnv>()
  .get("/admin/session", requireAdmin, (c) => c.json(adminSession(currentUser(c))))
  .get("/admin-access", requireAdmin, (c) => c.json(adminAccess(currentUser(c))))
  .get("/admin/users-count", requireAdmin, async (c) => c.json({ count: await countUsers(deps(c).db) }))
  .post("/admin/generate-sitemap", invalidates("public"), requireAdmin, async (c) => {
    const { db, env } = deps(c);
    return c.json(await generateSitemap(db, env.DATA_DIR, env.APP_URL, actorId(c)));
  })
  .post("/admin/clear-cache", invalidates("public"), requireAdmin, async (c) =>
    c.json(await clearCache(deps(c).db, appCache(deps(c).metrics), actorId(c))),
  )
  .post("/admin/upload-image", invalidates("own"), requireAdmin, async (c) => {
    const { db, env } = deps(c);
    const body = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    return c.json(await uploadAdminImage(db, env, actorId(c), "listing", body["image"]), 201);
  })
  // Named "no-auth" by the old client; it is an admin action like every other here.
  .post("/admin/add-final-luxury-properties-no-auth", invalidates("public"), requireAdmin, async (c) =>
    c.json(await addCuratedProperties(deps(c).db, actorId(c))),
  )
  .get("/admin/performance-metrics", requireAdmin, async (c) => {
    const { timeRange } = parseWith(metricsQuery, c.req.query());
    return c.json(await performanceMetrics(deps(c).metrics, deps(c).ping, timeRange));
  })
  .get("/admin/errors", requireAdmin, (c) => c.json(recentErrors(deps(c).metrics, readQuery(c, errorsQuery))))
  .get("/admin/sender-emails", requireAdmin, async (c) => c.json(await senderEmails(deps(c).db)))
  .post("/admin/test-email-notification", invalidates("public"), requireAdmin, async (c) => {
    const { db, env } = deps(c);
    const result = await sendTestEmail(db, env, currentUser(c), await readJson(c, emailTestInput));
    return c.json(result, result.success ? 200 : 502);
  })
  .get("/membership/point-actions", requireAdmin, async (c) => c.json(await listPointActions(deps(c).db)))
  .post("/membership/point-actions", invalidates("public"), requireAdmin, async (c) =>
    c.json(await createPointAction(deps(c).db, actorId(c), await readJson(c, pointActionInput)), 201),
  )
  .put("/membership/point-actions/:id", invalidates("public"), requireAdmin, async (c) =>
    c.json(await updatePointAction(deps(c).db, actorId(c), idOf(c), await readJson(c, pointActionPatch))),
  )
  .delete("/membership/point-actions/:id", invalidates("public"), requireAdmin, async (c) =>
    c.json(await deletePointAction(deps(c).db, actorId(c), idOf(c))),
  )
  // Once ran SQL sent by the browser; now accepts only a typed reclassification.
  .post("/execute-query", invalidates("public"), requireAdmin, async (c) =>
    c.json(await applyMaintenanceUpdate(deps(c).db, actorId(c), await readJson(c, z.unknown()))),
  )
  // A GET that changes data (the old client's one-click fix): refuse it when another site triggers it.
  .get("/direct-admin/fix-jacks-camp", requireAdmin, async (c) => {
    const crossSite = isCrossSiteRequest(
      "POST",
      { origin: c.req.header("origin"), host: c.req.header("host"), secFetchSite: c.req.header("sec-fetch-site") },
      deps(c).env.APP_URL,
    );
    if (crossSite) throw forbidden("Cross-site request refused.");
    return c.json(await fixJacksCamp(deps(c).db, actorId(c)));
  });

/** Public sponsor placements and their counters. */
const ads = new Hono<AppEnv>()
  .get("/ads", async (c) => {
    const { location } = parseWith(placementQuery, c.req.query());
    return c.json(await listPlacements(deps(c).db, appCache(deps(c).metrics), location));
  })
  .post("/ads/:id/impression", invalidates("own"), async (c) =>
    c.json(await recordAdEvent(deps(c).db, c.get("ip"), idOf(c), "impression")),
  )
  .post("/ads/:id/click", invalidates("own"), async (c) =>
    c.json(await recordAdEvent(deps(c).db, c.get("ip"), idOf(c), "click")),
  );

export const adminRoutes = new Hono<AppEnv>().route("/", adminOnly).route("/", ads);
