import { Hono } from "hono";
import { appCache } from "../lib/cache";
import { sharedRead } from "../lib/public-reads";
import { archiveProperty, createProperty, updateProperty } from "../services/admin/properties";
import { featuredListings, searchListings } from "../services/listings/listings";
import { listingQuery } from "../services/listings/listing-query";
import { listingInput, listingPatch } from "../services/listings/listing-writes";
import { getListingBySlug } from "../services/listings/stay-by-slug";
import { currentUser, idParam, parseWith, readJson, requireAdmin, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { readQuery } from "./query-input";

export const listingRoutes = new Hono<AppEnv>()
  .get("/listings", async (c) => {
    const amenities = c.req.queries("amenities") ?? c.req.queries("amenity");
    const query = readQuery(c, listingQuery, { amenities: amenities?.flatMap((a) => a.split(",")).filter(Boolean) });
    const { db, metrics } = c.get("deps");
    const { user } = c.get("auth");
    const cache = appCache(metrics);
    const result = await sharedRead(cache, user, "rest:listings", query, () => searchListings(db, cache, user, query));
    // X-Total-Count is how many stays match when X-Total-Count-Exact is "true"; when "false" the count
    // stopped there and more match (decision 019), so the page after this one has stays.
    c.header("X-Total-Count", String(result.total));
    c.header("X-Total-Count-Exact", String(result.totalIsExact));
    // What the search relaxed or did not understand, as a URI-encoded JSON array of sentences.
    if (result.notes.length) c.header("X-Search-Notes", encodeURIComponent(JSON.stringify(result.notes)));
    // The dates and guests applied ({ checkin, checkout, nights, guests, flexible }), as URI-encoded JSON; each
    // stay in the body then has its `stay`: the dates that work for it and its total.
    if (result.dates) c.header("X-Search-Dates", encodeURIComponent(JSON.stringify(result.dates)));
    c.header("Access-Control-Expose-Headers", "X-Total-Count, X-Total-Count-Exact, X-Search-Notes, X-Search-Dates");
    return c.json(result.items);
  })
  .get("/listings/featured", async (c) => {
    const { user } = c.get("auth");
    const { db, metrics } = c.get("deps");
    return c.json(await sharedRead(appCache(metrics), user, "rest:featured", null, () => featuredListings(db, user)));
  })
  .get("/listings/:slug", async (c) => {
    const { db, metrics } = c.get("deps");
    return c.json(await getListingBySlug(db, c.get("auth").user, c.req.param("slug"), appCache(metrics)));
  })
  .post("/listings", invalidates("public"), requireAdmin, async (c) => {
    const listing = await createProperty(c.get("deps").db, currentUser(c).id, await readJson(c, listingInput));
    return c.json(listing, 201);
  })
  .patch("/listings/:id", invalidates("public"), requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await updateProperty(c.get("deps").db, currentUser(c).id, id, await readJson(c, listingPatch)));
  })
  .delete("/listings/:id", invalidates("public"), requireAdmin, async (c) => {
    const id = parseWith(idParam, c.req.param("id"));
    return c.json(await archiveProperty(c.get("deps").db, currentUser(c).id, id));
  });
