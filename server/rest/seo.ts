import { Hono } from "hono";
import { readSitemapIndex, readSitemapPart, robotsTxt } from "../services/site/sitemap";
import type { AppDeps } from "../deps";

const XML = "application/xml; charset=utf-8";
const CACHE = "public, max-age=3600";

/** /sitemap.xml (the index written by Generate Sitemap), its part files and /robots.txt. */
export function seoRoutes(deps: AppDeps) {
  const { db, env } = deps;
  return new Hono()
    .get("/sitemap.xml", async (c) =>
      c.body(await readSitemapIndex(db, env.DATA_DIR, env.APP_URL), 200, {
        "Content-Type": XML,
        "Cache-Control": CACHE,
      }),
    )
    .get("/sitemaps/:file", async (c) => {
      const xml = await readSitemapPart(db, env.DATA_DIR, env.APP_URL, c.req.param("file"));
      return xml === null
        ? c.text("Sitemap not found.", 404)
        : c.body(xml, 200, { "Content-Type": XML, "Cache-Control": CACHE });
    })
    .get("/robots.txt", (c) =>
      c.body(robotsTxt(env.APP_URL), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE }),
    );
}
