import { Hono } from "hono";
import { z } from "zod";
import { recordListingEvent } from "../services/owners/stats";
import { uploadOwnerImage } from "../services/owners/uploads";
import { currentUser, readJson, requireMember, type AppEnv } from "./http";
import { invalidates } from "./public-cache";
import { AppError } from "../lib/errors";
import { takeAttempt } from "../auth/rate-limit";

const eventInput = z.object({ type: z.enum(["view", "booking_click"], "type is view or booking_click.") });
/** Counted events one address may send a minute: enough for any reader, too few to inflate a stay's figures much. */
const EVENTS_PER_MINUTE = 60;

/** Owners' photo uploads, and the page-view and booking-click counts behind their figures. */
export const ownerRoutes = new Hono<AppEnv>()
  .post("/owner/upload-image", invalidates("own"), requireMember, async (c) => {
    const { db, env } = c.get("deps");
    const body = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    return c.json(await uploadOwnerImage(db, env, currentUser(c).id, body["image"]), 201);
  })
  .post("/listings/:slug/events", invalidates("own"), async (c) => {
    const { db } = c.get("deps");
    const { type } = await readJson(c, eventInput);
    await takeAttempt(
      db,
      [{ key: `listing-events:${c.get("ip")}`, limit: EVENTS_PER_MINUTE, windowMs: 60_000 }],
      () => new AppError("TOO_MANY_REQUESTS", "Too many events from this address; try again in a minute."),
    );
    await recordListingEvent(db, c.req.param("slug"), type);
    return c.body(null, 204);
  });
