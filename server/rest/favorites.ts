import { Hono } from "hono";
import type { AppEnv } from "./http";

export const favoritesRoutes = new Hono<AppEnv>();
