import { Hono } from "hono";
import { tripCalendar } from "../services/trips/calendar";
import { currentUser, idParam, parseWith, requireMember, type AppEnv } from "./http";

/** The trip's .ics export, for the trip's own people; everything else about trips is tRPC. */
export const tripRoutes = new Hono<AppEnv>().get("/trips/:id/calendar.ics", requireMember, async (c) => {
  const { db, env } = c.get("deps");
  const tripId = parseWith(idParam, c.req.param("id"));
  const { filename, body } = await tripCalendar(db, currentUser(c), tripId, env.APP_URL);
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
});
