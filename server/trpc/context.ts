import type { Database, Db } from "../../db/client";
import type { Session, SessionUser } from "../auth/session";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import type { Metrics } from "../lib/metrics";

/** What the process provides to every request. */
export type AppDeps = { db: Db; env: Env; logger: Logger; metrics: Metrics; ping: () => Promise<boolean>; pool: Database["pool"] };

/** A partner API key behind the request (Authorization: Bearer), with what it may do. */
export type RequestKey = { keyId: number; scopes: readonly string[] };

export type RequestAuth = { user: SessionUser | null; session: Session | null; apiKey?: RequestKey | undefined };

export type Context = AppDeps &
  RequestAuth & {
    ip: string;
    /** Adds a Set-Cookie header to the response (sign-in and sign-out). */
    setCookie: (value: string) => void;
    /** A cookie the request carried (none when called without a request). */
    cookie?: (name: string) => string | undefined;
  };
