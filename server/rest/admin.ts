import { Hono } from "hono";
import type { AppEnv } from "./http";

export const adminRoutes = new Hono<AppEnv>();
