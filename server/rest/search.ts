import { Hono } from "hono";
import { aiSearchQuery, aiSearchText } from "../services/search/ai-search";
import { parseWith, type AppEnv } from "./http";

export const searchRoutes = new Hono<AppEnv>().get("/search/ai", async (c) => {
  const { q } = parseWith(aiSearchQuery, c.req.query());
  return c.json(await aiSearchText(c.get("deps"), c.get("auth").user, q));
});
