import { Hono } from "hono";
import { aiSearch, aiSearchQuery } from "../services/search/ai-search";
import { understandQuery } from "../services/search/understand";
import { parseWith, type AppEnv } from "./http";

export const searchRoutes = new Hono<AppEnv>().get("/search/ai", async (c) => {
  const { db, env, logger } = c.get("deps");
  const { q } = parseWith(aiSearchQuery, c.req.query());
  const { intent } = await understandQuery(env, logger, q);
  return c.json(await aiSearch(db, c.get("auth").user, intent));
});
