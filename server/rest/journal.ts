import { Hono } from "hono";
import type { AppEnv } from "./http";

export const journalRoutes = new Hono<AppEnv>();
