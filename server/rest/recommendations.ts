import { Hono } from "hono";
import type { AppEnv } from "./http";

export const recommendationsRoutes = new Hono<AppEnv>();
