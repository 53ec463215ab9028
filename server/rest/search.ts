import { Hono } from "hono";
import { appCache } from "../lib/cache";
import { sharedRead } from "../lib/public-reads";
import { aiSearchQuery, aiSearchText } from "../services/search/ai-search";
import { suggest, suggestQuery } from "../services/search/suggest/suggest";
import { parseWith, type AppEnv } from "./http";
import { readQuery } from "./query-input";

export const searchRoutes = new Hono<AppEnv>()
  .get("/search/ai", async (c) => {
    const query = readQuery(c, aiSearchQuery);
    return c.json(await aiSearchText(c.get("deps"), c.get("auth").user, query.q, [], query));
  })
  .get("/search/suggest", async (c) => {
    const { q } = parseWith(suggestQuery, { q: c.req.query("q") });
    const deps = c.get("deps");
    const { user } = c.get("auth");
    return c.json(await sharedRead(appCache(deps.metrics), user, "rest:suggest", q, () => suggest(deps, user, q)));
  });
