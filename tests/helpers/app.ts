import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings, users } from "../../db/schema";
import { createApp } from "../../server/app";
import { hashPassword } from "../../server/auth/password";
import type { SessionUser } from "../../server/auth/session";
import { parseEnv, type Env } from "../../server/env";
import { listen } from "../../server/lib/listen";
import { createLogger } from "../../server/lib/logger";
import { createMetrics } from "../../server/lib/metrics";
import { outboundPolicy } from "../../server/lib/outbound/policy";
import type { AppDeps } from "../../server/deps";
import { createCaller } from "../../server/trpc/router";
import { createTestDatabase } from "./db";

export type TestApp = {
  database: Database;
  deps: AppDeps;
  baseUrl: string;
  /** A tRPC caller acting as `user` (or a visitor), without HTTP. */
  caller: (user?: SessionUser | null) => ReturnType<typeof createCaller>;
  close: () => Promise<void>;
};

/** `database`: serve this one (another connection to a shared database) instead of a fresh one; closed with the app. */
export async function startTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  database?: Database,
): Promise<TestApp> {
  database ??= await createTestDatabase();
  // Uploads and the art cache go to a directory of this app's own, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), "wildluxe-test-"));
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0", DATA_DIR: dataDir, ...overrides });
  const deps: AppDeps = {
    db: database.db,
    env,
    logger: createLogger("silent"),
    metrics: createMetrics(),
    ping: database.ping,
    pool: database.pool,
    outbound: outboundPolicy(env),
  };
  const app = createApp(deps);
  const server = await listen(app.fetch, 0, "127.0.0.1");
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    database,
    deps,
    baseUrl,
    caller: (user = null) =>
      createCaller({
        ...deps,
        user,
        session: user
          ? { id: "test", userId: user.id, expiresAt: new Date(Date.now() + 60_000), createdAt: new Date() }
          : null,
        ip: "127.0.0.1",
        setCookie: () => undefined,
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The file's tests are over: a connection whose response a test never read would otherwise hold the close for
        // the 65 s keep-alive.
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

// One argon2 hash (the product's parameters) per password, shared by the members made with it in this worker:
// a hash with its own salt is as valid for every account with that password, and sign-ins still verify it in full.
const hashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** An approved stay open to everyone (tier 0) from the demo catalogue: its id. */
export async function openStayId(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.approved, true), eq(listings.tierLevel, 0)))
    .limit(1);
  return row!.id;
}

/** Inserts a member directly (fast: no HTTP); options set tier or admin. */
export async function createUser(
  database: Database,
  options: { tier?: number; admin?: boolean; password?: string } = {},
): Promise<SessionUser & { password: string }> {
  const n = `${process.pid}${Date.now().toString(36)}${counter++}`;
  const password = options.password ?? "correct horse battery";
  const [user] = await database.db
    .insert(users)
    .values({
      email: `member${n}@example.com`,
      username: `member${n}`,
      fullName: `Test Member ${n}`,
      passwordHash: await fixtureHash(password),
      membershipTier: options.tier ?? 0,
      isAdmin: options.admin ?? false,
      role: options.admin ? "admin" : "member",
    })
    .returning();
  return { ...user!, password };
}

export async function reloadUser(database: Database, id: number) {
  const [user] = await database.db.select().from(users).where(eq(users.id, id));
  return user!;
}

/** A new member (options as createUser) with an HTTP client that is signed in as them. */
export async function signedInMember(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database, options);
  const http = httpClient(t.baseUrl);
  const login = await http.post("/api/auth/login", { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`test sign-in failed with ${login.status}`);
  return { user, http };
}

/**
 * A tiny HTTP client with a cookie jar, as a script would talk to the API. It asks for uncompressed answers
 * (a test's `headers` may ask otherwise): the app gzips every text answer of 1 KB or more, and zlib on both ends
 * was a third of the CPU of the request-heavy files when it also gzipped every refusal (decision 021). What the
 * compression sends is checked where it matters (tests/api/api-core.test.ts, public-cache.test.ts) and by every
 * browser test.
 */
export function httpClient(baseUrl: string) {
  const jar = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(baseUrl + path, {
      method,
      redirect: "manual",
      headers: {
        "accept-encoding": "identity",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eqAt = pair!.indexOf("=");
      const name = pair!.slice(0, eqAt);
      const value = pair!.slice(eqAt + 1);
      if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: json as any };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request("POST", path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => request("PUT", path, body ?? {}, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request("PATCH", path, body ?? {}, headers),
    delete: (path: string, headers?: Record<string, string>) => request("DELETE", path, undefined, headers),
    request,
  };
}
