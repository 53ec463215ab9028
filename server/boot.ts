import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BACKUP_SOCKET, serveBackups } from "../db/backup";
import { openDatabase, type Database } from "../db/client";
import { seedDatabase } from "../db/seed";
import { createApp } from "./app";
import { env as readEnv, type Env } from "./env";
import type { ServerType } from "@hono/node-server";
import { listen } from "./lib/listen";
import { createLogger, type Logger } from "./lib/logger";
import { releaseFreedMemory } from "./lib/memory";
import { loadClientBundle } from "./ssr/pages";
import { appCache } from "./lib/cache";
import { createMetrics, type Metrics } from "./lib/metrics";
import { openPubSub } from "./lib/pubsub";
import { expireOwnerPackages } from "./services/owners/packages";
import { createWebhookDeliverer } from "./services/partners/webhooks";
import { createScheduler, type Job } from "./lib/scheduler";
import { closeKeyBookkeeping } from "./services/partners/bookkeeping";
import { ensureAdmin, ensureDemoMembers } from "./services/accounts/accounts";
import { expireLapsedMemberships } from "./services/payments/fulfilment";
import { announceEndingDemoTrials } from "./services/payments/demo-trial-reminders";
import { sendDueMail } from "./services/mail/outbox";
import { outboundPolicy } from "./lib/outbound/policy";
import { invalidatePublicReads } from "./lib/public-reads";
import { pruneExpired } from "./services/admin/maintenance";
import { SYNC_EVERY_MS, syncAllFeeds } from "./services/availability/sync";

export type Started = { url: string; server: ServerType; database: Database; stop: () => Promise<void> };

/** Opens and prepares the database: migrations, catalog, demo content on an empty database, admin. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<Database> {
  const open = () => openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const database = await open();
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
    if (database.kind !== "pglite" || !demo) return database;
    await database.close();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Seeding grew embedded PostgreSQL's WebAssembly memory, which never shrinks: an instance opened
  // afresh on the same directory starts small, as it does on every later start (decision 020).
  return open();
}

/**
 * The build this server belongs to: dist/ beside dist/server/index.js (also when the single binary
 * runs it from its unpacked payload). Run from its sources (server/boot.ts, as the benchmarks do),
 * the project's own dist/, when one has been built.
 */
const builtDir = import.meta.url.endsWith(".ts") ? resolve("dist") : fileURLToPath(new URL("..", import.meta.url));

const HOUR = 60 * 60 * 1000;
/** How often each process looks for due jobs; also the longest a queued message waits. */
const TICK_MS = 5_000;

/** The jobs every app process offers to run; the scheduler runs each due one once across them. */
export function backgroundJobs(db: Database["db"], env: Env, logger: Logger, metrics: Metrics): Job[] {
  const jobs: Job[] = [
    {
      name: "prune-expired",
      everyMs: HOUR,
      run: async () => logger.info(await pruneExpired(db), "pruned expired sessions and rate-limit windows"),
    },
    // Cancelled memberships keep their tier until the paid period ends; this drops them afterwards.
    { name: "expire-memberships", everyMs: HOUR, run: () => expireLapsedMemberships(db, new Date()) },
    // An owner package features its stay for a year; afterwards the stay is no longer featured.
    {
      name: "expire-owner-packages",
      everyMs: HOUR,
      run: async () => {
        // An expired package unfeatures its stay: visitors' cached lists must show that.
        if ((await expireOwnerPackages(db, new Date())) > 0) await invalidatePublicReads(metrics);
      },
    },
  ];
  // Stripe announces trials ending in 3 days itself; the demo checkout's trials are announced by this job.
  if (!env.STRIPE_SECRET_KEY)
    jobs.push({
      name: "demo-trial-reminders",
      everyMs: HOUR,
      run: () => announceEndingDemoTrials({ db, env, logger }, new Date()),
    });
  // Owners' Airbnb, Hipcamp and Booking calendars, read again every half hour.
  jobs.push({
    name: "sync-calendars",
    everyMs: SYNC_EVERY_MS,
    run: () => syncAllFeeds(db, logger, outboundPolicy(env)),
  });
  // Partner webhooks: due deliveries go out, failed ones come back after their back-off.
  // A tick starts each ready endpoint's turn and returns: a hanging endpoint never holds up the others.
  const webhooks = createWebhookDeliverer({ db, env, outbound: outboundPolicy(env), logger });
  jobs.push({ name: "deliver-webhooks", everyMs: TICK_MS, run: () => webhooks.tick() });
  const smtpUrl = env.SMTP_URL;
  // Without SMTP_URL the outbox is where mail stays (shown at /email-preview).
  if (smtpUrl) jobs.push({ name: "send-mail", everyMs: TICK_MS, run: () => sendDueMail(db, smtpUrl, logger) });
  return jobs;
}

/**
 * What makes several processes on one database behave as one app: the read cache is shared
 * (Redis or LISTEN/NOTIFY), and the background jobs run on a schedule shared through the database.
 */
export async function startBackgroundWork(
  database: Database,
  deps: { env: Env; logger: Logger; metrics: Metrics },
  tickMs = TICK_MS,
) {
  const { env, logger, metrics } = deps;
  const bus = openPubSub(env.REDIS_URL, database, logger);
  const leaveCache = bus ? await appCache(metrics).share(bus, logger) : null;
  if (bus) logger.info({ via: bus.kind }, "cache invalidation is shared with the other app processes");
  const scheduler = createScheduler(database.db, logger, backgroundJobs(database.db, env, logger, metrics));
  scheduler.start(tickMs);
  return {
    scheduler,
    stop: async () => {
      await scheduler.stop();
      await leaveCache?.();
      await bus?.close();
    },
  };
}

export async function startServer(): Promise<Started> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await prepareDatabase(env, logger);
  const metrics = createMetrics();
  // `wildluxe backup` asks this process for the embedded database's dump while the site runs.
  const closeBackups = database.backup
    ? await serveBackups(join(resolve(env.DATA_DIR), BACKUP_SOCKET), database.backup)
    : undefined;
  const background = await startBackgroundWork(database, { env, logger, metrics });
  const app = createApp(
    { db: database.db, env, logger, metrics, ping: database.ping, pool: database.pool, outbound: outboundPolicy(env) },
    { client: await loadClientBundle(builtDir) },
  );
  const server = await listen(app.fetch, env.PORT, env.HOST);
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`;
  logger.info({ url, database: database.kind }, `Wildluxe is ready at ${env.APP_URL}`);
  const released = releaseFreedMemory();
  if (released)
    logger.info(
      {
        rssMb: Math.round(released.rssAfter / 2 ** 20),
        releasedMb: Math.round((released.rssBefore - released.rssAfter) / 2 ** 20),
      },
      "freed memory handed back to the system",
    );

  let stopping: Promise<void> | undefined;
  // Graceful: stop accepting, let in-flight requests finish, then close the database.
  const stop = () =>
    (stopping ??= (async () => {
      logger.info("shutting down");
      await new Promise<void>((done) => {
        server.close(() => done());
        if ("closeIdleConnections" in server) server.closeIdleConnections();
      });
      // After the last request: its partner key calls get written, its cache invalidations reach the other processes.
      await closeKeyBookkeeping(database.db);
      await background.stop();
      await closeBackups?.();
      await database.close();
      logger.info("stopped");
    })());
  return { url, server, database, stop };
}
