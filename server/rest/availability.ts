import { Hono } from "hono";
import { availableStays, listingAvailability, listingCalendarIcs } from "../services/availability/reads";
import { availabilitySearchQuery, listingAvailabilityQuery } from "../services/availability/rules";
import type { AppEnv } from "./http";
import { readQuery } from "./query-input";

/** Open nights: one stay's calendar (JSON and iCal), and the stays free for a whole range. */
export const availabilityRoutes = new Hono<AppEnv>()
  .get("/availability", async (c) => {
    const query = readQuery(c, availabilitySearchQuery);
    return c.json(await availableStays(c.get("deps").db, c.get("auth").user, query));
  })
  .get("/listings/:slug/availability", async (c) => {
    const query = readQuery(c, listingAvailabilityQuery);
    return c.json(await listingAvailability(c.get("deps").db, c.get("auth").user, c.req.param("slug"), query));
  })
  .get("/listings/:slug/calendar.ics", async (c) => {
    const host = new URL(c.get("deps").env.APP_URL).host;
    const ics = await listingCalendarIcs(c.get("deps").db, c.get("auth").user, c.req.param("slug"), host);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", `inline; filename="${c.req.param("slug")}.ics"`);
    c.header("Cache-Control", "private, max-age=0");
    return c.body(ics);
  });
