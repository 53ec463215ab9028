import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { openDatabase, type Database } from "../db/client";
import { seedDatabase } from "../db/seed";
import { createApp } from "./app";
import { env as readEnv, type Env } from "./env";
import { createLogger, type Logger } from "./lib/logger";
import { loadClientBundle } from "./ssr/pages";
import { createMetrics } from "./lib/metrics";
import { ensureAdmin, ensureDemoMembers } from "./services/accounts";
import { expireLapsedMemberships } from "./services/fulfilment";

export type Started = { url: string; server: ServerType; database: Database; stop: () => Promise<void> };

/** Opens and prepares the database: migrations, catalog, demo content on an empty database, admin. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<Database> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const { demo } = await seedDatabase(database.db);
    if (demo) logger.info(demo, "demo content added to the empty database");
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const admin = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      logger.info({ email: env.ADMIN_EMAIL, created: admin.created }, "admin account ensured");
    }
    if (env.NODE_ENV !== "production" && demo) {
      for (const m of await ensureDemoMembers(database.db)) {
        logger.info(`demo member: ${m.email} / ${m.password} (${m.tier})`);
      }
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function startServer(): Promise<Started> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const metrics = createMetrics();
  // Cancelled memberships keep their tier until the paid period ends; this drops them afterwards.
  const expire = () =>
    expireLapsedMemberships(database.db, new Date()).catch((err: unknown) => logger.error({ err }, "membership expiry failed"));
  await expire();
  const expiryTimer = setInterval(expire, 60 * 60 * 1000);
  expiryTimer.unref();
  const app = createApp(
    { db: database.db, env, logger, metrics, ping: database.ping },
    { client: await loadClientBundle("dist") },
  );
  const server = await new Promise<ServerType>((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolveServer(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
  logger.info({ url, database: database.kind }, `Wildluxe is ready at ${env.APP_URL}`);

  let stopping: Promise<void> | undefined;
  // Graceful: stop accepting, let in-flight requests finish, then close the database.
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down");
      clearInterval(expiryTimer);
      await new Promise<void>((done) => {
        server.close(() => done());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      await database.close();
      logger.info("stopped");
    })());
  return { url, server, database, stop };
}
