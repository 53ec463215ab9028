import { Hono } from "hono";
import { getCategory, listCategories, listRegions } from "../services/listings/catalog";
import { idOrSlug } from "../lib/inputs";
import { parseWith, type AppEnv } from "./http";

export const catalogRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => c.json(await listCategories(c.get("deps").db)))
  .get("/categories/:id", async (c) =>
    c.json(await getCategory(c.get("deps").db, parseWith(idOrSlug, c.req.param("id")))),
  )
  .get("/regions", async (c) => c.json(await listRegions(c.get("deps").db)));
