import { Hono } from "hono";
import { z } from "zod";
import { getCategory, listCategories, listRegions } from "../services/catalog";
import { parseWith, type AppEnv } from "./http";

export const catalogRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => c.json(await listCategories(c.get("deps").db)))
  .get("/categories/:id", async (c) => {
    const key = c.req.param("id");
    const idOrSlug = /^\d+$/.test(key) ? parseWith(z.coerce.number().int().max(2_147_483_647), key) : key;
    return c.json(await getCategory(c.get("deps").db, idOrSlug));
  })
  .get("/regions", async (c) => c.json(await listRegions(c.get("deps").db)));
