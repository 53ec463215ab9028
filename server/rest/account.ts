import { Hono } from "hono";
import type { AppEnv } from "./http";

export const accountRoutes = new Hono<AppEnv>();
