import { Hono } from "hono";
import {
  enhancedRecommendations,
  personalizedListings,
  recommendationsInput,
  recordView,
  recordViewInput,
  trendingListings,
} from "../services/listings/recommendations";
import { appCache } from "../lib/cache";
import { currentUser, readJson, requireMember, type AppEnv, type AppContext } from "./http";
import { invalidates } from "./public-cache";
import { readQuery } from "./query-input";

const limitOf = (c: AppContext) => readQuery(c, recommendationsInput).limit;

export const recommendationsRoutes = new Hono<AppEnv>()
  .get("/recommendations/trending", async (c) =>
    c.json(await trendingListings(c.get("deps").db, c.get("auth").user, limitOf(c))),
  )
  .get("/recommendations/personalized", async (c) =>
    c.json(
      await personalizedListings(c.get("deps").db, appCache(c.get("deps").metrics), c.get("auth").user, limitOf(c)),
    ),
  )
  .get("/recommendations/enhanced", requireMember, async (c) =>
    c.json(
      await enhancedRecommendations(c.get("deps").db, appCache(c.get("deps").metrics), currentUser(c), limitOf(c)),
    ),
  )
  .post("/recommendations/views", invalidates("own"), requireMember, async (c) => {
    const { listingId } = await readJson(c, recordViewInput);
    return c.json(await recordView(c.get("deps").db, currentUser(c).id, listingId));
  });
