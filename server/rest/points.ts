import { Hono } from "hono";
import type { AppEnv } from "./http";

export const pointsRoutes = new Hono<AppEnv>();
