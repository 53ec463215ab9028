import { createHash, timingSafeEqual } from "node:crypto";
import { serveStatic } from "@hono/node-server/serve-static";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono, type MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { MAX_BATCH_CALLS } from "@shared/trpc-limits";
import { apiKeyIdentity } from "./auth/api-key";
import { sameSiteOnly } from "./auth/csrf";
import { passwordHashing } from "./auth/password";
import { SESSION_COOKIE, validateSessionToken } from "./auth/session";
import { clientAddress } from "./lib/client-address";
import { AppError, toAppError } from "./lib/errors";
import { errorBody, type AppContext, type AppEnv } from "./rest/http";
import { restRoutes } from "./rest/index";
import { demoCheckoutRoutes } from "./rest/demo-checkout";
import { jsonBodiesOnly, limitBodies } from "./rest/front-door";
import { mediaRoutes } from "./rest/media";
import { publicReadCache } from "./rest/public-cache";
import { publicPageKey, PUBLIC_TTL_MS } from "./lib/public-reads";
import { replayVisitorHits } from "./rest/visitor-replay";
import { appCache } from "./lib/cache";
import { gzipWhole, htmlResponse } from "./lib/gzip-body";
import { isPublicPage, NONCE_SLOT, withNonce } from "./ssr/page-cache";
import { seoRoutes } from "./rest/seo";
import { pageResponse, type ClientBundle } from "./ssr/pages";
import type { AppDeps } from "./deps";
import type { Context } from "./trpc/context";
import { appRouter } from "./trpc/router";

export type AppOptions = {
  /** The built web app; when absent only the API is served. */
  client?: ClientBundle | null;
};

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { db, env, logger, metrics } = deps;
  const app = new Hono<AppEnv>();
  passwordHashing.configure({ concurrency: env.PASSWORD_HASH_CONCURRENCY, queue: env.PASSWORD_HASH_QUEUE });

  app.onError((thrown, c) => {
    const error = toAppError(thrown);
    if (error.code === "INTERNAL") {
      logger.error({ err: thrown, path: c.req.path }, "request failed");
      metrics.error({ at: Date.now(), level: "error", message: thrown.message, source: c.req.path });
    }
    if (error.code === "TOO_MANY_REQUESTS") c.header("Retry-After", String(error.retryAfterSeconds ?? 60));
    return c.json(errorBody(error), error.status);
  });

  // One log line and one metrics sample per request.
  app.use("*", async (c, next) => {
    const started = performance.now();
    metrics.begin();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const route = c.req.path.startsWith("/api/")
        ? (c.get("route") ?? c.req.routePath)
        : c.req.path.startsWith("/media/")
          ? "/media/*"
          : "page";
      metrics.end({ at: Date.now(), method: c.req.method, route, status: c.res.status, ms });
      logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  });

  // A visitor's cache hit answered as the whole chain below answered it before (its headers kept
  // beside the entry), with a new CSP nonce: no Request object, no compression, no header building.
  app.use("*", replayVisitorHits(metrics));

  // Text responses travel compressed; files the build compressed already are left alone.
  app.use("*", gzipWhole());

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // A server-rendered page carries React's small inline scripts, allowed by this request's nonce.
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // The browser default: same-origin requests keep their Origin (the CSRF check needs it).
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: env.APP_URL.startsWith("https:") ? "max-age=31536000; includeSubDomains" : false,
    }),
  );

  // The front door: every unsafe request, signed in or not, is checked for where it comes from,
  // what it carries and how big it is, before anything reads its body.
  app.use(
    "*",
    sameSiteOnly(env.APP_URL),
    jsonBodiesOnly,
    limitBodies({ json: env.BODY_LIMIT_JSON_BYTES, upload: env.BODY_LIMIT_UPLOAD_BYTES }),
  );

  app.route("/media", mediaRoutes(deps));
  app.route("/demo-checkout", demoCheckoutRoutes(deps));
  app.route("/", seoRoutes(deps));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) =>
    (await deps.ping()) ? c.json({ status: "ready" }) : c.json({ status: "unavailable" }, 503),
  );

  // Prometheus scrapes with `Authorization: Bearer METRICS_TOKEN`: 404 while no token is configured
  // (the endpoint does not exist), 401 for a missing or wrong token.
  app.get("/metrics", async (c) => {
    if (!env.METRICS_TOKEN) return c.json({ error: "Not found" }, 404);
    if (!sameSecret(c.req.header("authorization") ?? "", `Bearer ${env.METRICS_TOKEN}`)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.json({ error: "A valid metrics token is required." }, 401);
    }
    const { contentType, body } = await metrics.prometheusText(deps);
    return c.body(body, 200, { "content-type": contentType });
  });

  // Session and caller identity for every API request and page.
  const identify: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set("deps", deps);
    c.set("ip", clientAddress(c, env.TRUST_PROXY));
    // A cookie that cannot be decoded is kept as sent and simply matches no session.
    const token = getCookie(c, SESSION_COOKIE);
    const result = token ? await validateSessionToken(db, token) : null;
    c.set("auth", { user: result?.user ?? null, session: result?.session ?? null });
    await next();
  };
  const trpcContext = (c: AppContext, setCookie: Context["setCookie"]): Context => ({
    ...deps,
    ...c.get("auth"),
    ip: c.get("ip"),
    setCookie,
    cookie: (name) => getCookie(c, name),
  });
  app.use("/api/*", identify, apiKeyIdentity, publicReadCache(metrics));

  app.all("/api/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/api/trpc",
      req: c.req.raw,
      // A batch is work done for one request; without a cap one request could ask for hundreds of lists.
      maxBatchSize: MAX_BATCH_CALLS,
      router: appRouter,
      createContext: ({ resHeaders }) => trpcContext(c, (value) => resHeaders.append("Set-Cookie", value)),
      // A refusal for too many requests says when to try again, as REST's does.
      responseMeta: ({ errors }) => {
        const limited = errors
          .map((e) => e.cause)
          .filter((cause) => cause instanceof AppError && cause.code === "TOO_MANY_REQUESTS") as AppError[];
        if (!limited.length) return {};
        return {
          headers: new Headers({ "Retry-After": String(Math.max(...limited.map((e) => e.retryAfterSeconds ?? 60))) }),
        };
      },
    }),
  );

  app.route("/api", restRoutes);
  app.all("/api/*", (c) =>
    c.json({ error: `No API route for ${c.req.method} ${c.req.path}.`, message: "Not found" }, 404),
  );

  const client = options.client;
  if (client) {
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // The build writes .br and .gz copies next to each text file.
    app.use("*", serveStatic({ root: client.dir, precompressed: true }));
    const render = async (c: AppContext, nonce: string | undefined) => {
      const cookies: string[] = [];
      const context = trpcContext(c, (value) => cookies.push(value));
      return { ...(await pageResponse(client, { url: c.req.url, nonce }, context, logger)), cookies };
    };
    app.get("*", identify, async (c) => {
      // Pages can carry the visitor's own data: never shared by caches, always revalidated.
      c.header("Cache-Control", "private, no-cache");
      // Said before the body: a header added to a finished response rebuilds it around a stream.
      c.header("Vary", "Accept-Encoding");
      const nonce = c.get("secureHeadersNonce");
      if (!c.get("auth").user && isPublicPage(c.req.path)) {
        const url = new URL(c.req.url);
        const page = await appCache(metrics).getOrLoad(publicPageKey(url), PUBLIC_TTL_MS, () => render(c, NONCE_SLOT));
        // A page that set a cookie or fell back to the bare shell is this visitor's alone.
        if (!page.cookies.length && page.html !== client.template) {
          c.set("publicEntry", page);
          return htmlResponse(c, withNonce(page.html, nonce), page.status as 200 | 404);
        }
        void appCache(metrics).invalidate(publicPageKey(url));
      }
      const page = await render(c, nonce);
      for (const cookie of page.cookies) c.header("Set-Cookie", cookie, { append: true });
      return htmlResponse(c, page.html, page.status as 200 | 404);
    });
  }

  return app;
}

/** Compares two secrets in constant time (their digests have one length whatever was sent). */
function sameSecret(given: string, expected: string) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
