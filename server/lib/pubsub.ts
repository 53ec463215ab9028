import { Redis } from "ioredis";
import type { Database } from "../../db/client";
import type { Logger } from "./logger";

/**
 * Messages between the app processes (cache invalidation). Redis when REDIS_URL is set,
 * else PostgreSQL's LISTEN/NOTIFY; embedded PGlite is one process and has no one to tell.
 */
export type PubSub = {
  kind: "redis" | "postgres";
  publish: (channel: string, message: string) => Promise<void>;
  /** Resolves once subscribed, to a function that unsubscribes. */
  subscribe: (channel: string, onMessage: (message: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export function openPubSub(
  redisUrl: string | undefined,
  database: Pick<Database, "notifications">,
  logger: Logger,
): PubSub | null {
  if (redisUrl) return redisPubSub(redisUrl, logger);
  const notifications = database.notifications;
  if (!notifications) return null;
  return {
    kind: "postgres",
    publish: notifications.notify,
    subscribe: notifications.listen,
    // The listening connection belongs to the database client and closes with it.
    close: async () => undefined,
  };
}

function redisPubSub(url: string, logger: Logger): PubSub {
  // A subscribed Redis connection can do nothing else, so publishing needs a second one.
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  // ioredis reconnects by itself; until then a publish fails and is logged by its caller.
  for (const connection of [publisher, subscriber])
    connection.on("error", (err: Error) => logger.warn({ err }, "redis connection error"));
  const handlers = new Map<string, Set<(message: string) => void>>();
  subscriber.on("message", (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    kind: "redis",
    publish: async (channel, message) => {
      await publisher.publish(channel, message);
    },
    subscribe: async (channel, onMessage) => {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set.add(onMessage));
      await subscriber.subscribe(channel);
      return async () => {
        set.delete(onMessage);
        if (!set.size) {
          handlers.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
