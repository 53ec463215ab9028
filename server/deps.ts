import type { Database, Db } from "../db/client";
import type { Session, SessionUser } from "./auth/session";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Metrics } from "./lib/metrics";
import type { OutboundPolicy } from "./lib/outbound/policy";

/** What the process provides to every request, whether it comes through tRPC or REST. */
export type AppDeps = {
  db: Db;
  env: Env;
  logger: Logger;
  metrics: Metrics;
  ping: () => Promise<boolean>;
  pool: Database["pool"];
  /** Where requests of the server's own (calendar feeds, webhooks) may go. */
  outbound: OutboundPolicy;
};

/** A partner API key behind the request (Authorization: Bearer), with what it may do. */
type RequestKey = { keyId: number; scopes: readonly string[] };

/** Who is calling: the signed-in user and session, or a partner key. */
export type RequestAuth = { user: SessionUser | null; session: Session | null; apiKey?: RequestKey | undefined };
