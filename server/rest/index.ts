import { Hono } from "hono";
import { accountRoutes } from "./account";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { availabilityRoutes } from "./availability";
import { catalogRoutes } from "./catalog";
import { conciergeRoutes } from "./concierge";
import { contentRoutes } from "./content";
import { favoritesRoutes } from "./favorites";
import type { AppEnv } from "./http";
import { journalRoutes } from "./journal";
import { listingRoutes } from "./listings";
import { ownerRoutes } from "./owners";
import { partnerKeyRoutes } from "./partners/keys";
import { partnerApiV1 } from "./partners/v1";
import { paymentsRoutes } from "./payments";
import { pointsRoutes } from "./points";
import { recommendationsRoutes } from "./recommendations";
import { searchRoutes } from "./search";
import { sponsorRoutes } from "./sponsors";
import { storeRoutes } from "./store";
import { tripRoutes } from "./trips";

/** The documented /api paths (spec section 7), one module per area, each calling the services. */
export const restRoutes = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/", catalogRoutes)
  .route("/", availabilityRoutes)
  .route("/", listingRoutes)
  .route("/", searchRoutes)
  .route("/", conciergeRoutes)
  .route("/", favoritesRoutes)
  .route("/", pointsRoutes)
  .route("/", recommendationsRoutes)
  .route("/", accountRoutes)
  .route("/", journalRoutes)
  .route("/", adminRoutes)
  .route("/", paymentsRoutes)
  .route("/", partnerKeyRoutes)
  .route("/", ownerRoutes)
  .route("/", storeRoutes)
  .route("/", sponsorRoutes)
  .route("/", contentRoutes)
  .route("/", tripRoutes)
  .route("/v1", partnerApiV1());
