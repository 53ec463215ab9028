import { Hono } from "hono";
import {
  historyInput,
  listActivePointActions,
  memberBalance,
  pointsHistory,
  pointsSummary,
} from "../services/community/points";
import { currentUser, requireMember, type AppEnv } from "./http";
import { readQuery } from "./query-input";

export const pointsRoutes = new Hono<AppEnv>()
  .get("/points/balance", requireMember, async (c) =>
    c.json({ points: await memberBalance(c.get("deps"), currentUser(c)) }),
  )
  .get("/points/summary", requireMember, async (c) => c.json(await pointsSummary(c.get("deps"), currentUser(c))))
  .get("/points/history", requireMember, async (c) => {
    const input = readQuery(c, historyInput);
    return c.json(await pointsHistory(c.get("deps").db, currentUser(c).id, input));
  })
  .get("/points/actions", async (c) => c.json(await listActivePointActions(c.get("deps").db)));
