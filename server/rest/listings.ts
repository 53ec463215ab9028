import { Hono } from "hono";
import {
  archiveListing,
  createListing,
  featuredListings,
  getListingBySlug,
  listingInput,
  listingPatch,
  listingQuery,
  searchListings,
  updateListing,
} from "../services/listings";
import { idParam, parseWith, readJson, requireAdmin, type AppEnv } from "./http";

export const listingRoutes = new Hono<AppEnv>()
  .get("/listings", async (c) => {
    const amenities = c.req.queries("amenities") ?? c.req.queries("amenity");
    const query = parseWith(listingQuery, {
      ...c.req.query(),
      amenities: amenities?.flatMap((a) => a.split(",")).filter(Boolean),
    });
    const result = await searchListings(c.get("deps").db, query);
    c.header("X-Total-Count", String(result.total));
    c.header("Access-Control-Expose-Headers", "X-Total-Count");
    return c.json(result.items);
  })
  .get("/listings/featured", async (c) => c.json(await featuredListings(c.get("deps").db)))
  .get("/listings/:slug", async (c) => c.json(await getListingBySlug(c.get("deps").db, c.req.param("slug"))))
  .post("/listings", requireAdmin, async (c) => {
    const listing = await createListing(c.get("deps").db, await readJson(c, listingInput));
    return c.json(listing, 201);
  })
  .patch("/listings/:id", requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await updateListing(c.get("deps").db, id, await readJson(c, listingPatch)));
  })
  .delete("/listings/:id", requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json({ success: true, ...(await archiveListing(c.get("deps").db, id)) });
  });
