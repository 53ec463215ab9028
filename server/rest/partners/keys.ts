import { Hono } from "hono";
import { createApiKey, listApiKeys, newKeyInput, revokeApiKey } from "../../services/partners/keys";
import { currentUser, idParam, parseWith, readJson, requireMember, type AppEnv } from "../http";
import { invalidates } from "../public-cache";

/** Key management for a signed-in member (cookie session; the front door checks Origin on writes). */
export const partnerKeyRoutes = new Hono<AppEnv>()
  .get("/partner/keys", requireMember, async (c) => c.json(await listApiKeys(c.get("deps").db, currentUser(c).id)))
  .post("/partner/keys", invalidates("public"), requireMember, async (c) => {
    const created = await createApiKey(c.get("deps").db, currentUser(c).id, await readJson(c, newKeyInput));
    return c.json(created, 201);
  })
  .delete("/partner/keys/:id", invalidates("public"), requireMember, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await revokeApiKey(c.get("deps").db, currentUser(c).id, id));
  });
