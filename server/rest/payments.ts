import { Hono } from "hono";
import type { AppEnv } from "./http";

export const paymentsRoutes = new Hono<AppEnv>();
