import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { appCache } from "../lib/cache";
import { gzipWhole } from "../lib/gzip-body";
import { createMetrics } from "../lib/metrics";
import { PUBLIC_TTL_MS, publicPageKey } from "../lib/public-reads";
import { NONCE_SLOT, withNonce } from "../ssr/page-cache";
import type { AppEnv } from "./http";
import { publicReadCache } from "./public-cache";
import { replayVisitorHits } from "./visitor-replay";

/** The app's order in small: replay, compression, security headers, identity, the visitors' cache, the routes. */
function testApp() {
  const metrics = createMetrics();
  const ran = { chain: 0, handler: 0 };
  const app = new Hono<AppEnv>();
  app.use("*", replayVisitorHits(metrics));
  app.use("*", gzipWhole());
  app.use("*", secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'self'"], scriptSrc: ["'self'", NONCE] } }));
  app.use("*", async (c, next) => {
    ran.chain++;
    c.set("auth", { user: null, session: null });
    await next();
  });
  app.use("/api/*", publicReadCache(metrics));
  app.get("/api/listings", (c) => {
    ran.handler++;
    c.header("X-Total-Count", "99");
    return c.json(Array.from({ length: 60 }, (_, id) => ({ id, name: `Stay ${id}` })));
  });
  app.get("/listings", async (c) => {
    const page = await appCache(metrics).getOrLoad(publicPageKey(new URL(c.req.url)), PUBLIC_TTL_MS, async () => ({
      status: 200,
      html: `<html><script nonce="${NONCE_SLOT}">go()</script>${"<p>A stay by the lake</p>".repeat(200)}</html>`,
      cookies: [],
    }));
    c.header("Cache-Control", "private, no-cache");
    c.set("publicEntry", page);
    return c.html(withNonce(page.html, c.get("secureHeadersNonce")), 200);
  });
  return { app, ran, metrics };
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const headersBut = (res: Response, ...left: string[]) =>
  Object.fromEntries([...res.headers].filter(([name]) => !left.includes(name)));

describe("a visitor's cache hit replayed before the middleware", () => {
  it("answers API reads as the chain did, with its own nonce, without running the chain again", async () => {
    const { app, ran, metrics } = testApp();
    for (const encoding of ["gzip", "identity"]) {
      const get = () => app.request("/api/listings?limit=60", { headers: { "accept-encoding": encoding } });
      const first = await get();
      const chainRuns = ran.chain;
      const second = await get();
      expect(ran.chain).toBe(chainRuns);
      expect(second.status).toBe(200);
      expect(headersBut(second, "content-security-policy", "content-length")).toEqual(
        headersBut(first, "content-security-policy", "content-length"),
      );
      expect(nonceOf(second.headers.get("content-security-policy"))).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(
        nonceOf(first.headers.get("content-security-policy")),
      );
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    }
    // One run of the route; every other answer came from the entry.
    expect(ran.handler).toBe(1);
    expect(metrics.cacheStats().hits).toBeGreaterThanOrEqual(3);
  });

  it("answers If-None-Match with 304 as the chain did", async () => {
    const { app, ran } = testApp();
    const etag = (await app.request("/api/listings")).headers.get("etag")!;
    const first = await app.request("/api/listings", { headers: { "if-none-match": etag } });
    const chainRuns = ran.chain;
    const second = await app.request("/api/listings", { headers: { "if-none-match": etag } });
    expect(ran.chain).toBe(chainRuns);
    expect([first.status, second.status]).toEqual([304, 304]);
    expect(second.headers.get("etag")).toBe(etag);
    expect(await second.text()).toBe("");
  });

  it("gives a page the same nonce in its CSP and its scripts, gzipped or not", async () => {
    const { app, ran } = testApp();
    for (const encoding of ["gzip", "identity"]) {
      const get = () => app.request("/listings", { headers: { "accept-encoding": encoding } });
      const first = await get();
      const firstText =
        encoding === "gzip" ? gunzipSync(Buffer.from(await first.arrayBuffer())).toString() : await first.text();
      const chainRuns = ran.chain;
      const second = await get();
      expect(ran.chain).toBe(chainRuns);
      expect(headersBut(second, "content-security-policy", "content-length")).toEqual(
        headersBut(first, "content-security-policy", "content-length"),
      );
      const nonce = nonceOf(second.headers.get("content-security-policy"))!;
      const text =
        encoding === "gzip" ? gunzipSync(Buffer.from(await second.arrayBuffer())).toString() : await second.text();
      expect(text).toBe(firstText.split(nonceOf(first.headers.get("content-security-policy"))!).join(nonce));
      expect(text).toContain(`<script nonce="${nonce}">`);
    }
  });

  it("leaves members, key holders and a new entry to the chain", async () => {
    const { app, ran, metrics } = testApp();
    await app.request("/api/listings");
    await app.request("/api/listings");
    const chainRuns = ran.chain;
    await app.request("/api/listings", { headers: { cookie: "theme=dark; wl_session=abc" } });
    await app.request("/api/listings", { headers: { authorization: "Bearer key" } });
    expect(ran.chain).toBe(chainRuns + 2);
    // After a write the entry is gone: the chain runs and the route answers again.
    await appCache(metrics).invalidate("public:");
    await app.request("/api/listings");
    expect(ran.chain).toBe(chainRuns + 3);
    // The first read, the key holder's own (this small app signs no one in) and the one after the write.
    expect(ran.handler).toBe(3);
  });
});
