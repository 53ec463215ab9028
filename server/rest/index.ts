import { Hono } from "hono";
import { accountRoutes } from "./account";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { catalogRoutes } from "./catalog";
import { favoritesRoutes } from "./favorites";
import type { AppEnv } from "./http";
import { journalRoutes } from "./journal";
import { listingRoutes } from "./listings";
import { paymentsRoutes } from "./payments";
import { pointsRoutes } from "./points";
import { recommendationsRoutes } from "./recommendations";

/** The documented /api paths (spec section 7), one module per area, each calling the services. */
export const restRoutes = new Hono<AppEnv>()
  .route("/", authRoutes)
  .route("/", catalogRoutes)
  .route("/", listingRoutes)
  .route("/", favoritesRoutes)
  .route("/", pointsRoutes)
  .route("/", recommendationsRoutes)
  .route("/", accountRoutes)
  .route("/", journalRoutes)
  .route("/", adminRoutes)
  .route("/", paymentsRoutes);
